import { z } from 'zod';
import { dated, entity } from './entities.js';
import { isHttpUrl, requiredText } from './fields.js';
import { required } from './messages.js';
import { pageOf } from './paging.js';

export const websitesPaths = {
  websites: '/websites',
  website: '/websites/:id',
  find: '/wms/public/wlc/websites/find',
} as const;

export const websitesMessages = {
  nameRequired: required('Name'),
  adminUrlRequired: required('Admin URL'),
  adminUrlInvalid: 'Admin URL must be a host name such as admin.school.example',
  publicUrlInvalid: 'Please enter a valid URL',
  adminUrlTaken: 'A website with this admin URL already exists',
  cannotDeleteOwn: 'You cannot delete the website you are signed in to',
  cannotDeleteHome: 'You cannot delete the website your account belongs to',
} as const;

const HOST_PATTERN =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;

export const adminHost = z
  .string({ error: websitesMessages.adminUrlRequired })
  .trim()
  .toLowerCase()
  .min(1, websitesMessages.adminUrlRequired)
  .max(253, websitesMessages.adminUrlInvalid)
  .regex(HOST_PATTERN, websitesMessages.adminUrlInvalid);

export const httpUrl = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(2048, message)
    // The rule of every URL users give (imgUrl and the others), less the uploads path: a website's
    // public address is absolute.
    .refine((value) => isHttpUrl(value), message);

export const websiteRequest = z.object({
  name: requiredText(websitesMessages.nameRequired, 200),
  adminUrl: adminHost,
  // null and '' clear it, so a website read from the server can be sent back as it is.
  publicUrl: z
    .union([z.literal(''), httpUrl(websitesMessages.publicUrlInvalid)], { error: websitesMessages.publicUrlInvalid })
    .nullish()
    .transform((value) => value || null),
});
export type WebsiteRequest = z.input<typeof websiteRequest>;

export const website = entity({
  name: z.string(),
  adminUrl: z.string(),
  publicUrl: z.string().nullable(),
  ...dated,
});
export type Website = z.infer<typeof website>;
export const websitePage = pageOf(website);

export const websiteFindQuery = z.object({
  adminUrl: z
    .string({ error: websitesMessages.adminUrlRequired })
    .trim()
    .toLowerCase()
    .max(253, websitesMessages.adminUrlInvalid),
});
