import { now } from '../../db/database.js';

/** What the kit reads of a row with a publish state. */
export interface Publishable {
  status: string;
  published_at: string | null;
}

/**
 * When a row that is to have `status` was last published (docs/design.md §9.7), in an area whose published
 * status is `published` (news ACTIVE, blogs PUBLISHED): kept while the row stays published, set when
 * it becomes so, kept as it was when it is unpublished. `current` is the row as stored, on an update.
 */
export function publishedAt(published: string, status: string, current?: Publishable) {
  if (status !== published) return current?.published_at ?? null;
  return current?.status === published && current.published_at ? current.published_at : now();
}
