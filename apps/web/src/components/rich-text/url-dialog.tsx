import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MediaPickerButton, pickedUrl } from '@/components/media-picker';

export interface UrlDialogValues {
  url: string;
  text: string;
}

export interface UrlDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  urlLabel: string;
  /** A second, optional field (an image's alternative text); absent for links. */
  textLabel?: string;
  initial?: Partial<UrlDialogValues>;
  submitLabel: string;
  /** The message shown when `isValid` refuses the URL. */
  invalidMessage: string;
  isValid: (url: string) => boolean;
  onSubmit: (values: UrlDialogValues) => void;
  /** Offered when there is something to take away (an existing link). */
  onRemove?: () => void;
  removeLabel?: string;
  /** Radix's onCloseAutoFocus: preventDefault() there to send focus elsewhere than the opening button. */
  onClosed?: (event: Event) => void;
  /** Offer the media library's images too (an image's dialog): choosing one fills the URL and the text. */
  library?: boolean;
}

/** Asks for a link's or an image's address inside the editor, instead of the browser's prompt(). */
export function UrlDialog({ open, onOpenChange, onClosed, ...props }: UrlDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onClosed}>
        {/* Mounted only while open, so every opening starts from `initial`. */}
        {open && <UrlForm {...props} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function UrlForm({
  title,
  description,
  urlLabel,
  textLabel,
  initial,
  submitLabel,
  invalidMessage,
  isValid,
  onSubmit,
  onRemove,
  removeLabel = 'Remove',
  library,
  onCancel,
}: Omit<UrlDialogProps, 'open' | 'onOpenChange' | 'onClosed'> & { onCancel: () => void }) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const [error, setError] = useState<string>();
  const urlId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to the form around the editor.
    event.stopPropagation();
    const trimmed = url.trim();
    if (!isValid(trimmed)) {
      setError(invalidMessage);
      document.getElementById(urlId)?.focus();
      return;
    }
    onSubmit({ url: trimmed, text: text.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <FormField id={urlId} label={urlLabel} error={error}>
        <Input
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(undefined);
          }}
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          autoFocus
        />
      </FormField>
      {library && (
        <MediaPickerButton
          onChoose={(item) => {
            setUrl(pickedUrl(item));
            setText(item.altText);
            setError(undefined);
          }}
        />
      )}
      {textLabel && (
        <FormField label={textLabel}>
          <Input value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" />
        </FormField>
      )}
      <DialogFooter>
        {onRemove && (
          <Button variant="outline" className="sm:mr-auto" onClick={onRemove}>
            {removeLabel}
          </Button>
        )}
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{submitLabel}</Button>
      </DialogFooter>
    </form>
  );
}
