import type { Carousel, CarouselRequest } from '@cms/contract';
import { SelectField, TextField } from '@/components/form/form-fields';
import { ItemPageForm, type ItemFormProps } from '@/components/form/page-form';
import { carouselsResource } from '../api';
import { STATUS_OPTIONS } from './carousel-columns';
import { NewCarouselElements, SavedCarouselElements } from './carousel-elements';

/** A new carousel (spec 02 §4: a draft), with the elements its element dialog adds. */
const EMPTY = { title: '', link: '', status: 'draft', elements: [] as NonNullable<CarouselRequest['elements']> };

/**
 * New Carousel and Edit Carousel (spec 02 §5: title and link required), each with the element
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
        aside={<SelectField name="status" label="Status" options={STATUS_OPTIONS} />}
      >
        <TextField name="title" label="Title" required />
        <TextField name="link" label="Link" required placeholder="https://" />
        {!item && <NewCarouselElements />}
      </ItemPageForm>
      {item && <SavedCarouselElements carousel={item} />}
    </div>
  );
}
