import type { BlogRequest } from '@cms/contract';
import type { Trx } from '../../db/database.js';
import type { Actor } from '../../platform/kit/scoped-table.js';
import { seeder } from '../../platform/kit/seeding.js';
import { blogs, topics } from './blogs-routes.js';

const TOPICS = [
  { title: 'Academics', description: 'Classes, results and learning across the school' },
  { title: 'Athletics', description: 'Teams, fixtures and sports news' },
  { title: 'Arts & Music', description: 'Concerts, drama and the visual arts' },
  { title: 'Student Life', description: 'Clubs, events and life around campus' },
  { title: 'Community', description: 'Families, volunteers and our neighbours' },
];

const BLOGS: (Omit<BlogRequest, 'topics'> & { topics: string[] })[] = [
  {
    title: 'Science Fair Winners Announced',
    creatorName: 'Dr. Elena Ruiz',
    summary: 'Forty projects, three winners and a school record for entries.',
    description:
      '<h2>A record year</h2><p>This year’s science fair drew <strong>forty projects</strong> from grades 9 to 12. ' +
      'First place went to Maya Chen for her study of microplastics in the Riverside creek.</p>' +
      '<ul><li>1st: Maya Chen, <em>Microplastics in Our Creek</em></li>' +
      '<li>2nd: Omar Haddad, <em>Solar Tracking on a Budget</em></li>' +
      '<li>3rd: Lily Park and Ben Ortiz, <em>Bacteria on Shared Devices</em></li></ul>' +
      '<p>All winning projects go on to the regional fair in April.</p>',
    status: 'PUBLISHED',
    hpBlog: true,
    topics: ['Academics', 'Student Life'],
  },
  {
    title: 'Spring Concert: Behind the Scenes',
    creatorName: 'Mr. David Okafor',
    summary: 'How the band, choir and orchestra prepared for the biggest night of the year.',
    description:
      '<p>Months of rehearsal came together on stage last Friday. The choir opened with ' +
      '<em>Shenandoah</em> and the orchestra closed with a movement from Dvořák’s <em>New World Symphony</em>.</p>' +
      '<blockquote><p>“The students owned that stage.” – Mr. Okafor</p></blockquote>',
    status: 'PUBLISHED',
    hpBlog: false,
    topics: ['Arts & Music'],
  },
  {
    title: 'Why We Are Starting a Robotics Club',
    creatorName: 'Ms. Hannah Weiss',
    summary: 'A new after-school club for builders, coders and curious minds.',
    description:
      '<p>Starting next term, the robotics club meets on <strong>Tuesdays and Thursdays</strong> in Room 214. ' +
      'No experience needed — just bring your curiosity.</p>',
    status: 'PUBLISHED',
    hpBlog: false,
    topics: ['Academics', 'Student Life'],
  },
  {
    title: 'Study Tips for Finals Week',
    creatorName: 'Counseling Office',
    summary: 'Practical advice to keep calm and study well.',
    description:
      '<ol><li>Plan your week on paper.</li><li>Study in 45-minute blocks.</li><li>Sleep counts as studying.</li></ol>',
    status: 'DRAFT',
    hpBlog: false,
    topics: ['Academics'],
  },
];

/** The demo school's topics and blogs, published and draft alike, written as a staff member would. */
export async function seedBlogs(trx: Trx, school: Actor) {
  const seed = seeder(trx, school);
  const created = await seed(topics, TOPICS);
  const topicId = (title: string) => created.find((topic) => topic.title === title)!.id;
  await seed(
    blogs,
    BLOGS.map((blog) => ({ ...blog, topics: blog.topics.map(topicId) })),
  );
}
