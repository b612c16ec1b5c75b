import { z } from 'zod';
import { lookupQuery, pageOf, RICH_TEXT_MAX, requiredText, richTextMessages, textOrEmpty } from './common.js';
import { resourceContract } from './resources.js';

export const noticesPaths = {
  notices: '/misc/cms/bbmac/bbmessages',
  notice: '/misc/cms/bbmac/bbmessages/:id',
} as const;

export const noticesMessages = {
  titleRequired: 'Title is required',
  statusInvalid: 'Status must be one of ACTIVE, INACTIVE, DRAFT',
  deleteConfirm: 'Are you sure you want to delete this notice?',
  created: 'Notice created successfully',
  updated: 'Notice updated successfully',
  deleted: 'Notice deleted successfully',
  loadFailed: 'Failed to load notices',
  saveFailed: 'Failed to save notice',
  deleteFailed: 'Failed to delete notice',
  empty: 'No notices yet',
} as const;

export const NOTICE_STATUSES = ['ACTIVE', 'INACTIVE', 'DRAFT'] as const;
export const noticeStatus = z.enum(NOTICE_STATUSES, { error: noticesMessages.statusInvalid });
export type NoticeStatus = z.infer<typeof noticeStatus>;

/**
 * Create and update take the same body; a new notice is ACTIVE (spec 02 §4). The content is rich
 * HTML, sanitized by the server. Who wrote and changed it is the signed-in user, never the body's.
 */
export const noticeRequest = z.object({
  title: requiredText(noticesMessages.titleRequired, 255),
  summary: textOrEmpty(1000),
  content: z
    .string({ error: 'Must be text' })
    .max(RICH_TEXT_MAX, richTextMessages.tooLong)
    .nullish()
    .transform((value) => value ?? ''),
  status: noticeStatus.default('ACTIVE'),
});
export type NoticeRequest = z.input<typeof noticeRequest>;

export const notice = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  status: noticeStatus,
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type Notice = z.infer<typeof notice>;
export const noticePage = pageOf(notice);

/** Newest first; `search` looks in the title (spec 02 §2: search by title). */
export const noticeListQuery = lookupQuery.extend({ status: noticeStatus.optional() });
export type NoticeListQuery = z.infer<typeof noticeListQuery>;

/** The notice board (spec 02 §7). */
export const noticesContract = resourceContract('notices', {
  paths: { collection: noticesPaths.notices, item: noticesPaths.notice },
  schemas: { entity: notice, listQuery: noticeListQuery, request: noticeRequest },
  deleted: noticesMessages.deleted,
});
