import { useState } from 'react';
import { Check } from 'lucide-react';
import { Popover } from 'radix-ui';
import { cn } from '@/lib/utils';
import { TEXT_COLOURS } from './editor-constants';

export interface ColourPickerProps {
  /** The colour of the text at the cursor ('' for the default). */
  value: string;
  onChange: (colour: string) => void;
  /** Applied to the trigger so the toolbar's arrow keys reach it. */
  triggerClassName?: string;
}

/** 'Text colour': the sixteen colours (docs/product/notices.md §9) as named swatches, plus the default colour. */
export function ColourPicker({ value, onChange, triggerClassName }: ColourPickerProps) {
  const [open, setOpen] = useState(false);
  const current = TEXT_COLOURS.find((c) => c.value === value.toLowerCase());

  const choose = (colour: string) => {
    onChange(colour);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        data-toolbar-item=""
        aria-label={current ? `Text colour: ${current.label}` : 'Text colour'}
        title="Text colour"
        className={triggerClassName}
      >
        <span aria-hidden="true" className="flex flex-col items-center leading-none">
          <span className="text-sm font-semibold">A</span>
          <span
            className="mt-0.5 h-1 w-4 rounded-sm border border-black/20"
            style={{ backgroundColor: current?.value ?? 'currentColor' }}
          />
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label="Text colour"
          className="z-50 grid w-56 gap-2 rounded-md border bg-popover p-2 text-popover-foreground shadow-md outline-none"
        >
          <div role="group" aria-label="Colours" className="grid grid-cols-8 gap-1">
            {TEXT_COLOURS.map((colour) => {
              const selected = colour.value === current?.value;
              return (
                <button
                  key={colour.value}
                  type="button"
                  aria-label={colour.label}
                  aria-pressed={selected}
                  title={colour.label}
                  onClick={() => choose(colour.value)}
                  className="relative flex size-6 items-center justify-center rounded-sm border border-black/25 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1"
                  style={{ backgroundColor: colour.value }}
                >
                  {selected && (
                    <Check
                      aria-hidden="true"
                      className={cn('size-3.5', isLight(colour.value) ? 'text-black' : 'text-white')}
                    />
                  )}
                </button>
              );
            })}
          </div>
          <button
            type="button"
            onClick={() => choose('')}
            aria-pressed={!current}
            className="rounded-sm px-2 py-1 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            Default colour
          </button>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Whether black reads better than white on this hex colour. */
function isLight(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150;
}
