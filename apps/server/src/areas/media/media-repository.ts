import type { MediaItem, MediaType } from '@cms/contract';
import type { MediaRow } from '../../db/schema.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { contentRowOf } from '../../platform/kit/stamps.js';
import { uploadOf } from '../../platform/uploads.js';

/** The media library, newest first, searched by title and filtered by type. */
export const mediaTable = scopedTable('media', {
  thing: 'Media',
  order: [['id', 'desc']],
  name: { column: 'title' },
});

/** The one place a media row becomes its wire shape. */
export const toMediaItem = (row: MediaRow): MediaItem => ({
  title: row.title,
  mediaUrl: row.media_url,
  field: row.field,
  altText: row.alt_text,
  mediaType: row.media_type as MediaType,
  decorative: row.decorative === 1,
  ...uploadOf(row),
  ...contentRowOf(row),
});
