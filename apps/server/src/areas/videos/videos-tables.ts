import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** The video gallery, ordered by `order_no` from 1; `video_source_type` is 'youtube' unless given. */
export interface VideosTable extends ContentAudit {
  id: Generated<number>;
  name: string;
  video_url: string;
  video_source_type: string;
  order_no: number;
}
export type VideoRow = Selectable<VideosTable>;

declare module '../../db/schema.js' {
  interface Database {
    videos: VideosTable;
  }
}
