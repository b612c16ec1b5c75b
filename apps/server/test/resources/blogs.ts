import { blogsArea } from '../../src/areas/blogs/blogs-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const blogs = resourceOf(blogsArea.resources.blogs, () => ({ title: unique('Blog') }));
export const topics = resourceOf(blogsArea.resources.topics, () => ({
  title: unique('Topic'),
  description: unique('About'),
}));
