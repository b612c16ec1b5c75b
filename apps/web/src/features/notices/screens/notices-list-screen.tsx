import { ResourceListScreen } from '@/components/resource-list-screen';
import { noticesResource } from '../api';
import { NOTICE_STATUS_OPTIONS, noticeColumns, noticeDeleteConfirm } from '../components/notice-columns';

/** /notice-board (docs/product/notices.md §2, docs/design.md §9.3): every notice, newest first, paged, searched by title. */
export function ListScreen() {
  return (
    <ResourceListScreen
      resource={noticesResource}
      description="Notices for students and parents."
      columns={noticeColumns}
      confirm={noticeDeleteConfirm}
      search={{ label: 'Search notices by title', placeholder: 'Search by title...' }}
      filters={[{ name: 'status', label: 'Status', allLabel: 'All statuses', options: NOTICE_STATUS_OPTIONS }]}
    />
  );
}
