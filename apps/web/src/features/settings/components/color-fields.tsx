import { Controller, useWatch, type FieldValues } from 'react-hook-form';
import { CheckCircle2, XCircle } from 'lucide-react';
import {
  contrastPairs,
  contrastRatio,
  isHexColor,
  MIN_TEXT_CONTRAST,
  ratioText,
  type ThemeColors,
} from '@cms/contract';
import { ErrorText, useFieldError, useFieldId, type FieldProps } from '@/components/form/field-chrome';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/*
 * The website's colours (docs/product/websites.md §2): each typed as '#rrggbb' or picked, and the
 * contrast of each pair a visitor reads shown beside it as the colours change, worked out by the
 * contract's WCAG formula that the server judges the save by.
 */

/** A colour as typed, as the contract reads it: trimmed, lower case. */
const colorOf = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

/**
 * A colour: its '#rrggbb' typed in the labelled input, or picked with the browser's colour picker
 * beside it; its message beneath.
 */
export function ColorField<V extends FieldValues = never>({ name, label, id: givenId, description }: FieldProps<V>) {
  const id = useFieldId(name, givenId);
  const error = useFieldError(name);
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Controller
      name={name}
      render={({ field }) => {
        const color = colorOf(field.value);
        return (
          <div className="grid gap-2">
            <Label htmlFor={id}>{label}</Label>
            <div className="flex items-center gap-2">
              <Input
                id={id}
                name={field.name}
                ref={field.ref}
                value={String(field.value ?? '')}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                autoComplete="off"
                spellCheck={false}
                placeholder="#rrggbb"
                className="max-w-40 font-mono"
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              <input
                type="color"
                aria-label={`Pick the ${label.toLowerCase()}`}
                value={isHexColor(color) ? color : '#000000'}
                onChange={(event) => field.onChange(event.target.value)}
                className="h-11 w-14 cursor-pointer rounded-md border border-input bg-background p-1"
              />
            </div>
            {description ? (
              <p id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </p>
            ) : null}
            <ErrorText id={errorId} error={error} />
          </div>
        );
      }}
    />
  );
}

/** What each pair is called beside its sample. */
const PAIR_NAMES: Record<(typeof contrastPairs)[number]['field'], string> = {
  onPrimaryColor: 'Text on the primary colour',
  accentColor: 'Links in the accent colour on white',
};

/**
 * The contrast of one colour pair as it stands in the form: a sample of the pair, and its ratio
 * with whether it reaches WCAG AA's 4.5:1, in words and not by colour alone.
 */
export function ContrastCheck({ pair }: { pair: (typeof contrastPairs)[number]['field'] }) {
  const [primaryColor, onPrimaryColor, accentColor] = useWatch({
    name: ['primaryColor', 'onPrimaryColor', 'accentColor'],
  }) as unknown[];
  const colors: ThemeColors = {
    primaryColor: colorOf(primaryColor),
    onPrimaryColor: colorOf(onPrimaryColor),
    accentColor: colorOf(accentColor),
  };
  const { text, background } = contrastPairs.find((one) => one.field === pair)!;
  const [foreground, behind] = [text(colors), background(colors)];
  const name = PAIR_NAMES[pair];
  if (!isHexColor(foreground) || !isHexColor(behind)) {
    return (
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {name}: enter its colours as #rrggbb to see their contrast.
      </p>
    );
  }
  const ratio = contrastRatio(foreground, behind);
  const passes = ratio >= MIN_TEXT_CONTRAST;
  const Icon = passes ? CheckCircle2 : XCircle;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border p-3">
      <span
        aria-hidden="true"
        className={cn('rounded px-3 py-2 font-medium', pair === 'accentColor' && 'underline')}
        style={{ color: foreground, backgroundColor: behind }}
      >
        {pair === 'accentColor' ? 'Sample link' : 'Sample text'}
      </span>
      <p className="flex items-center gap-1.5 text-sm" aria-live="polite">
        <Icon aria-hidden="true" className={cn('size-4', passes ? 'text-green-700' : 'text-destructive')} />
        {name}: contrast {ratioText(ratio)},{' '}
        {passes ? 'passes WCAG AA' : `below the ${MIN_TEXT_CONTRAST}:1 WCAG AA needs`}
      </p>
    </div>
  );
}
