import type { NewsRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { categories, news } from './news-routes.js';

const CATEGORIES = ['Announcements', 'Events', 'Sports', 'Academics'];

const NEWS: (NewsRequest & { categories: string[] })[] = [
  {
    title: 'Varsity Soccer Wins Regional Title',
    summary: 'The Riverside Otters beat Lakeview 2–1 in a final decided in extra time.',
    content:
      '<p>The varsity soccer team brought home the regional trophy on Saturday after a ' +
      '<strong>2–1 win over Lakeview</strong>. Captain Jordan Ellis scored the winner in extra time.</p>',
    creator_name: 'Coach Tom Brady',
    status: 'ACTIVE',
    showOnHomePage: true,
    categories: ['Sports'],
  },
  {
    title: 'Parent-Teacher Conferences Scheduled',
    summary: 'Book a slot for the conferences on March 12 and 13.',
    content:
      '<p>Parent-teacher conferences take place on <strong>March 12 and 13</strong> from 3:30 to 7:00 pm. ' +
      'Slots can be booked through the front office.</p>',
    creator_name: '',
    status: 'ACTIVE',
    showOnHomePage: true,
    categories: ['Announcements', 'Academics'],
  },
  {
    title: 'Spring Concert',
    summary: 'Band, choir and orchestra perform on Friday, April 18 at 7 pm.',
    content:
      '<p>Join us in the auditorium on <strong>Friday, April 18 at 7:00 pm</strong> for our annual spring concert. ' +
      'Admission is free; donations support the music program.</p>',
    creator_name: 'Music Department',
    status: 'ACTIVE',
    showOnHomePage: false,
    categories: ['Events'],
  },
  {
    title: 'Winter Coat Drive Results',
    summary: 'Thanks to our families, 312 coats went to local shelters.',
    content: '<p>Thank you to every family who donated. Together we collected <strong>312 coats</strong>.</p>',
    creator_name: 'Student Council',
    status: 'INACTIVE',
    showOnHomePage: false,
    categories: ['Announcements'],
  },
  {
    title: 'Library Renovation Update',
    summary: 'The new reading room opens after spring break.',
    content: '<p>The library renovation is on schedule. The new reading room opens after spring break.</p>',
    creator_name: 'Ms. Grace Lin',
    status: 'DRAFT',
    showOnHomePage: false,
    categories: ['Announcements'],
  },
];

/** The demo school's news categories and news, published, inactive and draft alike. */
export async function seedNews(trx: Trx, school: Actor) {
  const seed = seeder(trx, school);
  const created = await seed(
    categories,
    CATEGORIES.map((name) => ({ name })),
  );
  const categoryId = (name: string) => created.find((category) => category.name === name)!.id;
  await seed(
    news,
    NEWS.map(({ categories: names, ...item }) => ({ ...item, categoryIds: names.map(categoryId) })),
  );
}
