import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** How long the Copy button reads 'Copied' (docs/product/console.md §9). */
export const COPIED_RESET_MS = 2000;

/** 'Copied' for two seconds after a successful copy; a new copy starts the two seconds again. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return () => clearTimeout(timer);
  }, [copied, round]);

  const copy = async (text: string): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    setRound((n) => n + 1);
    return true;
  };

  return { copied, copy };
}

/** The blog's public address, read-only, with a Copy button (docs/product/blogs.md §2, edit mode; bell schedules later). */
export function PublicUrlField({ url, id }: { url: string; id: string }) {
  const { copied, copy } = useCopyToClipboard();
  const input = useRef<HTMLInputElement>(null);

  const onCopy = async () => {
    if (await copy(url)) return;
    // Without clipboard access the address is selected, ready for Ctrl+C.
    input.current?.focus();
    input.current?.select();
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Public URL</Label>
      <div className="flex gap-2">
        <Input id={id} ref={input} value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button variant="outline" onClick={() => void onCopy()} className="min-w-24">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied ? 'Public URL copied to the clipboard' : ''}
      </p>
    </div>
  );
}
