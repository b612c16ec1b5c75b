import { spotlightArea } from '../../src/areas/spotlight/spotlight-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

export const spotlightCategories = resourceOf(spotlightArea.resources.categories, () => ({
  name: unique('Category'),
  description: 'Students who shone this year',
}));
