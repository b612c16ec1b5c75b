import { flag, integer, optional, url, varchar } from '../../../db/migrations/columns.js';
import { contentTables } from '../../../db/migrations/helpers.js';

/**
 * The media library (docs/design.md §9.2): a website's files, newest first, filtered by type. An uploaded
 * file keeps what was told from its bytes (type, size, pixels) and its thumbnail and web-sized copy;
 * an item entered by URL has none of them.
 */
export const media = contentTables({
  media: {
    columns: {
      title: varchar(255),
      media_url: url(),
      media_type: varchar(20),
      field: varchar(255, ''),
      alt_text: varchar(500, ''),
      decorative: flag(0),
      mime_type: optional(varchar(100)),
      size: optional(integer()),
      width: optional(integer()),
      height: optional(integer()),
      thumbnail_url: optional(url()),
      web_url: optional(url()),
    },
    newestFirst: ['media_type'],
  },
});
