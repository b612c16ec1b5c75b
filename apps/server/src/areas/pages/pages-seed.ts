import type { PageRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import { demoPictureUrls } from '../../platform/demo-pictures.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import type { Storage } from '../../platform/storage.js';
import { pages } from './pages-routes.js';

/**
 * The demo school's pages, each an address of its menu (navigation-routes.ts, the default menu):
 * About with a block of every type, the principal's message, academics, admissions and contact,
 * published; and a draft that the site does not show.
 */
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
      title: "Principal's Message",
      slug: 'principals-message',
      status: 'published',
      metaTitle: "A message from Riverside's principal",
      metaDescription:
        'Our principal welcomes families to Riverside and sets out what we hope every student leaves with.',
      blocks: [
        {
          type: 'text',
          content: {
            html: '<p>Welcome to Riverside. Every child here is known by name, stretched in class and encouraged to find what they love, on the stage, the field or in the lab.</p><p>My door is open: write to the school office and I will call you back.</p><p><em>Dr. Helen Carter, Principal</em></p>',
          },
        },
      ],
    },
    {
      title: 'Academics',
      slug: 'academics',
      status: 'published',
      metaTitle: 'Academics at Riverside: subjects, homework and the school day',
      metaDescription:
        'What our students learn at each stage, how homework works, and where to find the bell schedules.',
      blocks: [
        {
          type: 'text',
          content: {
            html: '<h2>What we teach</h2><p>Every student studies English, mathematics, science, a modern language, history, geography, art, music and physical education. From year 10, students choose four options.</p><h2>Homework</h2><p>Homework is set on Mondays and due the following Monday: about 30 minutes a night in years 7–9, an hour from year 10.</p>',
          },
        },
        {
          type: 'table',
          content: {
            headers: ['Stage', 'Lessons a week', 'Options'],
            rows: [
              ['Years 7–9', '30', 'None'],
              ['Years 10–11', '30', 'Four'],
              ['Sixth form', '20', 'Three or four A levels'],
            ],
          },
        },
      ],
    },
    {
      title: 'Admissions',
      slug: 'admissions',
      status: 'published',
      metaTitle: 'Admissions: how to apply to Riverside High School',
      metaDescription:
        'How to apply for a place at Riverside, the key dates for next September, and how to book a visit to the school.',
      blocks: [
        {
          type: 'text',
          content: {
            html: '<h2>How to apply</h2><ol><li>Visit the school on an open morning.</li><li>Fill in the application form with your district by January 15.</li><li>Places are offered on March 1.</li></ol>',
          },
        },
        {
          type: 'table',
          content: {
            headers: ['Date', 'What happens'],
            rows: [
              ['October 10', 'Open evening, 6 PM to 8 PM'],
              ['January 15', 'Applications close'],
              ['March 1', 'Places offered'],
            ],
          },
        },
      ],
    },
    {
      title: 'Contact Us',
      slug: 'contact',
      status: 'published',
      metaTitle: 'Contact Riverside High School',
      metaDescription: "The school office's address, telephone, email and opening hours.",
      blocks: [
        {
          type: 'text',
          content: {
            html: '<p><strong>Riverside High School</strong><br>1 River Road, Riverside</p><p>Telephone: 555-555-0100<br>Email: <a href="mailto:office@riverside.example">office@riverside.example</a></p><p>The office is open from 8 AM to 4 PM on school days.</p>',
          },
        },
      ],
    },
    {
      title: 'Open Day 2027',
      metaTitle: 'Open Day 2027',
      blocks: [{ type: 'text', content: { html: '<p>Details of next year’s open day will follow.</p>' } }],
    },
  ];
  await seeder(trx, school)(pages, rows);
}
