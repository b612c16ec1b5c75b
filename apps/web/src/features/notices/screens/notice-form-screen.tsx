import { itemFormScreens } from '@/components/item-screens';
import { noticesResource } from '../api';
import { NoticeForm } from '../components/notice-form';

/** /notice-board/new and /notice-board/{id}/edit: one form; an edit saves the same notice (PUT). */
export const { CreateScreen, EditScreen } = itemFormScreens(noticesResource, NoticeForm, {
  new: 'Write a notice for the notice board.',
});
