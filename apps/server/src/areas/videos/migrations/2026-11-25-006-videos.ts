import { ordered, url, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

/**
 * The video gallery: a website's videos, in `order_no` from 1, listed by `(website_id, order_no, id)`.
 * The still image is derived from the address when read, so it is not stored.
 */
export const videos = contentTables({
  videos: {
    columns: { name: varchar(255), video_url: url(), video_source_type: varchar(20), ...ordered },
    ordered: true,
  },
});
