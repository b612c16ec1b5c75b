import { expect } from 'vitest';
import type { PublicCases } from '../site-support.js';
import { videosArea } from '../../src/areas/videos/videos-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const videos = resourceOf(videosArea.resources.videos, () => ({
  name: unique('Video'),
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
}));

/** Videos on the public site: every video of the website (a video has no draft state). */
export const videosOnSite: PublicCases = {
  area: 'video gallery',
  list: '/videos',
  shown: async ({ admin }) => onSite(await videos.create(admin)),
  hidden: {
    deleted: async ({ admin }) => {
      const video = await videos.create(admin);
      expect((await videos.remove(admin, video.id)).statusCode).toBe(200);
      return onSite(video);
    },
    "another website's": async ({ other }) => onSite(await videos.create(other)),
  },
};
const onSite = (video: { id: number; name: string }) => ({ path: `/videos/${video.id}`, text: video.name });
