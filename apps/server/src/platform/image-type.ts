import { HttpError, badRequest } from './errors.js';

/** The image types accepted for uploads, told apart by their first bytes, never by name or header. */
export type ImageType = { mime: string; ext: string };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', ext: 'png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { mime: 'image/gif', ext: 'gif' };
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mime: 'image/webp', ext: 'webp' };
  }
  return null;
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
