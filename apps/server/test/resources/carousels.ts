import { carouselsArea } from '../../src/areas/carousels/carousels-area.js';
import { unique } from '../content-support.js';
import { resourceOf } from '../kit/resource.js';

/** A carousel of one element (its title, link and image required: docs/product/carousels.md §5). */
export const carousels = resourceOf(carouselsArea.resources.carousels, () => ({
  title: unique('Carousel'),
  link: 'https://www.riverside.example/welcome',
  elements: [{ image: 'https://cdn.riverside.example/images/front.jpg', description: 'The front entrance' }],
}));
