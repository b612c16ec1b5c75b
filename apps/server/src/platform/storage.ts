import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, opendir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { HttpError } from './errors.js';

export const UPLOADS_PREFIX = '/uploads/';

/** A stored file as it is read back: its bytes as a stream and its length. */
export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where uploaded files live: the local disk under DATA_DIR, or an S3-compatible bucket that several
 * server processes share (`s3-storage.ts`). Files are named by the server (a random UUID and the
 * extension of the type told from the bytes); a client's file name never reaches a path or a key.
 * Every method takes and gives the file's public URL path, `/uploads/<folder>/<name>`.
 */
export interface Storage {
  /** Stores the bytes under a new server-made name in `folder` and answers the URL path. */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /**
   * Stores the file at `source` (a temporary file on this machine) under a new server-made name in
   * `folder`, read as a stream, never whole in memory, and answers the URL path. The source may be
   * moved away; the caller removes it if it is still there.
   */
  putFile(folder: string, ext: string, source: string): Promise<string>;
  /** Stores the bytes at a URL path made by `variantUrl` (a thumbnail beside its original). */
  write(url: string, bytes: Buffer): Promise<void>;
  /** The file at a URL path, or null when there is none or the path is not one the server makes. */
  read(url: string): Promise<StoredFile | null>;
  /** Removes a file by its URL path; URLs that are not ours, or files already gone, are ignored. */
  remove(url: string): Promise<void>;
  /** The URL paths of every file in `folder` (its subfolders included). */
  list(folder: string): Promise<string[]>;
  /** Resolves when the store takes calls (it can write, on disk): what `/health` asks. */
  probe(): Promise<void>;
  /**
   * Every file the server made in the store, a page at a time (the orphan sweep, `file-sweep.ts`):
   * stored files and, on disk, the `.partial` leftovers of writes a crash cut short. Anything else
   * in the store is not the server's and is never listed.
   */
  scan(): AsyncIterable<StoredEntry[]>;
  /** Removes a file `scan` listed, by its key; a key that is neither a stored file nor a leftover is ignored. */
  discard(key: string): Promise<void>;
}

/** A file in the store as `scan` lists it: its key (`content/<uuid>.png`), size and last change. */
export interface StoredEntry {
  key: string;
  size: number;
  modified: Date;
}

/** How many files `scan` answers at a time. */
export const SCAN_PAGE = 500;

/** What a request answers when the store does not (a hung or refused S3 endpoint). */
export const STORAGE_UNAVAILABLE = 'File storage is not reachable; try again in a minute';

/** The 503 of a store that does not answer; the failure it stands for is its `cause`, for the log. */
export const storageUnavailable = (cause?: unknown) =>
  Object.assign(new HttpError(503, STORAGE_UNAVAILABLE), { cause });

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FOLDER = /^[a-z0-9][a-z0-9-]{0,40}(?:\/[a-z0-9][a-z0-9-]{0,40}){0,3}$/;
/** The only names a stored file can have: a folder the server chose, a UUID, a variant, an extension. */
const STORED_NAME = new RegExp(
  `^([a-z0-9][a-z0-9-]{0,40}(?:/[a-z0-9][a-z0-9-]{0,40}){0,3})/${UUID}(?:-[a-z]{2,8})?\\.[a-z0-9]{2,5}$`,
);
const EXT = /^[a-z0-9]{2,5}$/;
/** What a write cut short leaves on disk: the stored name, a UUID and `.partial` (`localStorage`'s `writeKey`). */
const LEFTOVER_NAME = new RegExp(`${STORED_NAME.source.slice(0, -1)}\\.${UUID}\\.partial$`);
/** The file a key belongs to, `<folder>/<uuid>`: a variant (`-thumb.webp`) and a leftover belong to their original. */
const OWNER = new RegExp(`^((?:[a-z0-9][a-z0-9-]{0,40}/){1,4}${UUID})`);

/** Whether `key` names a file the server made: a stored file, or a leftover of one. */
export const isServerKey = (key: string) => STORED_NAME.test(key) || LEFTOVER_NAME.test(key);

/** The original a stored key (or URL path) belongs to, `<folder>/<uuid>`, or null for any other. */
export function ownerOf(key: string): string | null {
  const relative = key.startsWith(UPLOADS_PREFIX) ? key.slice(UPLOADS_PREFIX.length) : key;
  return OWNER.exec(relative)?.[1] ?? null;
}

/** The key of a URL path made by the server (`content/<uuid>.png`), or null for anything else. */
export function storedKey(url: string): string | null {
  if (!url.startsWith(UPLOADS_PREFIX)) return null;
  const key = url.slice(UPLOADS_PREFIX.length);
  return STORED_NAME.test(key) ? key : null;
}

/** A new server-made key in `folder`; throws on a folder or extension the server would never make. */
export function newKey(folder: string, ext: string) {
  if (!FOLDER.test(folder) || !EXT.test(ext)) throw new Error(`Not a storage folder or extension: ${folder} .${ext}`);
  return `${folder}/${randomUUID()}.${ext}`;
}

/** The URL of a variant of a stored file (`thumb`, `web`), beside it with its own extension. */
export function variantUrl(url: string, variant: string, ext: string) {
  const key = storedKey(url);
  if (!key || !/^[a-z]{2,8}$/.test(variant) || !EXT.test(ext)) throw new Error(`Not a stored file: ${url}`);
  return `${UPLOADS_PREFIX}${key.replace(/(-[a-z]{2,8})?\.[a-z0-9]+$/, `-${variant}.${ext}`)}`;
}

function requireKey(url: string) {
  const key = storedKey(url);
  if (!key) throw new Error(`Not a stored file: ${url}`);
  return key;
}

/** Files on the local disk under `root` (DATA_DIR/uploads), written whole or not at all. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  async function writeKey(key: string, bytes: Buffer) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written beside, then renamed: a crash or a full disk leaves no half file under the real name.
    const partial = `${file}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
  return {
    async put(folder, ext, bytes) {
      const key = newKey(folder, ext);
      await writeKey(key, bytes);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async putFile(folder, ext, source) {
      const key = newKey(folder, ext);
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Moved when it is on the same disk (DATA_DIR/tmp); else copied beside, then renamed.
      try {
        await rename(source, file);
      } catch (error) {
        if ((error as { code?: string }).code !== 'EXDEV') throw error;
        const partial = `${file}.${randomUUID()}.partial`;
        try {
          await copyFile(source, partial);
          await rename(partial, file);
        } catch (copyError) {
          await rm(partial, { force: true });
          throw copyError;
        }
      }
      return `${UPLOADS_PREFIX}${key}`;
    },
    async write(url, bytes) {
      await writeKey(requireKey(url), bytes);
    },
    async read(url) {
      const key = storedKey(url);
      if (!key) return null;
      try {
        const info = await stat(fileOf(key));
        if (!info.isFile()) return null;
        return { body: createReadStream(fileOf(key)), size: info.size };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(url) {
      const key = storedKey(url);
      if (key) await rm(fileOf(key), { force: true });
    },
    async probe() {
      // A file written and removed: a folder that cannot be written (gone, read-only, full) fails it.
      const probe = path.join(root, `.probe-${randomUUID()}`);
      try {
        await writeFile(probe, 'ok');
      } finally {
        await rm(probe, { force: true });
      }
    },
    async *scan() {
      let page: StoredEntry[] = [];
      // Walked a folder at a time (never the whole tree in memory), each page answered as it fills.
      async function* walk(folder: string): AsyncGenerator<StoredEntry[]> {
        let directory;
        try {
          directory = await opendir(folder);
        } catch (error) {
          if ((error as { code?: string }).code === 'ENOENT' || (error as { code?: string }).code === 'ENOTDIR') return;
          throw error;
        }
        for await (const entry of directory) {
          const full = path.join(folder, entry.name);
          if (entry.isDirectory()) {
            yield* walk(full);
            continue;
          }
          const key = path.relative(root, full).split(path.sep).join('/');
          if (!entry.isFile() || !isServerKey(key)) continue;
          const info = await stat(full).catch(() => null);
          if (!info) continue;
          page.push({ key, size: info.size, modified: info.mtime });
          if (page.length >= SCAN_PAGE) {
            yield page;
            page = [];
          }
        }
      }
      yield* walk(root);
      if (page.length) yield page;
    },
    async discard(key) {
      if (isServerKey(key)) await rm(fileOf(key), { force: true });
    },
    async list(folder) {
      if (!FOLDER.test(folder)) return [];
      try {
        const entries = await readdir(fileOf(folder), { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .filter((key) => STORED_NAME.test(key))
          .map((key) => `${UPLOADS_PREFIX}${key}`);
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}

/** The storage the config names: DATA_DIR/uploads, or the S3 bucket (its client loaded only then, docs/design.md §8). */
export async function openStorage(config: Config): Promise<Storage> {
  if (config.storage.kind === 's3') return (await import('./s3-storage.js')).s3Storage(config.storage);
  return localStorage(path.join(config.dataDir, 'uploads'));
}
