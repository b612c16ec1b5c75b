import { ItemFormScreen } from '@/components/item-screens';
import { noticeItem, noticesResource } from '../api';
import { NoticeForm } from '../components/notice-form';

/** /notice-board/new and /notice-board/{id}/edit: one form; an edit saves the same notice (PUT). */
export function NoticeFormScreen({ mode }: { mode: 'new' | 'edit' }) {
  return (
    <ItemFormScreen
      mode={mode}
      item={noticeItem}
      resource={noticesResource}
      title={{ new: 'New Notice', edit: 'Edit Notice' }}
      description={{ new: 'Write a notice for the notice board.' }}
      denied="edit notices"
      form={({ item, onSubmit }) => <NoticeForm notice={item} onSubmit={onSubmit} />}
    />
  );
}

export const NoticeCreateScreen = () => <NoticeFormScreen mode="new" />;
export const NoticeEditScreen = () => <NoticeFormScreen mode="edit" />;
