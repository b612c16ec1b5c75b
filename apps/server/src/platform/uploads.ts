import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors.js';
import { FILE_LIMITS, MAX_FILE_BYTES, sniffFileType, type FileKind, type FileType } from './file-type.js';
import type { Db, Executor, Trx } from '../db/database.js';
import { variantUrl, type Storage } from './storage.js';
import { afterCommit, inTransaction } from './transactions.js';

/**
 * sharp (libvips) is loaded with the first image, not at start: a server that is only read holds
 * none of its memory. Pixels are decoded once per upload and not kept: the cache would hold memory
 * between uploads.
 */
type Sharp = (typeof import('sharp'))['default'];
let loadingSharp: Promise<Sharp> | undefined;
export async function imageTool() {
  loadingSharp ??= import('sharp').then((module) => {
    module.default.cache(false);
    return module.default;
  });
  return loadingSharp;
}

/** The words of an upload's refusals. */
export interface UploadMessages {
  fileMissing: string;
  fileType: string;
  fileEmpty: string;
  imageUnreadable: string;
  fileTooLarge: (kind: FileKind) => string;
}

/** A file read from a multipart request, its type told from its bytes, and the text fields beside it. */
export interface ReceivedFile<Fields> {
  bytes: Buffer;
  type: FileType;
  fields: Fields;
}

const MB = 1024 * 1024;
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Reads a multipart upload: the `file` part and the text fields, checked with `fields` (400 with
 * the first issue). The client's file name and declared type are never read; the type is told from
 * the bytes and must be one of `kinds` (400), within that kind's limit (413). Nothing is stored here,
 * so a refused or broken request leaves nothing behind.
 */
export async function receiveFile<Schema extends z.ZodType>(
  request: FastifyRequest,
  options: { fields: Schema; kinds: readonly FileKind[]; messages: UploadMessages },
): Promise<ReceivedFile<z.output<Schema>>> {
  const { messages } = options;
  if (!request.isMultipart()) throw badRequest(messages.fileMissing);
  const largest = Math.max(...options.kinds.map((kind) => FILE_LIMITS[kind]));
  const values: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: Math.min(largest, MAX_FILE_BYTES), files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError(413, `The file must be at most ${largest / MB} MB`);
    throw error;
  }
  if (!bytes) throw badRequest(messages.fileMissing);
  if (bytes.length === 0) throw badRequest(messages.fileEmpty);
  const type = sniffFileType(bytes);
  if (!type || !options.kinds.includes(type.kind)) throw badRequest(messages.fileType);
  if (bytes.length > FILE_LIMITS[type.kind]) throw new HttpError(413, messages.fileTooLarge(type.kind));
  const parsed = options.fields.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = `body.${issue.path.join('.')}`;
    throw new HttpError(400, issue.message, {}, [{ path, message: issue.message }]);
  }
  return { bytes, type, fields: parsed.data };
}

/** What was stored of one upload: the file and, for an image, its small and web-sized copies. */
export interface StoredUpload {
  url: string;
  thumbnailUrl: string | null;
  webUrl: string | null;
  type: FileType;
  size: number;
  width: number | null;
  height: number | null;
}

/** An image's copies as a row keeps them; null for a file that has none. */
interface CopyColumns {
  thumbnail_url: string | null;
  web_url: string | null;
}

/** The columns of a stored upload's copies (`thumbnail_url`, `web_url`), for the row that shows it. */
export const copyColumns = (stored: StoredUpload): CopyColumns => ({
  thumbnail_url: stored.thumbnailUrl,
  web_url: stored.webUrl,
});

/** A row without copies: a file by URL, or one pointed elsewhere that no longer shows the copies it had. */
export const NO_COPIES: CopyColumns = { thumbnail_url: null, web_url: null };

/** What a row keeps of everything its upload told (a media item): the type, size and picture size, and the copies. */
interface UploadColumns extends CopyColumns {
  mime_type: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
}

/** The columns of all a stored upload told, for a row that keeps it (`copyColumns`, and more). */
export const uploadColumns = (stored: StoredUpload): UploadColumns => ({
  mime_type: stored.type.mime,
  size: stored.size,
  width: stored.width,
  height: stored.height,
  ...copyColumns(stored),
});

/** A row that keeps no upload: a file by URL, or one pointed elsewhere (`NO_COPIES`, and more). */
export const NO_UPLOAD: UploadColumns = { mime_type: null, size: null, width: null, height: null, ...NO_COPIES };

/** The sizes of an image's copies: a grid's thumbnail and what a web page shows. */
const THUMBNAIL_PX = 320;
const WEB_PX = 1600;
/** A picture larger than this (a decompression bomb, or a scan far beyond any web use) is refused. */
const MAX_PIXELS = 50_000_000;

/**
 * An image made safe to publish: decoded and encoded again in its own format, so no EXIF, GPS,
 * XMP or comment of the original survives (sharp keeps no metadata unless asked); turned upright
 * by its EXIF orientation first. Animated GIF and WebP keep their frames.
 */
async function cleanImage(bytes: Buffer, type: FileType, messages: UploadMessages) {
  const animated = type.ext === 'gif' || type.ext === 'webp';
  const sharp = await imageTool();
  const input = () => sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error', autoOrient: !animated });
  const inside = { fit: 'inside', withoutEnlargement: true } as const;
  const image = input();
  const encoded =
    type.ext === 'jpg'
      ? image.jpeg({ quality: 90 })
      : type.ext === 'png'
        ? image.png()
        : type.ext === 'gif'
          ? image.gif()
          : type.ext === 'webp'
            ? image.webp({ quality: 90 })
            : image.avif({ quality: 60, effort: 2 });
  const copies = async () => {
    const web = await input().resize(WEB_PX, WEB_PX, inside).webp({ quality: 82 }).toBuffer();
    // The thumbnail is made from the web copy: far fewer pixels to decode than the original's.
    const thumbnail = await sharp(web, { animated })
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, inside)
      .webp({ quality: 75 })
      .toBuffer();
    return { web, thumbnail };
  };
  try {
    // The original and the copies are made side by side, each on a thread of libuv's pool.
    const [{ data: original, info }, { web, thumbnail }] = await Promise.all([
      encoded.toBuffer({ resolveWithObject: true }),
      copies(),
    ]);
    return { original, thumbnail, web, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw badRequest(messages.imageUnreadable);
  }
}

/** A file ready to store: an image cleaned, with its copies; anything else as it came. */
export interface PreparedFile {
  type: FileType;
  bytes: Buffer;
  copies: { thumbnail: Buffer; web: Buffer; width: number; height: number } | null;
}

/**
 * How many images are decoded at once, across every request: each holds its pixels until encoded
 * (a 6-megapixel photo is about 20 MB, twice over while the original and the copies are made), so
 * ten uploads at once wait their turn instead of holding ten pictures in memory.
 */
const IMAGES_AT_ONCE = 2;
let imagesRunning = 0;
const imagesWaiting: (() => void)[] = [];

async function fewImagesAtOnce<T>(work: () => Promise<T>): Promise<T> {
  if (imagesRunning >= IMAGES_AT_ONCE) await new Promise<void>((resolve) => imagesWaiting.push(resolve));
  else imagesRunning++;
  try {
    return await work();
  } finally {
    const next = imagesWaiting.shift();
    if (next) next();
    else imagesRunning--;
  }
}

/** Cleans an image and makes its copies (400 when its picture cannot be read); other files stay as they are. */
export async function prepareFile(file: { bytes: Buffer; type: FileType }, messages: UploadMessages) {
  if (file.type.kind !== 'image') return { ...file, copies: null } satisfies PreparedFile;
  const { original, ...copies } = await fewImagesAtOnce(() => cleanImage(file.bytes, file.type, messages));
  return { type: file.type, bytes: original, copies } satisfies PreparedFile;
}

/**
 * The folder of images for content (news and blog pictures, images in rich text and page blocks):
 * each website's in its own, `content/<websiteId>` (`websiteFolder`). Older ones are in `content`
 * itself, without a website (docs/decisions/016-files-of-a-website.md).
 */
export const CONTENT_FOLDER = 'content';

/** Stores a prepared file in `folder` under a server-made name, its copies beside it; all or nothing. */
export async function storePrepared(storage: Storage, folder: string, file: PreparedFile): Promise<StoredUpload> {
  const { type, bytes, copies } = file;
  const url = await storage.put(folder, type.ext, bytes);
  const stored = { url, thumbnailUrl: null, webUrl: null, type, size: bytes.length, width: null, height: null };
  if (!copies) return stored;
  const thumbnailUrl = variantUrl(url, 'thumb', 'webp');
  const webUrl = variantUrl(url, 'web', 'webp');
  try {
    await storage.write(thumbnailUrl, copies.thumbnail);
    await storage.write(webUrl, copies.web);
  } catch (error) {
    await removeFiles(storage, [url, thumbnailUrl, webUrl]);
    throw error;
  }
  return { ...stored, thumbnailUrl, webUrl, width: copies.width, height: copies.height };
}

/**
 * Stores a received file in `folder` under a server-made name, an image cleaned with its
 * thumbnail and web-sized copy beside it. Whatever was written is removed again if any part fails.
 */
export async function storeFile(
  storage: Storage,
  folder: string,
  file: { bytes: Buffer; type: FileType },
  messages: UploadMessages,
): Promise<StoredUpload> {
  return storePrepared(storage, folder, await prepareFile(file, messages));
}

/** Removes stored files (an upload and its copies); URLs that are not this server's are left alone. */
export async function removeFiles(storage: Storage, urls: readonly (string | null | undefined)[]) {
  await Promise.all(urls.filter((url): url is string => Boolean(url)).map((url) => storage.remove(url)));
}

/** Removes a row's stored files once its transaction commits (a rolled-back write keeps them). */
export const removeFilesAfterCommit = (db: Executor, storage: Storage, urls: readonly (string | null | undefined)[]) =>
  afterCommit(db, () => removeFiles(storage, urls));

/**
 * An upload with the row that shows it (a media item, a photo): the received file stored in
 * `folder`, then `save` (the row's insert) run in one transaction, and its result answered. If
 * `save` fails, the files go again, so a refused upload leaves no file without a row.
 */
export async function storeThenSave<T>(
  db: Db,
  storage: Storage,
  folder: string,
  file: { bytes: Buffer; type: FileType },
  messages: UploadMessages,
  save: (trx: Trx, stored: StoredUpload) => Promise<T>,
): Promise<T> {
  const stored = await storeFile(storage, folder, file, messages);
  try {
    return await inTransaction(db, (trx) => save(trx, stored));
  } catch (error) {
    await removeFiles(storage, [stored.url, stored.thumbnailUrl, stored.webUrl]);
    throw error;
  }
}

/** Where a website's own files of an area go: `media/7`, `photos/7`. */
export const websiteFolder = (area: string, websiteId: number) => `${area}/${websiteId}`;

/**
 * An upload with the row that shows it (a media item, a photo): the request's file received and
 * checked (`receiveFile`), stored in the signed-in website's folder of `area`, then `save` run in
 * one transaction and its result answered (`storeThenSave`: a refused row takes the files with it).
 */
export async function uploadWithRow<Schema extends z.ZodType, T>(
  request: FastifyRequest,
  options: { area: string; fields: Schema; kinds: readonly FileKind[]; messages: UploadMessages },
  save: (trx: Trx, stored: StoredUpload, file: ReceivedFile<z.output<Schema>>) => Promise<T>,
): Promise<T> {
  const file = await receiveFile(request, options);
  const { db, storage } = request.server.deps;
  const folder = websiteFolder(options.area, request.auth.websiteId);
  return storeThenSave(db, storage, folder, file, options.messages, (trx, stored) => save(trx, stored, file));
}

/**
 * The website whose folder an upload is in (`/uploads/media/7/a.jpg`, `/uploads/content/7/b.jpg`
 * are website 7's), or null for one kept without a website folder (an old `/uploads/content/<name>`,
 * an avatar). A URL given for a website's content may be any http(s) address or an upload, but not
 * one of another website's (`requireOwnUploads`, `platform/own-files.ts`;
 * docs/decisions/016-files-of-a-website.md).
 */
export function websiteOfUpload(url: string): number | null {
  const folder = /^\/uploads\/[a-z][a-z0-9-]*\/(\d+)\//.exec(url);
  return folder ? Number(folder[1]) : null;
}
