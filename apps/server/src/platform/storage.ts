import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const UPLOADS_PREFIX = '/uploads/';

/** Where uploaded files live. Local disk today; an S3-compatible store can implement the same. */
export interface Storage {
  /** Stores the bytes under a server-made name in `folder` and answers the public URL path. */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Removes a file by its URL path; URLs that are not ours are ignored. */
  remove(url: string): Promise<void>;
}

export function localStorage(root: string): Storage {
  return {
    async put(folder, ext, bytes) {
      const dir = path.join(root, folder);
      await mkdir(dir, { recursive: true });
      const name = `${randomUUID()}.${ext}`;
      await writeFile(path.join(dir, name), bytes);
      return `${UPLOADS_PREFIX}${folder}/${name}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      const file = path.resolve(root, url.slice(UPLOADS_PREFIX.length));
      if (!file.startsWith(path.resolve(root) + path.sep)) return;
      await rm(file, { force: true });
    },
  };
}
