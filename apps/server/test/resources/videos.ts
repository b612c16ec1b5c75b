import { videosArea } from '../../src/areas/videos/videos-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const videos = resourceOf(videosArea.resources.videos, () => ({
  name: unique('Video'),
  videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
}));
