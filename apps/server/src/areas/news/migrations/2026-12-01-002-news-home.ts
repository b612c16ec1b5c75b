import { indexes } from '../../../db/migrations/helpers.js';

/**
 * The home page's news (docs/design.md §10): the newest published items marked for it, found on
 * the index rather than by reading every item of a website with many.
 */
export const newsHome = indexes({
  news_website_home_status: ['news', ['website_id', 'show_on_home_page', 'status', 'id']],
});
