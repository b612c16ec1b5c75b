import { fireEvent, render, screen } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldsFor } from './fields-for';

const Field = fieldsFor<{ at: string }>();

function Harness({ at }: { at: string }) {
  const form = useForm({ defaultValues: { at } });
  const held = useWatch({ control: form.control, name: 'at' });
  return (
    <FormProvider {...form}>
      <Field.DateTime name="at" label="Starts at" id="starts-at" description="In your time zone." />
      <output aria-label="Held">{held}</output>
    </FormProvider>
  );
}

/** The wall-clock time a `datetime-local` input shows for an instant, in the zone the tests run in. */
const pad = (n: number) => String(n).padStart(2, '0');
const wallClock = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

const held = () => screen.getByRole('status', { name: 'Held' });

describe('DateTimeField', () => {
  it("shows the form's instant in the browser's time and holds what is typed as an instant", () => {
    const saved = '2026-03-14T09:26:00.000Z';
    render(<Harness at={saved} />);
    const input = screen.getByLabelText('Starts at');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(input).toHaveValue(wallClock(new Date(saved)));
    expect(input).toHaveAccessibleDescription('In your time zone.');

    fireEvent.change(input, { target: { value: '2026-12-01T08:00' } });
    expect(held()).toHaveTextContent(new Date(2026, 11, 1, 8, 0).toISOString());
    expect(input).toHaveValue('2026-12-01T08:00');

    fireEvent.change(input, { target: { value: '' } });
    expect(held()).toBeEmptyDOMElement();
  });

  it('starts empty without an instant', () => {
    render(<Harness at="" />);
    expect(screen.getByLabelText('Starts at')).toHaveValue('');
  });
});

function TimeHarness({ at }: { at: string }) {
  const form = useForm({ defaultValues: { at } });
  const held = useWatch({ control: form.control, name: 'at' });
  return (
    <FormProvider {...form}>
      <Field.Time name="at" label="Start time" id="start-time" />
      <output aria-label="Held">{held}</output>
    </FormProvider>
  );
}

describe('TimeField', () => {
  it("shows a stored time in the time control and holds what is typed written one way, '2:30 PM'", () => {
    render(<TimeHarness at="09:05 AM" />);
    const input = screen.getByLabelText('Start time');
    expect(input).toHaveAttribute('type', 'time');
    expect(input).toHaveValue('09:05');
    fireEvent.change(input, { target: { value: '14:30' } });
    expect(held()).toHaveTextContent('2:30 PM');
    expect(input).toHaveValue('14:30');
    fireEvent.change(input, { target: { value: '00:15' } });
    expect(held()).toHaveTextContent('12:15 AM');
    fireEvent.change(input, { target: { value: '' } });
    expect(held()).toBeEmptyDOMElement();
  });

  it('keeps a stored text that is no time as it was, showing the control empty', () => {
    render(<TimeHarness at="after lunch" />);
    expect(screen.getByLabelText('Start time')).toHaveValue('');
    expect(held()).toHaveTextContent('after lunch');
  });
});
