import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { ImageOff, Upload, X } from 'lucide-react';
import {
  isContentUrl,
  MAX_UPLOAD_BYTES,
  uploadsMessages,
  uploadsPaths,
  type MediaItem,
  type UploadResponse,
} from '@cms/contract';
import { Button, buttonVariants } from '@/components/ui/button';
import { MediaPickerButton, pickedUrl } from '@/components/media-picker';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload';
import { cn } from '@/lib/utils';

/** What POST /misc/cms/uploads accepts (the server checks the bytes again). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why a chosen file cannot be uploaded, in the server's words; undefined when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return uploadsMessages.fileType;
  if (file.size > MAX_UPLOAD_BYTES) return uploadsMessages.fileTooLarge;
  return undefined;
}

export interface ImageFieldProps {
  /** The id of the URL input. */
  id?: string;
  label: string;
  /** The image URL; '' for none. */
  value: string;
  onChange: (url: string) => void;
  invalid?: boolean;
  /** Ids of the caller's messages about this field (its validation error). */
  describedBy?: string;
  /** Called after `onChange` when the image was chosen from the media library (its alt text, say). */
  onPick?: (item: MediaItem) => void;
}

/**
 * An image for content (news, blog): type its address, or upload a file and get the server's URL,
 * with a progress bar while it goes. Shows a preview of what the URL points at.
 */
export function ImageField({ id, label, value, onChange, invalid, describedBy, onPick }: ImageFieldProps) {
  const generated = useId();
  const inputId = id ?? `image-${generated}`;
  const fileId = `${inputId}-file`;
  const hintId = `${inputId}-hint`;
  const problemId = `${inputId}-problem`;
  const progressId = `${inputId}-progress`;
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);

  // Leaving the form stops an upload under way.
  useEffect(() => () => upload.current?.abort(), []);

  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const reason = imageFileProblem(file);
    setProblem(reason);
    if (reason) {
      input.value = '';
      return;
    }
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    try {
      const body = new FormData();
      body.append('file', file);
      const { url } = await uploadWithProgress<UploadResponse>(uploadsPaths.uploads, body, {
        onProgress: setProgress,
        signal: controller.signal,
      });
      onChange(url);
    } catch (error) {
      if (!controller.signal.aborted) setProblem(`Upload failed: ${errorMessage(error)}`);
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setProgress(null);
      }
      input.value = '';
    }
  };

  const describedByIds = [describedBy, hintId, problem ? problemId : null].filter(Boolean).join(' ');
  const trimmed = value.trim();

  return (
    // Laid out by its own width, not the window's: beside a form in a narrow card (a staff member's
    // photo), in a dialog or on a phone, the address goes above the buttons, and the buttons wrap.
    <div data-slot="image-field" className="@container grid min-w-0 gap-2">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex flex-col gap-2 @xl:flex-row">
        <Input
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          disabled={uploading}
        />
        <div className="flex flex-wrap gap-2 @xl:shrink-0">
          {/* The real file input stays in the page for keyboards and screen readers; its label looks like a button. */}
          <input
            id={fileId}
            type="file"
            accept={IMAGE_ACCEPT}
            className="peer sr-only"
            disabled={uploading}
            aria-describedby={hintId}
            onChange={(event) => void choose(event)}
          />
          <label
            htmlFor={fileId}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:pointer-events-none peer-disabled:opacity-60',
            )}
          >
            <Upload aria-hidden="true" />
            Upload image
          </label>
          <MediaPickerButton
            disabled={uploading}
            onChoose={(item) => {
              onChange(pickedUrl(item));
              onPick?.(item);
            }}
          />
          {trimmed && !uploading && (
            <Button variant="ghost" onClick={() => onChange('')}>
              <X aria-hidden="true" />
              Remove<span className="sr-only"> {label}</span>
            </Button>
          )}
        </div>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        A web address (https://...), an image of the media library, or upload a JPEG, PNG, WebP or GIF image of at most
        10 MB.
      </p>
      {uploading && (
        <div className="flex items-center gap-3">
          <Progress value={percent} aria-labelledby={progressId} className="max-w-xs" />
          <span id={progressId} className="text-sm text-muted-foreground" aria-live="polite">
            Uploading... {percent}%
          </span>
          <Button variant="outline" size="sm" onClick={() => upload.current?.abort()}>
            Cancel upload
          </Button>
        </div>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
      {trimmed && isContentUrl(trimmed) && <ImagePreview key={trimmed} src={trimmed} label={label} />}
    </div>
  );
}

/** Keyed by its URL, so a new address gets a fresh try after a broken one. */
function ImagePreview({ src, label }: { src: string; label: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <div
        data-testid="image-preview-broken"
        className="flex h-32 w-48 flex-col items-center justify-center gap-1 rounded-md border border-dashed text-center text-xs text-muted-foreground"
      >
        <ImageOff className="size-6" aria-hidden="true" />
        The image could not be loaded
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={`${label} preview`}
      onError={() => setBroken(true)}
      className="h-32 w-fit max-w-full rounded-md border object-contain"
    />
  );
}
