import type { Generated, Selectable } from 'kysely';
import type { ContentAudit } from '../../db/schema.js';

/** The media library: files uploaded (with what their bytes told) or entered by URL. */
export interface MediaTable extends ContentAudit {
  id: Generated<number>;
  title: string;
  media_url: string;
  media_type: string;
  field: string;
  alt_text: string;
  decorative: number;
  mime_type: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  thumbnail_url: string | null;
  web_url: string | null;
}
export type MediaRow = Selectable<MediaTable>;

declare module '../../db/schema.js' {
  interface Database {
    media: MediaTable;
  }
}
