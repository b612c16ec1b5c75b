import { ItemViewScreen } from '@/components/item-screens';
import { carouselsResource } from '../api';
import { STATUS_OPTIONS } from '../components/carousel-columns';
import { SavedCarouselElements } from '../components/carousel-elements';

/**
 * /carousel/{id}: the carousel's status and link under its title, then its elements, which
 * writers change in the element dialog.
 */
export function ViewScreen() {
  return (
    <ItemViewScreen
      resource={carouselsResource}
      status={{ options: STATUS_OPTIONS, of: (carousel) => carousel.status }}
      description={(carousel) => (
        <a href={carousel.link} className="break-all underline" target="_blank" rel="noreferrer">
          {carousel.link}
        </a>
      )}
    >
      {(carousel) => <SavedCarouselElements carousel={carousel} />}
    </ItemViewScreen>
  );
}
