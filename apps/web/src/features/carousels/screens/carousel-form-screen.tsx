import { itemFormScreens } from '@/components/item-screens';
import { carouselsResource } from '../api';
import { CarouselForm } from '../components/carousel-form';

/** /carousel/new and /carousel/{id}/edit: one form, then back to the list. */
export const { CreateScreen, EditScreen } = itemFormScreens(carouselsResource, CarouselForm, {
  new: 'Slides with a link, shown on the website in the order you give them.',
});
