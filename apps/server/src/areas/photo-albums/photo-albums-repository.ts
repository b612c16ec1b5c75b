import { type PageQuery, photo, photoAlbum } from '@cms/contract';
import type { Executor } from '../../db/database.js';
import type { PhotoAlbumRow, PhotoRow } from './photo-albums-tables.js';
import { scopedTable } from '../../platform/kit/scoped-table.js';
import { rowMapping } from '../../platform/kit/row-mapping.js';
import { BY_ORDER_NO } from '../../platform/kit/ordering.js';

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

/** The photos of albums, each album's in the order the user chose (`order_no` from 0). */
export const photosTable = scopedTable('photos', {
  thing: 'Photo',
  parentColumn: 'album_id',
  ordered: { base: 0 },
  order: BY_ORDER_NO,
});

/** What the album grid shows of each album: its cover photo (else its first) and how many it has. */
export interface AlbumCover {
  coverUrl: string | null;
  photoCount: number;
}

/**
 * The covers of albums, in one query each for the counts, the chosen covers and the first photos:
 * an album's cover is the photo chosen as one (`cover_photo_id`, always one of its own), else its
 * first photo in its order.
 */
export async function coversOf(db: Executor, albumIds: readonly number[]) {
  const covers = new Map<number, AlbumCover[]>();
  if (!albumIds.length) return covers;
  const counts = await db
    .selectFrom(photosTable.table)
    .select(['album_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('album_id', 'in', albumIds)
    .groupBy('album_id')
    .execute();
  const chosen = await db
    .selectFrom('photo_albums as a')
    .innerJoin('photos as p', (join) => join.onRef('p.id', '=', 'a.cover_photo_id').onRef('p.album_id', '=', 'a.id'))
    .select(['a.id as album_id', 'p.url', 'p.thumbnail_url'])
    .where('a.id', 'in', albumIds)
    .execute();
  const firsts = await db
    .selectFrom('photos as p')
    .select(['p.album_id', 'p.url', 'p.thumbnail_url'])
    .where('p.album_id', 'in', albumIds)
    .where((eb) =>
      eb(
        'p.id',
        '=',
        eb
          .selectFrom('photos as q')
          .select('q.id')
          .whereRef('q.album_id', '=', 'p.album_id')
          .orderBy('q.order_no')
          .orderBy('q.id')
          .limit(1),
      ),
    )
    .execute();
  const coverOf = new Map<number, string>();
  for (const photo of [...firsts, ...chosen]) coverOf.set(photo.album_id, photo.thumbnail_url ?? photo.url);
  for (const row of counts) {
    covers.set(row.album_id, [{ coverUrl: coverOf.get(row.album_id) ?? null, photoCount: Number(row.count) }]);
  }
  return covers;
}

export const toPhoto = rowMapping<PhotoRow>()(photo);

/** A page of an album's photos in their order; the album is the caller's to check. */
export async function photosOf(db: Executor, websiteId: number, albumId: number, query: PageQuery) {
  const page = await photosTable.page(db, websiteId, query, { filters: { album_id: albumId } });
  return { ...page, content: page.content.map(toPhoto) };
}
