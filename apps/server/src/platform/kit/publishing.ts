import { now } from '../../db/database.js';

/**
 * When a row was last published (DESIGN §9.7): kept while it stays published, set when it becomes
 * so, kept as it was when it is unpublished (news ACTIVE, blogs PUBLISHED).
 */
export function publishedAt(published: boolean, current?: { published: boolean; publishedAt: string | null }) {
  if (!published) return current?.publishedAt ?? null;
  return current?.published && current.publishedAt ? current.publishedAt : now();
}
