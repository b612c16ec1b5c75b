import { ResourceListScreen } from '@/components/resource-list-screen';
import { carouselsResource } from '../api';
import { carouselColumns, STATUS_OPTIONS } from '../components/carousel-columns';

/** /carousel-list (docs/product/carousels.md §2): the website's carousels, newest first, filtered by status. */
export function ListScreen() {
  return (
    <ResourceListScreen
      resource={carouselsResource}
      description="The slides the website's pages show, each with its own link."
      columns={carouselColumns}
      filters={[{ name: 'status', label: 'Status', allLabel: 'All statuses', options: STATUS_OPTIONS }]}
    />
  );
}
