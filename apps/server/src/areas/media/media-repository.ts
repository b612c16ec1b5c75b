import { mediaItem } from '@cms/contract';
import type { MediaRow } from './media-tables.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';

/** The one place a media row becomes its wire shape. */
export const toMediaItem = rowMapping<MediaRow>()(mediaItem);

/** The media library, newest first, searched by title and filtered by type. */
export const mediaTable = scopedTable('media', {
  thing: 'Media',
  toEntity: toMediaItem,
  order: [['id', 'desc']],
  name: { column: 'title' },
});
