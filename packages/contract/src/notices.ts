import { z } from 'zod';
import { entity, stamped } from './entities.js';
import { optionalRichText, requiredText, textOrEmpty } from './fields.js';
import { outcomeMessages, required } from './messages.js';
import { lookupQuery } from './paging.js';
import { collectionPaths } from './paths.js';
import { resourceContract } from './resources.js';

export const noticesPaths = collectionPaths('notices', 'notice', '/misc/cms/bbmac/bbmessages');

export const noticesMessages = {
  titleRequired: required('Title'),
  statusInvalid: 'Status must be one of ACTIVE, INACTIVE, DRAFT',
  ...outcomeMessages('Notice', 'notices'),
} as const;

export const NOTICE_STATUSES = ['ACTIVE', 'INACTIVE', 'DRAFT'] as const;
export const noticeStatus = z.enum(NOTICE_STATUSES, { error: noticesMessages.statusInvalid });
export type NoticeStatus = z.infer<typeof noticeStatus>;

/**
 * Create and update take the same body; a new notice is ACTIVE (docs/product/notices.md §4). The content is rich
 * HTML, sanitized by the server. Who wrote and changed it is the signed-in user, never the body's.
 */
export const noticeRequest = z.object({
  title: requiredText(noticesMessages.titleRequired, 255),
  summary: textOrEmpty(1000),
  content: optionalRichText(),
  status: noticeStatus.default('ACTIVE'),
});
export type NoticeRequest = z.input<typeof noticeRequest>;

export const notice = entity({
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  status: noticeStatus,
  ...stamped,
});
export type Notice = z.infer<typeof notice>;

/** Newest first; `search` looks in the title (docs/product/notices.md §2: search by title). */
export const noticeListQuery = lookupQuery.extend({ status: noticeStatus.optional() });

/** The notice board (docs/product/notices.md §7). */
export const noticesContract = resourceContract('notices', {
  paths: { collection: noticesPaths.notices, item: noticesPaths.notice },
  schemas: { entity: notice, listQuery: noticeListQuery, request: noticeRequest },
  messages: noticesMessages,
});
