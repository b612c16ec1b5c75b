import type { ComponentProps } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { fieldsFor } from './fields-for';
import { TextField } from './input-fields';

/** A form with a plain field, a group, a list of rows each holding a list, and a list of ids. */
interface Timetable {
  title: string;
  margins: { top: number; bottom: number };
  blocks: { title: string; entries: { subject: string }[] }[];
  categoryIds: number[];
}

const Field = fieldsFor<Timetable>();

const START: Timetable = {
  title: '',
  margins: { top: 16, bottom: 16 },
  blocks: [{ title: 'Morning', entries: [{ subject: 'Maths' }] }],
  categoryIds: [],
};

function Harness() {
  const form = useForm({ defaultValues: START });
  const held = useWatch({ control: form.control });
  const block = 0;
  return (
    <FormProvider {...form}>
      <Field.Text name="title" label="Title" />
      <Field.Number name="margins.top" label="Top margin" />
      <Field.Text name={`blocks.${block}.title`} label="Block title" />
      <Field.Text name={`blocks.${block}.entries.0.subject`} label="Subject" />
      <output aria-label="Held">{JSON.stringify(held)}</output>
    </FormProvider>
  );
}

const held = () => JSON.parse(screen.getByRole('status', { name: 'Held' }).textContent ?? '{}') as Timetable;

describe('fieldsFor', () => {
  it("binds each field to its path of the form's values, nested and in lists", () => {
    render(<Harness />);
    expect(screen.getByLabelText('Subject')).toHaveValue('Maths');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Week A' } });
    fireEvent.change(screen.getByLabelText('Top margin'), { target: { value: '24' } });
    fireEvent.change(screen.getByLabelText('Block title'), { target: { value: 'Afternoon' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Art' } });
    expect(held()).toEqual({
      title: 'Week A',
      margins: { top: 24, bottom: 16 },
      blocks: [{ title: 'Afternoon', entries: [{ subject: 'Art' }] }],
      categoryIds: [],
    });
  });

  // Checked by `npm run typecheck`: each `@ts-expect-error` below fails it once the line compiles.
  it("takes only the paths of the form's values as names", () => {
    expectTypeOf<ComponentProps<typeof Field.Text>['name']>().toEqualTypeOf<FieldPath<Timetable>>();
    expectTypeOf<'blocks.2.entries.0.subject'>().toExtend<ComponentProps<typeof Field.Text>['name']>();
    expectTypeOf<'margins.left'>().not.toExtend<ComponentProps<typeof Field.Number>['name']>();

    const wrong = [
      // @ts-expect-error a misspelt name
      <Field.Text key="title" name="titel" label="Title" />,
      // @ts-expect-error a name in a group the form does not hold
      <Field.Number key="margin" name="margins.left" label="Left margin" />,
      // @ts-expect-error a misspelt name in a row of a list
      <Field.Text key="block" name="blocks.0.titel" label="Block title" />,
      // @ts-expect-error a list of ids the form does not hold
      <Field.Lookup key="lookup" name="topicIds" of={{ useLookup: () => null!, screens }} nameOf={String} />,
      // @ts-expect-error the alt text's field, too
      <Field.ImageUrl key="image" name="title" label="Image" altFields={{ alt: 'alt' }} />,
      // @ts-expect-error a field not given its form's values takes no name
      <TextField key="untyped" name="title" label="Title" />,
    ];
    expect(wrong).toHaveLength(6);
  });
});

const screens = { one: 'topic', many: 'topics' };
