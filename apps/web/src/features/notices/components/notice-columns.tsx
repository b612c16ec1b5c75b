import type { Notice, NoticeStatus } from '@cms/contract';
import { badgeColumn, dateColumn, itemTitleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import type { BadgeOption } from '@/components/option-badge';
import { noticesResource } from '../api';

/** A notice's status (docs/product/notices.md §4), in the order the select offers it; a new notice is Active. */
export const NOTICE_STATUS_OPTIONS: BadgeOption<NoticeStatus>[] = [
  { value: 'ACTIVE', label: 'Active', variant: 'success' },
  { value: 'INACTIVE', label: 'Inactive', variant: 'secondary' },
  { value: 'DRAFT', label: 'Draft', variant: 'outline' },
];

/** The notice board: title and summary, status, when it last changed. */
export const noticeColumns: Column<Notice>[] = [
  itemTitleColumn(noticesResource, (notice) => notice.summary),
  badgeColumn({ id: 'status', header: 'Status', value: (notice) => notice.status, options: NOTICE_STATUS_OPTIONS }),
  dateColumn({ id: 'updatedDate', header: 'Last Updated', value: (notice) => notice.updatedDate }),
];

/** What the spec's question before a delete says of the notice. */
export const noticeDeleteConfirm = {
  description: (notice: Notice) => `"${notice.title}" will be removed from the notice board for good.`,
};
