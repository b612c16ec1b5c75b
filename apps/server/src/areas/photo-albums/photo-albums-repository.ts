import { type PageQuery, photo, photoAlbum } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import type { PhotoAlbumRow, PhotoRow } from './photo-albums-tables.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';

const toPhotoAlbum = rowMapping<PhotoAlbumRow, [AlbumCover[]]>()(photoAlbum, {
  coverUrl: (_row, [cover]) => cover?.coverUrl ?? null,
  photoCount: (_row, [cover]) => cover?.photoCount ?? 0,
});

/** Photo albums, newest first. A missing one is 'Album not found' (docs/product/photo-albums.md §2). */
export const albumsTable = scopedTable('photo_albums', {
  thing: 'Album',
  toEntity: toPhotoAlbum,
  order: [['id', 'desc']],
});

/** The photos of albums, in the order they were added. */
export const photosTable = scopedTable('photos', { thing: 'Photo', parentColumn: 'album_id', order: [['id', 'asc']] });

/** What the album grid shows of each album: its first photo and how many it has. */
export interface AlbumCover {
  coverUrl: string | null;
  photoCount: number;
}

/** The covers of albums in one query each for the counts and the first photos. */
export async function coversOf(db: Executor, albumIds: readonly number[]) {
  const covers = new Map<number, AlbumCover[]>();
  if (!albumIds.length) return covers;
  const counts = await db
    .selectFrom(photosTable.table)
    .select(['album_id', (eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.min('id').as('first')])
    .where('album_id', 'in', albumIds)
    .groupBy('album_id')
    .execute();
  const firsts = counts.map((row) => Number(row.first));
  const photos = firsts.length
    ? await db.selectFrom(photosTable.table).select(['id', 'url', 'thumbnail_url']).where('id', 'in', firsts).execute()
    : [];
  const coverOf = new Map(photos.map((photo) => [photo.id, photo.thumbnail_url ?? photo.url]));
  for (const row of counts) {
    covers.set(row.album_id, [{ coverUrl: coverOf.get(Number(row.first)) ?? null, photoCount: Number(row.count) }]);
  }
  return covers;
}

export const toPhoto = rowMapping<PhotoRow>()(photo);

/** A page of an album's photos in the order they were added; the album is the caller's to check. */
export async function photosOf(db: Executor, websiteId: number, albumId: number, query: PageQuery) {
  const page = await photosTable.page(db, websiteId, query, { filters: { album_id: albumId } });
  return { ...page, content: page.content.map(toPhoto) };
}
