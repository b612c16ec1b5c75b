import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Input } from './input';

export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchInputProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The search in effect (from the URL, say); shown again when it changes from outside. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (value: string) => void;
  /** The accessible name of the box. */
  label: string;
  delayMs?: number;
}

/** A search box that reports what was typed after a pause (debounced), not on every key. */
export function SearchInput({
  value,
  onSearch,
  label,
  delayMs = SEARCH_DEBOUNCE_MS,
  className,
  ...props
}: SearchInputProps) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The search changed from outside (back button, a link): show it instead of what was typed. The
  // search this box reported comes back too, later (a list's URL changes in a transition): the keys
  // typed meanwhile are kept then, not replaced by the shorter text that was reported.
  const [shown, setShown] = useState(value);
  const [reported, setReported] = useState<string | undefined>(undefined);
  if (shown !== value) {
    setShown(value);
    setReported(undefined);
    if (value !== reported) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const report = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === value) return;
    setReported(next.trim());
    onSearch(next.trim());
  };

  return (
    <div data-slot="search-input" className={cn('relative w-full sm:max-w-xs', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={label}
        className="pl-8"
        value={text}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => report(next), delayMs);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            report(text);
          }
        }}
        {...props}
      />
    </div>
  );
}
