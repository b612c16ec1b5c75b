import { flag, optional, text, varchar, wallClock } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

/**
 * The school calendar's events, listed by start (a month, the upcoming ones), served by
 * `(website_id, start, id)`: a range's events are a stretch of that index.
 */
export const events = contentTables({
  events: {
    columns: {
      title: varchar(255),
      all_day: flag(0),
      start: wallClock(),
      end: optional(wallClock()),
      location: varchar(255, ''),
      category: varchar(20, 'other'),
      description: text(''),
    },
    indexes: { events_website_start: ['website_id', 'start', 'id'] },
  },
});
