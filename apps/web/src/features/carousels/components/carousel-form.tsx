import type { Carousel, CarouselRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { carouselsResource } from '../api';
import { STATUS_OPTIONS } from './carousel-columns';
import { NewCarouselElements, SavedCarouselElements } from './carousel-elements';

const Field = fieldsFor<CarouselRequest>();

/** A new carousel (docs/product/carousels.md §4: a draft), with the elements its element dialog adds. */
const EMPTY = { title: '', link: '', status: 'draft', elements: [] as NonNullable<CarouselRequest['elements']> };

/**
 * New Carousel and Edit Carousel (docs/product/carousels.md §5: title and link required), each with the element
 * dialog: a new carousel's elements are created with it; a saved one's are saved one by one, at
 * once, so its form never sends them.
 */
export function CarouselForm(props: ItemFormProps<Carousel, CarouselRequest>) {
  const { item, onSubmit } = props;
  return (
    <div className="grid gap-6">
      <ItemPageForm
        {...props}
        onSubmit={(values) => onSubmit(item ? { ...values, elements: undefined } : values)}
        resource={carouselsResource}
        empty={EMPTY}
        saved={(carousel) => ({ ...carousel, elements: [] })}
        aside={<Field.Select name="status" label="Status" options={STATUS_OPTIONS} />}
      >
        <Field.Text name="title" label="Title" required />
        <Field.Text name="link" label="Link" required placeholder="https://" />
        {!item && <NewCarouselElements />}
      </ItemPageForm>
      {item && <SavedCarouselElements carousel={item} />}
    </div>
  );
}
