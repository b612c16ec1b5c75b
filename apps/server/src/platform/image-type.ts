import { HttpError, badRequest } from './errors.js';
import { sniffImage } from './file-type.js';

/** The image types accepted for uploads, told apart by their first bytes, never by name or header. */
export type ImageType = { mime: string; ext: string };

/** JPEG, PNG, GIF or WebP, by the bytes (`file-type.ts`). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const type = sniffImage(bytes);
  return type && type.ext !== 'avif' ? { mime: type.mime, ext: type.ext } : null;
}

/**
 * The bytes and type of an uploaded image (a content image, an avatar): 413 `tooLarge` when the
 * file went past the size limit its `request.file` call set, 400 `wrongType` unless the bytes are
 * one of the image types above.
 */
export async function readImage(
  file: { toBuffer(): Promise<Buffer> },
  messages: { tooLarge: string; wrongType: string },
) {
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, messages.tooLarge);
    throw error;
  }
  const type = sniffImageType(bytes);
  if (!type) throw badRequest(messages.wrongType);
  return { bytes, type };
}
