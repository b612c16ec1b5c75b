import { videoThumbnail, type Video } from '@cms/contract';
import type { VideoRow } from '../../db/schema.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { contentRowOf } from '../../platform/kit/stamps.js';

/** A website's videos, in `order_no` from 1 (spec 02 §4). */
export const videosTable = scopedTable('videos', { thing: 'Video', ordered: { base: 1 } });

/** The one place a video row becomes its wire shape, with the still image of its address. */
export const toVideo = (row: VideoRow): Video => ({
  name: row.name,
  videoUrl: row.video_url,
  videoSourceType: row.video_source_type,
  orderNo: row.order_no,
  thumbnailUrl: videoThumbnail(row.video_url),
  ...contentRowOf(row),
});
