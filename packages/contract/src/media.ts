import { z } from 'zod';
import { contentEntity } from './entities.js';
import { contentUrl, requiredText, textOrEmpty } from './fields.js';
import { outcomeMessages, required, trueOrFalse } from './messages.js';
import { lookupQuery, wholeList } from './paging.js';
import { collectionPaths } from './paths.js';
import { resourceContract } from './resources.js';

/* The media library (docs/product/media.md §2 "Media", §3 Media, §5; docs/design.md §9.2: stored on the server). */

export const mediaPaths = {
  ...collectionPaths('media', 'mediaItem', '/misc/cms/mdac/media'),
  /** POST multipart (`file`, `title`, `altText`, `decorative`): the file stored and its item created. */
  upload: '/misc/cms/mdac/media/upload',
  /** PUT multipart (`file`): the item's file replaced by a new upload, its type that of the new file. */
  replaceFile: '/misc/cms/mdac/media/:id/upload',
  /** GET: what still shows the item's file (pages, albums, carousels, blogs, news). */
  usage: '/misc/cms/mdac/media/:id/usage',
} as const;

export const MEDIA_TYPES = ['image', 'video', 'audio', 'document'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

const MB = 1024 * 1024;
/** The largest upload of each kind (README: Uploads). */
export const MEDIA_LIMITS: Record<MediaType, number> = {
  image: 15 * MB,
  document: 20 * MB,
  audio: 30 * MB,
  video: 50 * MB,
};

export const mediaMessages = {
  titleRequired: required('Title'),
  urlInvalid: 'Provide a valid URL',
  typeInvalid: 'Media type must be image, video, audio or document',
  fileMissing: 'Choose a file to upload',
  fileType: 'The file must be an image (JPEG, PNG, WebP, GIF or AVIF), a PDF, or audio or video',
  fileEmpty: 'The file is empty',
  imageUnreadable: 'The image could not be read; it may be damaged',
  mediaUnreadable: 'The video or audio file could not be read; it may be damaged or cut short',
  fileTooLarge: (type: MediaType) =>
    `${/^[aeiou]/.test(type) ? 'An' : 'A'} ${type} file must be at most ${MEDIA_LIMITS[type] / MB} MB`,
  altMissing: 'No alt text',
  decorativeInvalid: trueOrFalse('decorative'),
  ...outcomeMessages('Media', 'media', {
    created: 'Media uploaded successfully',
    deleteConfirm: 'Are you sure you want to delete this media item?',
  }),
} as const;

/** An item's type, with the one message for any other value (the body's and the list filter's). */
const mediaType = z.enum(MEDIA_TYPES, { error: mediaMessages.typeInvalid });

/**
 * Create and update (docs/product/media.md §5): a title, a URL (`http(s)://` or one of this server's uploads),
 * the type; alt text is asked for but not required here (the published-page check wants it).
 */
export const mediaRequest = z.object({
  title: requiredText(mediaMessages.titleRequired, 255),
  mediaUrl: contentUrl(mediaMessages.urlInvalid),
  mediaType,
  field: textOrEmpty(255),
  altText: textOrEmpty(500),
  decorative: z.boolean({ error: mediaMessages.decorativeInvalid }).default(false),
});
export type MediaRequest = z.input<typeof mediaRequest>;

/** The text fields of an upload (multipart), the file beside them. */
export const mediaUploadFields = z.object({
  title: requiredText(mediaMessages.titleRequired, 255),
  altText: textOrEmpty(500),
  decorative: z
    .enum(['true', 'false', ''], { error: mediaMessages.decorativeInvalid })
    .optional()
    .transform((value) => value === 'true'),
});

/** A replacement file (multipart) has no text fields: the item keeps its title and alt text. */
export const mediaReplaceFields = z.object({});

export const mediaItem = contentEntity({
  title: z.string(),
  mediaUrl: z.string(),
  mediaType,
  field: z.string(),
  altText: z.string(),
  decorative: z.boolean(),
  /** What the bytes of an uploaded file told; null for an item entered by URL. */
  mimeType: z.string().nullable(),
  size: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** A small copy (320 px) and a web-sized one (1600 px) of an uploaded image. */
  thumbnailUrl: z.string().nullable(),
  webUrl: z.string().nullable(),
});
export type MediaItem = z.infer<typeof mediaItem>;

export const mediaListQuery = lookupQuery.extend({
  mediaType: mediaType.optional(),
});

/** Where an item's file is still shown: `{kind: 'photo album', name: 'Sports Day'}`. */
export const mediaUsage = z.object({
  usedBy: wholeList(z.object({ kind: z.string(), name: z.string() })),
});
export type MediaUsage = z.infer<typeof mediaUsage>;

/** Media (docs/design.md §9.2): list, get, create, update, delete. */
export const mediaContract = resourceContract('media', {
  paths: { collection: mediaPaths.media, item: mediaPaths.mediaItem },
  schemas: { entity: mediaItem, listQuery: mediaListQuery, request: mediaRequest },
  messages: mediaMessages,
});
