import { Bell, Plus } from 'lucide-react';
import { NOTICE_STATUSES, noticesMessages } from '@cms/contract';
import { useItemActions } from '@/components/columns';
import { HeaderLinks, PageHeader } from '@/components/layout/page-header';
import { ResourceList } from '@/components/resource-list';
import { useTableUrlState } from '@/hooks/use-table-url-state';
import { useCan } from '@/lib/permissions';
import { noticesResource } from '../api';
import { NOTICE_STATUS_OPTIONS, noticeColumns, noticeDeleteConfirm, noticePath } from '../components/notice-columns';

const FILTERS = ['status'] as const;

/** /notice-board (spec 02 §2, DESIGN §9.3): every notice, newest first, paged, searched by title. */
export function NoticesListScreen() {
  const canWrite = useCan('writeContent');
  const list = useTableUrlState(FILTERS);
  const status = NOTICE_STATUSES.find((value) => value === list.filters.status);
  const notices = noticesResource.useList({ page: list.pageIndex, search: list.search || undefined, status });
  const actions = useItemActions(noticesResource, { path: noticePath, confirm: noticeDeleteConfirm });

  return (
    <div>
      <PageHeader
        title="Notice Board"
        description="Notices for students and parents."
        actions={
          <HeaderLinks
            links={[{ to: '/notice-board/new', label: 'New Notice', icon: Plus, primary: true, write: true }]}
          />
        }
      />
      <ResourceList
        query={notices}
        list={list}
        icon={Bell}
        columns={noticeColumns}
        actions={actions}
        rowLabel={(notice) => notice.title}
        testId="notice"
        itemLabel={['notice', 'notices']}
        loadingLabel="Loading notices..."
        errorTitle={noticesMessages.loadFailed}
        empty={{ title: noticesMessages.empty, hint: canWrite && 'Write the first one with the New Notice button.' }}
        filters={{
          label: 'Filter notices',
          search: { label: 'Search notices by title', placeholder: 'Search by title...' },
          fields: [{ name: 'status', label: 'Status', allLabel: 'All statuses', options: NOTICE_STATUS_OPTIONS }],
        }}
      />
    </div>
  );
}
