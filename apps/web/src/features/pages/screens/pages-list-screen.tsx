import { ResourceListScreen } from '@/components/resource-list-screen';
import { pagesResource } from '../api';
import { PAGE_STATUS_OPTIONS, pageColumns } from '../components/page-columns';

/** /pages (docs/product/pages.md §2): every page, newest first, paged, searched by title and filtered by status. */
export function ListScreen() {
  return (
    <ResourceListScreen
      resource={pagesResource}
      description="The website's pages, built from blocks of text, images and tables."
      columns={pageColumns}
      search={{ label: 'Search pages by title', placeholder: 'Search by title...' }}
      filters={[{ name: 'status', label: 'Status', allLabel: 'All statuses', options: PAGE_STATUS_OPTIONS }]}
    />
  );
}
