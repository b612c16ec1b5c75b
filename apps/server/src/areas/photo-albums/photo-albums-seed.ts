import type { Trx } from '../../db/database.js';
import { demoScenes, storeDemoPicture } from '../../platform/demo-pictures.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import type { Storage } from '../../platform/storage.js';
import { copyColumns, websiteFolder } from '../../platform/uploads.js';
import { seeder } from '../../platform/kit/seeding.js';
import { photosTable } from './photo-albums-repository.js';
import { photoAlbumsResource } from './photo-albums-routes.js';

const SPORTS_DAY = [
  { caption: 'The relay start line', scene: demoScenes.relay },
  { caption: 'Parents cheering by the track', scene: demoScenes.crowd },
];

/** The demo school's album: Sports Day, with photos drawn now and stored as uploads. */
export async function seedPhotoAlbums(trx: Trx, school: Actor, storage: Storage) {
  const [album] = await seeder(trx, school)(photoAlbumsResource(storage), [
    { name: 'Sports Day 2026' },
    { name: 'Science Fair' },
  ]);
  for (const [order_no, { caption, scene }] of SPORTS_DAY.entries()) {
    const stored = await storeDemoPicture(storage, websiteFolder('photos', school.websiteId), scene);
    await photosTable.insert(trx, school, {
      album_id: album!.id,
      url: stored.url,
      caption,
      order_no,
      ...copyColumns(stored),
    });
  }
}
