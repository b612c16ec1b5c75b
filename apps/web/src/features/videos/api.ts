import { videosContract, type Video, type VideoRequest } from '@cms/contract';
import { defineResource } from '@/lib/resource';

/** The video gallery (`/misc/cms/vac/videos`), spec 02 §7, numbered from 1 (§4). */
export const videosResource = defineResource<Video, VideoRequest>({
  contract: videosContract,
  screens: { path: '/video-gallery' },
});
