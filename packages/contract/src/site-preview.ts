import { z } from 'zod';
import { id } from './common.js';

/**
 * The console's call for a preview link (docs/design.md §10): `POST` with a saved item of the
 * user's website, named by its resource's tag (`newsContract.tag`, 'news') and its id.
 */
export const sitePreviewPaths = { link: '/misc/cms/preview' } as const;

export const sitePreviewRequest = z.object({
  kind: z.string({ error: 'Kind is required' }).min(1, 'Kind is required').max(60, 'Must be at most 60 characters'),
  id,
});
export type SitePreviewRequest = z.infer<typeof sitePreviewRequest>;

/**
 * A preview link: the item's public page, whatever its status, at `/preview/{token}` on the
 * website's site, for `PREVIEW_MINUTES`; `expiresAt` is when it stops working (ISO UTC).
 */
export const sitePreviewLink = z.object({ url: z.string(), expiresAt: z.string() });
export type SitePreviewLink = z.infer<typeof sitePreviewLink>;
