import type { BellScheduleListItem } from '@cms/contract';
import { itemTitleColumn } from '@/components/columns';
import { ResourceListScreen } from '@/components/resource-list-screen';
import { bellSchedulesResource } from '../api';

const columns = [itemTitleColumn<BellScheduleListItem>(bellSchedulesResource, (row) => row.description)];

/** /bell-schedule-list (docs/product/bell-schedules.md §2): cards with title and description, Edit and Delete, numbered pages. */
export function BellScheduleListScreen() {
  return (
    <ResourceListScreen
      resource={bellSchedulesResource}
      description="The school day's blocks and periods, as the website shows them."
      columns={columns}
      firstVerb="Add"
      cards
      numbered
    />
  );
}
