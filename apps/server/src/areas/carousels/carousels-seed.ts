import type { CarouselRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { carousels } from './carousels-routes.js';

const picture = (name: string) => `https://images.example.org/demo/${name}.jpg`;

/** The demo school's home carousel of three slides, and a draft for the spring concert. */
export async function seedCarousels(trx: Trx, school: Actor) {
  const rows: CarouselRequest[] = [
    {
      title: 'Home',
      link: 'https://www.example.org/',
      status: 'active',
      elements: [
        { image: picture('front-entrance'), description: 'Welcome to Riverside School' },
        { image: picture('science-fair'), description: 'Our science fair winners, class of 2026' },
        { image: picture('sports-day'), description: 'Sports day: every house on the podium' },
      ],
    },
    {
      title: 'Spring Concert',
      link: 'https://www.example.org/events/spring-concert',
      status: 'draft',
      elements: [{ image: picture('choir'), description: 'The school choir rehearsing' }],
    },
  ];
  await seeder(trx, school)(carousels, rows);
}
