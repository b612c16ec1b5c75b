import type { PageRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import { demoPictureUrls } from '../../platform/demo-pictures.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import type { Storage } from '../../platform/storage.js';
import { pages } from './pages-routes.js';

/** The demo school's About page, with a block of every type, and a draft of its admissions page. */
export async function seedPages(trx: Trx, school: Actor, storage: Storage) {
  const picture = await demoPictureUrls(storage, ['spring', 'autumn', 'relay']);
  const rows: PageRequest[] = [
    {
      title: 'About Riverside School',
      slug: 'about',
      status: 'published',
      metaTitle: 'About Riverside School: our story, values and campus',
      metaDescription:
        'Riverside School has taught children from five to eighteen since 1962. Read about our values, our teachers, our campus by the river and our school day.',
      blocks: [
        {
          type: 'text',
          content: {
            html: '<h2>Our story</h2><p>Riverside School opened in <strong>1962</strong> with forty pupils and three teachers. Today it is home to 640 students.</p>',
          },
        },
        {
          type: 'image-text',
          margins: { top: 24, bottom: 24 },
          content: {
            image: { url: picture.spring, alt: 'The main building seen from the river path' },
            caption: 'The main building, 2024',
            text: 'Our campus sits beside the river, with playing fields, a library and a science wing opened in 2019.',
          },
        },
        {
          type: 'text-image',
          content: {
            image: { url: picture.autumn, alt: 'Students reading in the library' },
            caption: 'The library',
            text: 'The library is open from 7:45 AM to 5 PM, with 12,000 books and a quiet study room.',
          },
        },
        {
          type: 'image-only',
          margins: { top: 16, bottom: 32 },
          content: {
            image: { url: picture.relay, alt: 'Pupils racing on sports day' },
            caption: 'Sports day on the east field',
          },
        },
        {
          type: 'table',
          content: {
            headers: ['Stage', 'Years', 'Students'],
            rows: [
              ['Primary', '1–6', '310'],
              ['Secondary', '7–11', '250'],
              ['Sixth form', '12–13', '80'],
            ],
          },
        },
      ],
    },
    {
      title: 'Admissions',
      metaTitle: 'Admissions',
      blocks: [{ type: 'text', content: { html: '<p>Applications for next September open in January.</p>' } }],
    },
  ];
  await seeder(trx, school)(pages, rows);
}
