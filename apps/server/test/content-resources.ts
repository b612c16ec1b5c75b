import {
  alertsContract,
  bellSchedulesContract,
  type BellSchedule,
  departmentsContract,
  employeesContract,
  blogsContract,
  classesContract,
  navItemsContract,
  newsCategoriesContract,
  newsContract,
  noticesContract,
  topicsContract,
  videosContract,
  spotlightCategoriesContract,
  type Alert,
  type Department,
  type Employee,
  type Blog,
  type NavItem,
  type News,
  type NewsCategory,
  type Notice,
  type SchoolClass,
  type Topic,
  type Video,
  type SpotlightCategory,
  mediaContract,
  photoAlbumsContract,
  type MediaItem,
  type PhotoAlbum,
  pagesContract,
  type SitePage,
  carouselsContract,
  type Carousel,
  pollsContract,
  type Poll,
} from '@cms/contract';
import { unique, type Client } from './content-support.js';
import { resourceOf } from './kit/resource.js';

/*
 * The content resources as the tests call them, each with a body its create and update accept
 * (different on each call: some names are unique per website). A test adds the fields it is about:
 * `blogs.create(admin, { status: 'PUBLISHED' })`.
 */

export const blogs = resourceOf<Blog>(blogsContract, { thing: 'Blog', table: 'blogs' }, () => ({
  title: unique('Blog'),
}));
export const topics = resourceOf<Topic>(topicsContract, { thing: 'Topic', table: 'topics' }, () => ({
  title: unique('Topic'),
  description: unique('About'),
}));
export const news = resourceOf<News>(newsContract, { thing: 'News', table: 'news' }, () => ({
  title: unique('News'),
  content: '<p>Body</p>',
}));
export const newsCategories = resourceOf<NewsCategory>(
  newsCategoriesContract,
  { thing: 'Category', table: 'news_categories', name: 'name' },
  () => ({ name: unique('Category') }),
);
export const notices = resourceOf<Notice>(noticesContract, { thing: 'Notice', table: 'notices' }, () => ({
  title: unique('Notice'),
  content: '<p>Read me</p>',
}));
export const navItems = resourceOf<NavItem>(
  navItemsContract,
  { thing: 'Navigation item', table: 'nav_items', name: 'name' },
  () => ({ name: unique('Menu item'), route: '/about' }),
);

/** The fields an alert needs (spec 02 §5), with a title of its own. */
export const alertRequired = {
  title: 'Early dismissal',
  header: 'School ends at 1 pm',
  body: 'Buses leave at 1:15 pm.',
};
export const alerts = resourceOf<Alert>(alertsContract, { thing: 'Alert', table: 'alerts' }, () => ({
  ...alertRequired,
  title: unique('Alert'),
}));

export const departments = resourceOf<Department>(
  departmentsContract,
  { thing: 'Department', table: 'departments', name: 'name' },
  () => ({
    name: unique('Department'),
    description: 'Where the teaching happens',
  }),
);

/** A department of each signed-in client's website, for the staff bodies (`staffSetup`). */
const departmentOf = new WeakMap<Client, number>();
let demoDepartment = 0;

/** Gives each client a department of its website; bodies without a client use the demo school's. */
export async function staffSetup(users: Record<'admin' | 'editor' | 'viewer' | 'other', Client>) {
  const [demo, theirs] = [await departments.create(users.admin), await departments.create(users.other)];
  for (const client of [users.admin, users.editor, users.viewer]) departmentOf.set(client, demo.id);
  departmentOf.set(users.other, theirs.id);
  demoDepartment = demo.id;
}

/** The fields a staff member needs (spec 02 §5), in a department of the client's website. */
export const staffRequired = {
  desigation: 'Teacher',
  qualification: 'B.Ed.',
  email: 'teacher@riverside.example',
};
export const employees = resourceOf<Employee>(
  employeesContract,
  { thing: 'Staff Member', table: 'employees', name: 'name' },
  (client) => ({
    ...staffRequired,
    name: unique('Staff'),
    departmentIds: [(client && departmentOf.get(client)) || demoDepartment],
  }),
);

export const schoolClasses = resourceOf<SchoolClass>(
  classesContract,
  { thing: 'Class', table: 'classes', name: 'name' },
  () => ({ name: unique('Class'), code: 'A' }),
);

export const videos = resourceOf<Video>(videosContract, { thing: 'Video', table: 'videos', name: 'name' }, () => ({
  name: unique('Video'),
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
}));

/** A bell schedule of one block with one entry (spec 02 §4: a block keeps at least one entry). */
export const bellSchedules = resourceOf<BellSchedule>(
  bellSchedulesContract,
  { thing: 'Bell Schedule', table: 'bell_schedules' },
  () => ({
    title: unique('Bell schedule'),
    description: 'Monday to Thursday',
    blocks: [
      {
        title: 'Morning',
        blockEntries: [{ subject: 'Homeroom', teacher: 'Ms. Patel', startTime: '8:00 AM', endTime: '8:15 AM' }],
      },
    ],
  }),
);

export const spotlightCategories = resourceOf<SpotlightCategory>(
  spotlightCategoriesContract,
  { thing: 'Spotlight category', table: 'spotlight_categories', name: 'name' },
  () => ({
    name: unique('Category'),
    description: 'Students who shone this year',
  }),
);

export const media = resourceOf<MediaItem>(mediaContract, { thing: 'Media', table: 'media' }, () => ({
  title: unique('Media'),
  mediaUrl: 'https://cdn.riverside.example/images/fair.jpg',
  mediaType: 'image',
}));

export const photoAlbums = resourceOf<PhotoAlbum>(
  photoAlbumsContract,
  { thing: 'Album', table: 'photo_albums', name: 'name' },
  () => ({ name: unique('Album') }),
);

/** A page of one text block; its slug comes from its title, unique like the title. */
export const pages = resourceOf<SitePage>(pagesContract, { thing: 'Page', table: 'pages' }, () => ({
  title: unique('Page'),
  blocks: [{ type: 'text', content: { html: '<p>Welcome</p>' } }],
}));

/** A carousel of one element (its title, link and image required: spec 02 §5). */
export const carousels = resourceOf<Carousel>(carouselsContract, { thing: 'Carousel', table: 'carousels' }, () => ({
  title: unique('Carousel'),
  link: 'https://www.riverside.example/welcome',
  elements: [{ image: 'https://cdn.riverside.example/images/front.jpg', description: 'The front entrance' }],
}));

/** A poll with two options (its question required: spec 02 §5). */
export const polls = resourceOf<Poll>(pollsContract, { thing: 'Poll', table: 'polls', name: 'question' }, () => ({
  question: unique('Which club next?'),
  options: [{ poll_option: 'Robotics' }, { poll_option: 'Drama', option_submitted: 3 }],
}));
