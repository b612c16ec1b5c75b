import type { Trx } from '../../db/database.js';
import { demoScenes, storeDemoPicture, type Scene } from '../../platform/demo-pictures.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import type { Storage } from '../../platform/storage.js';
import { websiteFolder } from '../../platform/uploads.js';
import { mediaResource } from './media-routes.js';

const PICTURES: { title: string; altText: string; scene: Scene }[] = [
  {
    title: 'School field in spring',
    altText: 'Green playing fields under a clear blue sky',
    scene: demoScenes.spring,
  },
  {
    title: 'Autumn term banner',
    altText: 'Orange hills at sunset',
    scene: demoScenes.autumn,
  },
  {
    title: 'Winter concert backdrop',
    altText: '',
    scene: demoScenes.winter,
  },
];

/** The demo school's library: pictures drawn now and stored as uploads, one without alt text, and a linked PDF. */
export async function seedMedia(trx: Trx, school: Actor, storage: Storage) {
  const media = mediaResource(storage);
  for (const picture of PICTURES) {
    const stored = await storeDemoPicture(storage, websiteFolder('media', school.websiteId), picture.scene);
    const body = { title: picture.title, altText: picture.altText, decorative: false, field: '' };
    await media.createUploaded(trx, school, { ...body, mediaType: 'image', mediaUrl: stored.url }, stored);
  }
  await seeder(trx, school)(media, [
    {
      title: 'Term dates 2026-27',
      mediaUrl: 'https://www.riverside.example/files/term-dates.pdf',
      mediaType: 'document',
    },
  ]);
}
