import { sql, type Kysely } from 'kysely';
import { orderedListIndex, type EngineMigration } from '../../../db/migrations/helpers.js';

/**
 * An album's photos in the order the user chose (docs/product/photo-albums.md §3): `order_no` from 0
 * per album, the photos there before numbered by their id (the order they were shown in); and the
 * album's cover photo, one of its own photos or none (the first photo then).
 */
export const photoOrderCover: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('photos')
      .addColumn('order_no', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await orderedListIndex(db, 'photos', 'album_id');
    await db.schema.alterTable('photo_albums').addColumn('cover_photo_id', 'integer').execute();
    // The numbering last: on PostgreSQL each row it changes leaves a site-version trigger event
    // pending until the commit, and a table with one can no longer be altered or indexed.
    await sql`update photos set order_no = (select count(*) from photos p where p.album_id = photos.album_id and p.id < photos.id)`.execute(
      db,
    );
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('photo_albums').dropColumn('cover_photo_id').execute();
    await db.schema.dropIndex('photos_website_order').execute();
    await db.schema.alterTable('photos').dropColumn('order_no').execute();
  },
};
