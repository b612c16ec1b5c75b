import { videosContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';

/** The video gallery (`/misc/cms/vac/videos`), spec 02 §7, numbered from 1 (§4). */
export const videosResource = defineResource({
  contract: videosContract,
  screens: { path: '/video-gallery' },
});
