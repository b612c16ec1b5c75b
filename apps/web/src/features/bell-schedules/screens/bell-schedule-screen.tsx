import { useParams } from 'react-router';
import { ItemFormScreen } from '@/components/item-screens';
import { bellSchedulesResource } from '../api';
import { BellScheduleForm } from '../components/bell-schedule-form';

/** /bell-schedule/{id}, 0 for a new one (docs/product/bell-schedules.md §2): the schedule's one form, then back to the list. */
export function BellScheduleScreen() {
  const creating = useParams().id === '0';
  return (
    <ItemFormScreen
      key={creating ? 'new' : 'edit'}
      mode={creating ? 'new' : 'edit'}
      resource={bellSchedulesResource}
      form={BellScheduleForm}
      description={{ new: 'The blocks of a school day and the periods in each.' }}
    />
  );
}
