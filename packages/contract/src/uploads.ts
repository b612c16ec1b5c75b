import { z } from 'zod';

export const uploadsPaths = {
  uploads: '/misc/cms/uploads',
} as const;

/** Images for content (blog and news pictures, rich-text images); the multipart field is `file`. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const uploadsMessages = {
  fileMissing: 'Choose an image file to upload',
  fileType: 'The file must be a JPEG, PNG, WebP or GIF image',
  fileTooLarge: 'The file must be at most 10 MB',
  fileUnreadable: 'The image could not be read; it may be damaged',
} as const;

/**
 * A field that names an upload of another website (`/uploads/media/7/...` given to website 3), or
 * an old upload kept without a website folder that only other websites' rows show: a 400 at the
 * field (docs/decisions/016-files-of-a-website.md).
 */
export const ownFileMessages = {
  otherWebsite: 'This file belongs to another website',
} as const;

export const uploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;
