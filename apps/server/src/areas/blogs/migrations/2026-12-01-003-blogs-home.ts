import { indexes } from '../../../db/migrations/helpers.js';

/** The home page's blog posts (docs/design.md §10): the newest published posts marked for it, found on the index. */
export const blogsHome = indexes({ blogs_website_home_status: ['blogs', ['website_id', 'hp_blog', 'status', 'id']] });
