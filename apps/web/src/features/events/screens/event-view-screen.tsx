import { ItemViewScreen } from '@/components/item-screens';
import { formatSpan } from '@/lib/format';
import { eventsResource } from '../api';
import { CATEGORY_OPTIONS } from '../components/event-columns';
import { EventDetails } from '../components/event-details';

/** /calendar/{id}: the event read-only, its kind and when it is under its title, with Edit for writers. */
export function ViewScreen() {
  return (
    <ItemViewScreen
      resource={eventsResource}
      status={{ options: CATEGORY_OPTIONS, of: (event) => event.category }}
      description={(event) => <span>{formatSpan(event)}</span>}
    >
      {(event) => <EventDetails event={event} />}
    </ItemViewScreen>
  );
}
