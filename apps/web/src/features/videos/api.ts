import { videosContract } from '@cms/contract';
import { defineResource } from '@/lib/resource';
import { videosArea } from './area';

/** The video gallery (`/misc/cms/vac/videos`), docs/product/videos.md §7, numbered from 1 (§4). */
export const videosResource = defineResource({
  contract: videosContract,
  screens: videosArea.menu,
});
