import { video, videoThumbnail } from '@cms/contract';
import type { VideoRow } from './videos-tables.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';

/** The one place a video row becomes its wire shape, with the still image of its address. */
const toVideo = rowMapping<VideoRow>()(video, { thumbnailUrl: (row) => videoThumbnail(row.video_url) });

/** A website's videos, in `order_no` from 1 (docs/product/videos.md §4). */
export const videosTable = scopedTable('videos', { thing: 'Video', toEntity: toVideo, ordered: { base: 1 } });
