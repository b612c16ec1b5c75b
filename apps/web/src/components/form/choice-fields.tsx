import { Controller, type FieldValues } from 'react-hook-form';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { RegisteredField, useFieldId, type FieldName, type FieldProps } from './field-chrome';

/*
 * The fields a value is chosen in rather than typed: one of a fixed set (a status, a severity) and
 * a yes or no (active, shown on the home page).
 */

export function SelectField<V extends FieldValues = never>({
  options,
  ...field
}: FieldProps<V> & { options: { value: string; label: string }[] }) {
  return (
    <RegisteredField<V>
      {...field}
      control={(registered) => (
        <Select {...registered}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

export function SwitchField<V extends FieldValues = never>({ name, label, id: givenId }: FieldProps<V>) {
  const id = useFieldId(name, givenId);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={id}>{label}</Label>
          <Switch id={id} checked={Boolean(field.value)} onCheckedChange={field.onChange} onBlur={field.onBlur} />
        </div>
      )}
    />
  );
}

/** Whether the item shows on the website's home page (a news item, a blog post). */
export function HomepageField<V extends FieldValues = never>({ name }: { name: FieldName<V> }) {
  return <SwitchField<V> name={name} label="Show on homepage" />;
}
