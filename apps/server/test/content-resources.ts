import {
  alertsContract,
  blogsContract,
  navItemsContract,
  newsCategoriesContract,
  newsContract,
  noticesContract,
  topicsContract,
  type Alert,
  type Blog,
  type NavItem,
  type News,
  type NewsCategory,
  type Notice,
  type Topic,
} from '@cms/contract';
import { unique } from './content-support.js';
import { resourceOf } from './kit/resource.js';

/*
 * The content resources as the tests call them, each with a body its create and update accept
 * (different on each call: some names are unique per website). A test adds the fields it is about:
 * `blogs.create(admin, { status: 'PUBLISHED' })`.
 */

export const blogs = resourceOf<Blog>(blogsContract, () => ({ title: unique('Blog') }));
export const topics = resourceOf<Topic>(topicsContract, () => ({
  title: unique('Topic'),
  description: unique('About'),
}));
export const news = resourceOf<News>(newsContract, () => ({ title: unique('News'), content: '<p>Body</p>' }));
export const newsCategories = resourceOf<NewsCategory>(newsCategoriesContract, () => ({ name: unique('Category') }));
export const notices = resourceOf<Notice>(noticesContract, () => ({
  title: unique('Notice'),
  content: '<p>Read me</p>',
}));
export const navItems = resourceOf<NavItem>(navItemsContract, () => ({ name: unique('Menu item'), route: '/about' }));

/** The fields an alert needs (spec 02 §5), with a title of its own. */
export const alertRequired = {
  title: 'Early dismissal',
  header: 'School ends at 1 pm',
  body: 'Buses leave at 1:15 pm.',
};
export const alerts = resourceOf<Alert>(alertsContract, () => ({ ...alertRequired, title: unique('Alert') }));
