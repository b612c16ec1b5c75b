import { mediaArea } from '../../src/areas/media/media-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const media = resourceOf(mediaArea.resources.media, () => ({
  title: unique('Media'),
  mediaUrl: 'https://cdn.riverside.example/images/fair.jpg',
  mediaType: 'image',
}));
