import { ItemFormScreen } from '@/components/item-screens';
import { newsItem, newsResource } from '../api';
import { NewsForm } from '../components/news-form';

/** /news/new and /news/{id}/edit: one form, then back to the list (spec 01 §7 "Use of answers"). */
export function NewsFormScreen({ mode }: { mode: 'new' | 'edit' }) {
  return (
    <ItemFormScreen
      mode={mode}
      item={newsItem}
      resource={newsResource}
      title={{ new: 'New News Article', edit: 'Edit News' }}
      description={{ new: 'Write an article for the school website.', edit: 'Change the article and save it.' }}
      denied="edit news"
      form={({ item, onSubmit }) => <NewsForm news={item} onSubmit={onSubmit} />}
    />
  );
}

export const NewsCreateScreen = () => <NewsFormScreen mode="new" />;
export const NewsEditScreen = () => <NewsFormScreen mode="edit" />;
