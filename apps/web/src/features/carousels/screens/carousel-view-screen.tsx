import { ItemViewScreen } from '@/components/item-screens';
import { OptionBadge } from '@/components/option-badge';
import { carouselsResource } from '../api';
import { STATUS_OPTIONS } from '../components/carousel-columns';
import { SavedCarouselElements } from '../components/carousel-elements';

/**
 * /carousel/{id}: the carousel's status and link under its title, then its elements, which
 * writers change in the element dialog.
 */
export function CarouselViewScreen() {
  return (
    <ItemViewScreen
      resource={carouselsResource}
      description={(carousel) => (
        <span className="flex flex-wrap items-center gap-2">
          <OptionBadge options={STATUS_OPTIONS} value={carousel.status} />
          <a href={carousel.link} className="break-all underline" target="_blank" rel="noreferrer">
            {carousel.link}
          </a>
        </span>
      )}
    >
      {(carousel) => <SavedCarouselElements carousel={carousel} />}
    </ItemViewScreen>
  );
}
