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

export const uploadResponse = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;
