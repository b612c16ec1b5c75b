import type { PageListItem, PageStatus } from '@cms/contract';
import { badgeColumn, dateColumn, itemTitleColumn } from '@/components/columns';
import type { Column } from '@/components/data-table';
import type { BadgeOption } from '@/components/option-badge';
import { pagesResource } from '../api';

/** A page's status (docs/product/pages.md §4), in the order the select offers it; a new page is a draft. */
export const PAGE_STATUS_OPTIONS: BadgeOption<PageStatus>[] = [
  { value: 'draft', label: 'Draft', variant: 'outline' },
  { value: 'published', label: 'Published', variant: 'success' },
  { value: 'archived', label: 'Archived', variant: 'secondary' },
];

/** The pages: title and slug, status, when it last changed. */
export const pageColumns: Column<PageListItem>[] = [
  itemTitleColumn(pagesResource, (page) => `/${page.slug}`),
  badgeColumn({ id: 'status', header: 'Status', value: (page) => page.status, options: PAGE_STATUS_OPTIONS }),
  dateColumn({ id: 'updatedDate', header: 'Last Updated', value: (page) => page.updatedDate }),
];
