import { STAR_LIMITS, type SpotlightStarRequest } from '@cms/contract';
import { fieldsFor } from '@/components/form/fields-for';

const Field = fieldsFor<SpotlightStarRequest>();

/** The star dialog's fields (docs/product/spotlight.md §5), with the bounds the server enforces too. */
export function StarFields() {
  return (
    <>
      <Field.Text name="name" label="Name" required />
      <Field.Text name="academicClass" label="Class" required placeholder="e.g. Grade 12" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field.Number
          name="percentage"
          label="Percentage"
          required
          step={0.1}
          min={STAR_LIMITS.percentageMin}
          max={STAR_LIMITS.percentageMax}
        />
        <Field.Number name="year" label="Year" required min={STAR_LIMITS.yearMin} max={STAR_LIMITS.yearMax} />
        <Field.Number name="orderNo" label="Order No" required min={STAR_LIMITS.orderNoMin} />
      </div>
      <Field.Textarea name="description" label="Description" required />
      <Field.ImageUrl name="imgUrl" label="Image" />
    </>
  );
}
