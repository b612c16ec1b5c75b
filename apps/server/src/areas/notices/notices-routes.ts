import { noticesContract } from '@cms/contract';
import { areaRoutes } from '../../platform/area.js';
import { tableResource } from '../../platform/kit/table-resource.js';
import { columnsFrom } from '../../platform/kit/wire-names.js';
import { sanitizeRichHtml } from '../../platform/sanitize.js';
import { noticesTable } from './notices-repository.js';

/** Notices, searched by title and filtered by status; the rich content sanitized (docs/design.md §4). */
export const notices = tableResource(noticesContract, noticesTable, {
  list: ({ status }) => ({ filters: { status } }),
  // The public site shows ACTIVE notices only (docs/product/notices.md §4).
  visible: { filters: { status: 'ACTIVE' } },
  columns: (body) => ({
    ...columnsFrom(body, ['title', 'summary', 'status']),
    content: sanitizeRichHtml(body.content, 'content'),
  }),
  files: { kind: 'notice', name: 'title', rich: ['content'] },
});

/**
 * The notice board (`/misc/cms/bbmac/bbmessages`), docs/product/notices.md §7, with docs/design.md §9.3: paged and searchable
 * by title, and an edit that updates the notice instead of creating a second one.
 */
export const noticesRoutes = areaRoutes({ notices });
