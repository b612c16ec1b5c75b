import { itemFormScreens } from '@/components/item-screens';
import { newsResource } from '../api';
import { NewsForm } from '../components/news-form';

/** /news/new and /news/{id}/edit: one form, then back to the list (docs/product/news.md §7). */
export const { CreateScreen, EditScreen } = itemFormScreens(newsResource, NewsForm, {
  new: 'Write an article for the school website.',
  edit: 'Change the article and save it.',
});
