import { resourceCases } from '../site-support.js';
import { videosArea } from '../../src/areas/videos/videos-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const videos = resourceOf(videosArea.resources.videos, () => ({
  name: unique('Video'),
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
}));

/** Videos on the public site: every video of the website (a video has no draft state). */
export const videosOnSite = resourceCases(videosArea, videos, {
  paths: ['/videos/:id', '/videos'],
  api: ['/videos/:id', '/videos'],
});
