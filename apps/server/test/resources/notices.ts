import { noticesArea } from '../../src/areas/notices/notices-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const notices = resourceOf(noticesArea.resources.notices, () => ({
  title: unique('Notice'),
  content: '<p>Read me</p>',
}));
