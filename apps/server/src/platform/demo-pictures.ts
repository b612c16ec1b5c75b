import { sniffImage } from './file-type.js';
import type { Storage } from './storage.js';
import {
  CONTENT_FOLDER,
  imageTool,
  prepareFile,
  storePrepared,
  type PreparedFile,
  type StoredUpload,
} from './uploads.js';

/** The colours of a demo picture: sky, ground and sun. */
export interface Scene {
  sky: string;
  ground: string;
  sun: string;
}

/** The demo school's pictures, by what they stand for; the library, albums, pages and carousels share them. */
export const demoScenes = {
  spring: { sky: '#60a5fa', ground: '#16a34a', sun: '#facc15' },
  autumn: { sky: '#fb923c', ground: '#9a3412', sun: '#fde68a' },
  winter: { sky: '#1e3a8a', ground: '#e2e8f0', sun: '#f8fafc' },
  relay: { sky: '#38bdf8', ground: '#15803d', sun: '#fef08a' },
  crowd: { sky: '#7dd3fc', ground: '#166534', sun: '#fde047' },
} satisfies Record<string, Scene>;

/**
 * A picture drawn at seed time for the demo school (no binary fixtures): a sky, rolling hills and a
 * sun, as a JPEG of `width` by `height`.
 */
export async function demoPicture({ sky, ground, sun }: Scene, width = 720, height = 480) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 960 640">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="960" height="640" fill="url(#s)"/>
    <circle cx="740" cy="170" r="80" fill="${sun}"/>
    <path d="M0 470 Q240 360 480 450 T960 420 V640 H0 Z" fill="${ground}" opacity="0.8"/>
    <path d="M0 540 Q300 460 620 540 T960 520 V640 H0 Z" fill="${ground}"/>
  </svg>`;
  return (await imageTool())(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** Each scene drawn and prepared once per process: every test app seeds the demo school. */
const prepared = new Map<string, Promise<PreparedFile>>();

/** A demo picture stored as an upload would be: cleaned, with its thumbnail and web-sized copy. */
export async function storeDemoPicture(storage: Storage, folder: string, scene: Scene): Promise<StoredUpload> {
  const key = `${scene.sky} ${scene.ground} ${scene.sun}`;
  if (!prepared.has(key)) prepared.set(key, drawAndPrepare(scene));
  return storePrepared(storage, folder, await prepared.get(key)!);
}

async function drawAndPrepare(scene: Scene) {
  const bytes = await demoPicture(scene);
  return prepareFile(
    { bytes, type: sniffImage(bytes)! },
    {
      fileMissing: '',
      fileType: '',
      fileEmpty: '',
      imageUnreadable: 'A demo picture could not be drawn',
      fileTooLarge: () => '',
    },
    // Drawn once for every demo website: the seed's own turn in the image queue, no website's.
    { websiteId: 0 },
  );
}

/**
 * The named scenes stored as content images (the folder of `/upload`'s images), by name: the
 * pictures of the demo pages and carousels, which staff replace with their own.
 */
export async function demoPictureUrls<K extends keyof typeof demoScenes>(storage: Storage, names: readonly K[]) {
  const urls = {} as Record<K, string>;
  for (const name of names) urls[name] = (await storeDemoPicture(storage, CONTENT_FOLDER, demoScenes[name])).url;
  return urls;
}
