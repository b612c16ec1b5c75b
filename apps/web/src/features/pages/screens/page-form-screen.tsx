import { itemFormScreens } from '@/components/item-screens';
import { pagesResource } from '../api';
import { PageForm } from '../components/page-form';

/** /pages/new and /pages/{id}/edit: the page editor; a missing page goes back to /pages (docs/product/pages.md §8). */
export const { CreateScreen, EditScreen } = itemFormScreens(
  pagesResource,
  PageForm,
  { new: 'Build a page from blocks, then set its address and status.' },
  { missingToList: 'say' },
);
