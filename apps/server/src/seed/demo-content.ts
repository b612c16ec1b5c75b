import type { Executor } from '../db/database.js';
import { insertBlog, type BlogFields } from '../areas/blogs/blogs-repository.js';
import { insertTopic, setBlogTopics } from '../areas/blogs/topics-repository.js';
import { insertCategory, setNewsCategories } from '../areas/news/categories-repository.js';
import { insertNews, type NewsFields } from '../areas/news/news-repository.js';

const TOPICS = [
  { title: 'Academics', description: 'Classes, results and learning across the school' },
  { title: 'Athletics', description: 'Teams, fixtures and sports news' },
  { title: 'Arts & Music', description: 'Concerts, drama and the visual arts' },
  { title: 'Student Life', description: 'Clubs, events and life around campus' },
  { title: 'Community', description: 'Families, volunteers and our neighbours' },
];

const CATEGORIES = ['Announcements', 'Events', 'Sports', 'Academics'];

const BLOGS: (Omit<BlogFields, 'imgUrl'> & { topics: string[] })[] = [
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

const NEWS: (Omit<NewsFields, 'imgUrl'> & { categories: string[] })[] = [
  {
    title: 'Varsity Soccer Wins Regional Title',
    summary: 'The Riverside Otters beat Lakeview 2–1 in a final decided in extra time.',
    content:
      '<p>The varsity soccer team brought home the regional trophy on Saturday after a ' +
      '<strong>2–1 win over Lakeview</strong>. Captain Jordan Ellis scored the winner in extra time.</p>',
    creatorName: 'Coach Tom Brady',
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
    creatorName: '',
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
    creatorName: 'Music Department',
    status: 'ACTIVE',
    showOnHomePage: false,
    categories: ['Events'],
  },
  {
    title: 'Winter Coat Drive Results',
    summary: 'Thanks to our families, 312 coats went to local shelters.',
    content: '<p>Thank you to every family who donated. Together we collected <strong>312 coats</strong>.</p>',
    creatorName: 'Student Council',
    status: 'INACTIVE',
    showOnHomePage: false,
    categories: ['Announcements'],
  },
  {
    title: 'Library Renovation Update',
    summary: 'The new reading room opens after spring break.',
    content: '<p>The library renovation is on schedule. The new reading room opens after spring break.</p>',
    creatorName: 'Ms. Grace Lin',
    status: 'DRAFT',
    showOnHomePage: false,
    categories: ['Announcements'],
  },
];

/** Topics, news categories, blogs and news of the demo school, published and draft alike. */
export async function seedDemoContent(db: Executor, websiteId: number) {
  const author = await db
    .selectFrom('users')
    .select('id')
    .where('website_id', '=', websiteId)
    .orderBy('id')
    .executeTakeFirst();
  const by = author?.id ?? null;

  const topicIds = new Map<string, number>();
  for (const topic of TOPICS) topicIds.set(topic.title, await insertTopic(db, websiteId, topic, by));
  const categoryIds = new Map<string, number>();
  for (const name of CATEGORIES) categoryIds.set(name, await insertCategory(db, websiteId, name, by));

  for (const { topics, ...fields } of BLOGS) {
    const { id } = await insertBlog(db, websiteId, { ...fields, imgUrl: null }, by);
    await setBlogTopics(
      db,
      id,
      topics.map((title) => topicIds.get(title)!),
    );
  }
  for (const { categories, ...fields } of NEWS) {
    const { id } = await insertNews(db, websiteId, { ...fields, imgUrl: null }, by);
    await setNewsCategories(
      db,
      id,
      categories.map((name) => categoryIds.get(name)!),
    );
  }
}
