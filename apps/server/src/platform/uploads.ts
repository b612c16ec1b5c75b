import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { badRequest, HttpError } from './errors.js';
import { FILE_LIMITS, MAX_FILE_BYTES, sniffFileType, type FileKind, type FileType } from './file-type.js';
import { removeLocation, UnreadableMedia } from './media-location.js';
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

/** The words of a received upload's refusals: those of any upload, and a video or audio file that cannot be read. */
export interface ReceiveMessages extends UploadMessages {
  mediaUnreadable: string;
}

/**
 * A received file, its type told from its bytes: an image's bytes in memory (sharp decodes them
 * there; an image is 15 MB at most), or any other file in a temporary file on the disk (`path`),
 * never whole in memory. `discardReceived` removes the temporary file.
 */
export type ReceivedBody = { type: FileType; size: number } & (
  { bytes: Buffer; path?: undefined } | { bytes?: undefined; path: string }
);

/** A received file and the text fields beside it. */
export type ReceivedFile<Fields> = ReceivedBody & { fields: Fields };

/** Removes a received file's temporary file, if it has one and it is still there. */
export async function discardReceived(file: ReceivedBody) {
  if (file.path) await rm(file.path, { force: true });
}

const MB = 1024 * 1024;
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
/** Enough of a file's first bytes to tell its type (`sniffFileType`). */
const SNIFF_BYTES = 4096;
/** The containers whose boxes are walked for a place (`media-location.ts`). */
const ISO_MEDIA = new Set(['mp4', 'mov', 'm4a']);

/** Where uploads wait while they arrive: DATA_DIR/tmp, on the disk of DATA_DIR/uploads (a move, not a copy). */
export const uploadsTempDir = (dataDir: string) => path.join(dataDir, 'tmp');

/**
 * A file part written to `temp` as it arrives, its type told from its first bytes. Writing stops
 * (the rest is read and dropped) once the type is not one of `kinds` or the file is past its
 * kind's limit; the request's own limit (the largest kind's) still ends it with 413.
 */
async function spool(
  stream: AsyncIterable<Buffer> & { truncated?: boolean },
  temp: string,
  kinds: readonly FileKind[],
) {
  let head: Buffer[] | null = [];
  let headBytes = 0;
  let size = 0;
  let type: FileType | null = null;
  let refused = false;
  let file: FileHandle | undefined;
  const write = async (bytes: Buffer) => {
    file ??= await open(temp, 'wx');
    await file.write(bytes);
  };
  /** Tells the type from the first bytes, then writes them if the type is one of `kinds`. */
  const sniff = async () => {
    const first = Buffer.concat(head!);
    head = null;
    type = sniffFileType(first);
    refused = !type || !kinds.includes(type.kind) || size > FILE_LIMITS[type.kind];
    if (!refused) await write(first);
  };
  try {
    for await (const chunk of stream) {
      size += chunk.length;
      if (refused) continue;
      if (head) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) await sniff();
        continue;
      }
      if (size > FILE_LIMITS[type!.kind]) refused = true;
      else await write(chunk);
    }
    if (head) await sniff();
  } finally {
    await file?.close();
  }
  return { size, type: type as FileType | null, truncated: Boolean(stream.truncated) };
}

/**
 * Reads a multipart upload: the `file` part and the text fields, checked with `fields` (400 with
 * the first issue). The client's file name and declared type are never read; the type is told from
 * the bytes and must be one of `kinds` (400), within that kind's limit (413). The file goes to a
 * temporary file as it arrives (DATA_DIR/tmp): an image is then read into memory to be decoded,
 * any other file stays there for `storeFile` to stream to storage (the caller ends with
 * `discardReceived`). An MP4, MOV or M4A loses every place it tells there (`removeLocation`; 400
 * when its boxes cannot be read). Nothing is stored here, and a refused or broken request leaves
 * no temporary file behind.
 */
export async function receiveFile<Schema extends z.ZodType>(
  request: FastifyRequest,
  options: { fields: Schema; kinds: readonly FileKind[]; messages: ReceiveMessages },
): Promise<ReceivedFile<z.output<Schema>>> {
  const { messages } = options;
  if (!request.isMultipart()) throw badRequest(messages.fileMissing);
  const largest = Math.max(...options.kinds.map((kind) => FILE_LIMITS[kind]));
  const tooLarge = () => new HttpError(413, `The file must be at most ${largest / MB} MB`);
  const values: Record<string, string> = {};
  const folder = uploadsTempDir(request.server.deps.config.dataDir);
  await mkdir(folder, { recursive: true });
  const temp = path.join(folder, `${randomUUID()}.upload`);
  let kept = false;
  try {
    let received: Awaited<ReturnType<typeof spool>> | null = null;
    try {
      for await (const part of request.parts({
        limits: { fileSize: Math.min(largest, MAX_FILE_BYTES), files: 1, fields: 10 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file' || received) {
            part.file.resume();
            continue;
          }
          received = await spool(part.file, temp, options.kinds);
          if (received.truncated) throw tooLarge();
        } else if (typeof part.value === 'string') {
          values[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if (isTooLarge(error)) throw tooLarge();
      throw error;
    }
    if (!received) throw badRequest(messages.fileMissing);
    const { size, type } = received;
    if (size === 0) throw badRequest(messages.fileEmpty);
    if (!type || !options.kinds.includes(type.kind)) throw badRequest(messages.fileType);
    if (size > FILE_LIMITS[type.kind]) throw new HttpError(413, messages.fileTooLarge(type.kind));
    const parsed = options.fields.safeParse(values);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = `body.${issue.path.join('.')}`;
      throw new HttpError(400, issue.message, {}, [{ path, message: issue.message }]);
    }
    if (type.kind === 'image') return { bytes: await readFile(temp), type, size, fields: parsed.data };
    if (ISO_MEDIA.has(type.ext)) {
      await removeLocation(temp).catch((error: unknown) => {
        throw error instanceof UnreadableMedia ? badRequest(messages.mediaUnreadable) : error;
      });
    }
    kept = true;
    return { path: temp, type, size, fields: parsed.data };
  } finally {
    if (!kept) await rm(temp, { force: true });
  }
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
/** An animation's pixels over all its frames: beyond this it is refused (`animationTooLarge`). */
export const MAX_ANIMATION_PIXELS = 100_000_000;
export const animationTooLarge = `The animation is too large: its frames may hold at most ${MAX_ANIMATION_PIXELS / 1_000_000} megapixels in all (width × height × frames)`;

/** What an image's work is for: whose it is (its website's turn in the queue) and how large it may be kept. */
export interface ImageWork {
  websiteId: number;
  /** The longest side the original is kept at (an avatar's 512 px); the copies are no larger. */
  maxSide?: number;
}

/**
 * An image made safe to publish: decoded and encoded again in its own format, so no EXIF, GPS,
 * XMP or comment of the original survives (sharp keeps no metadata unless asked); turned upright
 * by its EXIF orientation first. Animated GIF and WebP keep their frames. Its pixels (all frames')
 * are read from its header first, and the decoding waits its website's turn (`imageQueue`).
 */
async function cleanImage(bytes: Buffer, type: FileType, messages: UploadMessages, work: ImageWork) {
  const sharp = await imageTool();
  let header: Awaited<ReturnType<ReturnType<Sharp>['metadata']>>;
  try {
    header = await sharp(bytes, { animated: true }).metadata();
  } catch {
    throw badRequest(messages.imageUnreadable);
  }
  const frames = header.pages ?? 1;
  const animated = frames > 1 && (type.ext === 'gif' || type.ext === 'webp');
  const framePixels = header.width * (header.pageHeight ?? header.height);
  if (animated && framePixels * frames > MAX_ANIMATION_PIXELS) throw badRequest(animationTooLarge);
  if (framePixels > MAX_PIXELS) throw badRequest(messages.imageUnreadable);
  return imageQueue.run(work.websiteId, animated ? framePixels * frames : framePixels, () =>
    encodeImage(sharp, bytes, type, animated, messages, work.maxSide),
  );
}

async function encodeImage(
  sharp: Sharp,
  bytes: Buffer,
  type: FileType,
  animated: boolean,
  messages: UploadMessages,
  maxSide: number | undefined,
) {
  // sequentialRead: libvips reads the picture top to bottom in strips, not all of it up front.
  const input = () =>
    sharp(bytes, {
      animated,
      limitInputPixels: MAX_PIXELS,
      failOn: 'error',
      autoOrient: !animated,
      sequentialRead: true,
    });
  const inside = { fit: 'inside', withoutEnlargement: true } as const;
  // Kept smaller (an avatar): shrunk as it is read (a JPEG decodes at 1/2, 1/4 or 1/8 of its size).
  const image = maxSide ? input().resize(maxSide, maxSide, inside) : input();
  const encoded =
    type.ext === 'jpg'
      ? image.jpeg({ quality: 90 })
      : type.ext === 'png'
        ? image.png()
        : type.ext === 'gif'
          ? // The palette found at libimagequant's lowest effort: a 12-frame 2000 px animation takes a
            // second, not six (the frames are many pictures, and GIF is a page's animation, not a photo).
            image.gif({ effort: 1 })
          : type.ext === 'webp'
            ? image.webp({ quality: 90 })
            : image.avif({ quality: 60, effort: 2 });
  try {
    // One picture decoded at a time per upload: the original, then the copies.
    const { data: original, info } = await encoded.toBuffer({ resolveWithObject: true });
    const width = info.width;
    const height = info.pageHeight ?? info.height;
    // An original no larger than the web copy is its source (far fewer pixels than the upload's).
    const source = Math.max(width, height) <= WEB_PX ? () => sharp(original, { animated }) : input;
    // An animation's copies are quick to make (libwebp's fastest effort): its frames are many pictures.
    const web = await source()
      .resize(WEB_PX, WEB_PX, inside)
      .webp({ quality: 82, effort: animated ? 0 : 4 })
      .toBuffer();
    // The thumbnail is made from the web copy; an animation's is its first frame, still.
    const thumbnail = await sharp(web).resize(THUMBNAIL_PX, THUMBNAIL_PX, inside).webp({ quality: 75 }).toBuffer();
    return { original, thumbnail, web, width, height };
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
 * The decoding of images, across every request and website: each holds its pixels while it is
 * encoded (a 6-megapixel photo is about 20 MB; a progressive JPEG keeps all its coefficients, some
 * 3 bytes a pixel, even when it is shrunk as it is read), so what runs at once is bounded by
 * pixels, not by count: at most `budget` pixels in flight, and a picture larger than the budget
 * runs alone. Each website waits in a queue of its own and the websites take turns: the next
 * picture is the oldest of the website with the fewest pixels running (the one served longest ago
 * among equals), so one school's six large animations do not hold another's small photo for more
 * than the work already running. A picture that does not fit the budget waits for running work to
 * end, and no other picture passes it meanwhile: a large picture is never starved by small ones.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting = new Map<number, { pixels: number; start: () => void }[]>();
  private readonly runningOf = new Map<number, number>();
  private readonly servedAt = new Map<number, number>();
  private turns = 0;

  constructor(private readonly budget: number) {}

  /** The pixels being decoded now, and how many pictures wait: for tests and logs. */
  get state() {
    let waiting = 0;
    for (const queue of this.waiting.values()) waiting += queue.length;
    return { running: this.running, waiting };
  }

  async run<T>(owner: number, pixels: number, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      const queue = this.waiting.get(owner) ?? [];
      queue.push({ pixels, start });
      this.waiting.set(owner, queue);
      this.next();
    });
    try {
      return await work();
    } finally {
      this.running -= pixels;
      this.runningOf.set(owner, this.runningOf.get(owner)! - pixels);
      if (this.runningOf.get(owner) === 0) this.runningOf.delete(owner);
      this.next();
    }
  }

  private next() {
    for (;;) {
      let chosen: number | undefined;
      for (const owner of this.waiting.keys()) {
        if (chosen === undefined || this.goesBefore(owner, chosen)) chosen = owner;
      }
      if (chosen === undefined) return;
      const queue = this.waiting.get(chosen)!;
      const { pixels, start } = queue[0]!;
      if (this.running > 0 && this.running + pixels > this.budget) return;
      queue.shift();
      if (queue.length === 0) this.waiting.delete(chosen);
      this.running += pixels;
      this.runningOf.set(chosen, (this.runningOf.get(chosen) ?? 0) + pixels);
      this.servedAt.set(chosen, ++this.turns);
      start();
    }
  }

  private goesBefore(owner: number, other: number) {
    const running = this.runningOf.get(owner) ?? 0;
    const otherRunning = this.runningOf.get(other) ?? 0;
    if (running !== otherRunning) return running < otherRunning;
    return (this.servedAt.get(owner) ?? 0) < (this.servedAt.get(other) ?? 0);
  }
}

/**
 * Sixty megapixels in flight: the largest picture allowed (50) alone, or a handful of phone photos
 * (12 each) side by side; a server's images then hold a few hundred MB at most, not gigabytes.
 */
export const imageQueue = new ImageQueue(60_000_000);

/** Cleans an image and makes its copies (400 when its picture cannot be read); other files stay as they are. */
export async function prepareFile(file: { bytes: Buffer; type: FileType }, messages: UploadMessages, work: ImageWork) {
  if (file.type.kind !== 'image') return { ...file, copies: null } satisfies PreparedFile;
  const { original, ...copies } = await cleanImage(file.bytes, file.type, messages, work);
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

/** A file to store: its bytes, or a received file waiting on the disk (`ReceivedBody`). */
export type StorableFile =
  | { bytes: Buffer; type: FileType; path?: undefined }
  | { bytes?: undefined; path: string; type: FileType; size: number };

/**
 * Stores a received file in `folder` under a server-made name, an image cleaned (in its website's
 * turn, `work`) with its thumbnail and web-sized copy beside it, a file on the disk streamed from
 * there (`putFile`). Whatever was written is removed again if any part fails.
 */
export async function storeFile(
  storage: Storage,
  folder: string,
  file: StorableFile,
  messages: UploadMessages,
  work: ImageWork,
): Promise<StoredUpload> {
  if (file.bytes === undefined) {
    const url = await storage.putFile(folder, file.type.ext, file.path);
    return { url, thumbnailUrl: null, webUrl: null, type: file.type, size: file.size, width: null, height: null };
  }
  return storePrepared(storage, folder, await prepareFile(file, messages, work));
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
  file: StorableFile,
  messages: UploadMessages,
  work: ImageWork,
  save: (trx: Trx, stored: StoredUpload) => Promise<T>,
): Promise<T> {
  const stored = await storeFile(storage, folder, file, messages, work);
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
  options: { area: string; fields: Schema; kinds: readonly FileKind[]; messages: ReceiveMessages },
  save: (trx: Trx, stored: StoredUpload, file: ReceivedFile<z.output<Schema>>) => Promise<T>,
): Promise<T> {
  const file = await receiveFile(request, options);
  const { db, storage } = request.server.deps;
  const { websiteId } = request.auth;
  const folder = websiteFolder(options.area, websiteId);
  try {
    return await storeThenSave(db, storage, folder, file, options.messages, { websiteId }, (trx, stored) =>
      save(trx, stored, file),
    );
  } finally {
    await discardReceived(file);
  }
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
