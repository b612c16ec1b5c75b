import type { CarouselRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import { demoPictureUrls } from '../../platform/demo-pictures.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import type { Storage } from '../../platform/storage.js';
import { carousels } from './carousels-routes.js';

/** The demo school's home carousel of three slides, and a draft for the spring concert; pictures drawn now. */
export async function seedCarousels(trx: Trx, school: Actor, storage: Storage) {
  const picture = await demoPictureUrls(storage, ['spring', 'autumn', 'relay', 'winter']);
  const rows: CarouselRequest[] = [
    {
      title: 'Home',
      link: 'https://www.example.org/',
      status: 'active',
      elements: [
        { image: picture.spring, description: 'Welcome to Riverside School' },
        { image: picture.autumn, description: 'Our science fair winners, class of 2026' },
        { image: picture.relay, description: 'Sports day: every house on the podium' },
      ],
    },
    {
      title: 'Spring Concert',
      link: 'https://www.example.org/events/spring-concert',
      status: 'draft',
      elements: [{ image: picture.winter, description: 'The school choir rehearsing' }],
    },
  ];
  await seeder(trx, school)(carousels, rows);
}
