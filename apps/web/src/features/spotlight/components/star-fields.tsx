import { STAR_LIMITS } from '@cms/contract';
import { ImageUrlField, NumberField, TextareaField, TextField } from '@/components/form/form-fields';

/** The star dialog's fields (spec 02 §5), with the bounds the server enforces too. */
export function StarFields() {
  return (
    <>
      <TextField name="name" label="Name" required />
      <TextField name="academicClass" label="Class" required placeholder="e.g. Grade 12" />
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          name="percentage"
          label="Percentage"
          required
          step={0.1}
          min={STAR_LIMITS.percentageMin}
          max={STAR_LIMITS.percentageMax}
        />
        <NumberField name="year" label="Year" required min={STAR_LIMITS.yearMin} max={STAR_LIMITS.yearMax} />
        <NumberField name="orderNo" label="Order No" required min={STAR_LIMITS.orderNoMin} />
      </div>
      <TextareaField name="description" label="Description" required />
      <ImageUrlField name="imgUrl" label="Image" />
    </>
  );
}
