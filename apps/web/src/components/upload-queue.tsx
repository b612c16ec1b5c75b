import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { CheckCircle2, Upload, X } from 'lucide-react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** A text asked of each file before it goes (its title, alt text, caption). */
export interface QueueField {
  name: string;
  label: string;
  /** Its message when left blank; optional fields have none. */
  required?: string;
  /** What it starts as for a file (a title from the file's name). */
  initial?: (file: File) => string;
  description?: string;
}

/**
 * Sends one file with its fields' values, reporting the share sent so far (0 to 1). `chosen` is the
 * file's place in the order the user chose files in (0 for the first file chosen on this screen),
 * whichever finishes first: an album keeps its photos in that order.
 */
export type SendFile = (
  file: File,
  values: Record<string, string>,
  progress: (fraction: number) => void,
  signal: AbortSignal,
  chosen: number,
) => Promise<unknown>;

interface Queued {
  key: string;
  /** Its place in the order the files were chosen in. */
  chosen: number;
  file: File;
  values: Record<string, string>;
  /** null before it goes, 0 to 1 while it goes. */
  progress: number | null;
  state: 'waiting' | 'sending' | 'done' | 'failed';
  problem?: string;
  /** The server's answer once sent (the new item). */
  sent?: unknown;
}

export interface UploadQueueProps {
  /** The drop area's heading and the file button ('Upload photos'). */
  label: string;
  /** The file input's `accept`. */
  accept: string;
  /** What may be sent ('JPEG, PNG, WebP, GIF or AVIF, up to 15 MB each'). */
  hint: string;
  fields: QueueField[];
  send: SendFile;
  /** Why a file cannot be sent, before it goes (its type or size); undefined when it can. */
  problemOf?: (file: File) => string | undefined;
  /** After each file that was sent (the list's invalidation). */
  onSent?: () => void;
  /**
   * Files go as soon as they are chosen or dropped (their fields' first values must do: a title from
   * the file's name), and a new choice clears the refusals of the last one.
   */
  sendAtOnce?: boolean;
  /** What a sent file shows instead of its fields: the new item (its thumbnail, its alt text to fill in). */
  renderSent?: (sent: unknown, file: File) => ReactNode;
}

/** The file's name without its extension, as a first title or caption. */
export const baseName = (file: File) =>
  file.name
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();

let counter = 0;

/**
 * Several files at once, chosen with the button or dropped on the area: each asks for its fields
 * (alt text, a caption) and then goes with a progress bar of its own; a failed one says why and
 * can be sent again, and leaving the screen stops what is under way.
 */
export function UploadQueue({
  label,
  accept,
  hint,
  fields,
  send,
  problemOf,
  onSent,
  sendAtOnce = false,
  renderSent,
}: UploadQueueProps) {
  const id = useId();
  const [queue, setQueue] = useState<Queued[]>([]);
  const [dragging, setDragging] = useState(false);
  const controllers = useRef(new Map<string, AbortController>());
  const chosenSoFar = useRef(0);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const change = (key: string, patch: Partial<Queued>) =>
    setQueue((items) => items.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = (files: FileList | File[] | null) => {
    const added = [...(files ?? [])].map((file): Queued => {
      const problem = problemOf?.(file);
      return {
        key: `file-${++counter}`,
        chosen: chosenSoFar.current++,
        file,
        values: Object.fromEntries(fields.map((field) => [field.name, field.initial?.(file) ?? ''])),
        progress: null,
        state: problem ? 'failed' : 'waiting',
        problem,
      };
    });
    // Sent files stay to show what they became when they go at once; earlier refusals go.
    const kept = (item: Queued) => (sendAtOnce ? item.state !== 'failed' : item.state !== 'done');
    setQueue((items) => [...items.filter(kept), ...added]);
    if (sendAtOnce) for (const item of added) if (item.state === 'waiting' && !missing(item)) void sendOne(item);
  };

  const missing = (item: Queued) => fields.find((field) => field.required && !item.values[field.name]?.trim());

  async function sendOne(item: Queued) {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    change(item.key, { state: 'sending', progress: 0, problem: undefined });
    try {
      const values = Object.fromEntries(Object.entries(item.values).map(([name, value]) => [name, value.trim()]));
      const sent = await send(
        item.file,
        values,
        (progress) => change(item.key, { progress }),
        controller.signal,
        item.chosen,
      );
      change(item.key, { state: 'done', progress: 1, sent });
      onSent?.();
    } catch (error) {
      if (!controller.signal.aborted)
        change(item.key, { state: 'failed', progress: null, problem: errorMessage(error) });
    } finally {
      controllers.current.delete(item.key);
    }
  }

  const sendable = queue.filter(
    (item) => item.state === 'waiting' || (item.state === 'failed' && !problemOf?.(item.file)),
  );
  const ready = sendable.length > 0 && sendable.every((item) => !missing(item));
  const sendAll = () => Promise.all(sendable.map((item) => sendOne(item)));

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div
        data-testid="upload-drop-area"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        <Upload className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 id={`${id}-title`} className="font-semibold">
          {label}
        </h2>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Drop files here or choose them. {hint}
        </p>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept={accept}
          className="peer sr-only"
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={`${id}-files`}
          className={cn(
            buttonVariants({ variant: 'outline' }),
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
          )}
        >
          Choose files
        </label>
      </div>

      {queue.length > 0 && (
        <ul aria-label="Files to upload" className="grid gap-3">
          {queue.map((item) => {
            const percent = Math.round((item.progress ?? 0) * 100);
            const blank = missing(item);
            return (
              <li key={item.key} data-testid="upload-item" className="grid gap-2 rounded-md border p-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate font-medium">{item.file.name}</span>
                  {item.state === 'done' ? (
                    <span className="flex items-center gap-1 text-sm text-green-700">
                      <CheckCircle2 className="size-4" aria-hidden="true" /> Uploaded
                    </span>
                  ) : (
                    item.state !== 'sending' && (
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setQueue((items) => items.filter((other) => other.key !== item.key))}
                      >
                        <X aria-hidden="true" />
                        Remove<span className="sr-only"> {item.file.name}</span>
                      </Button>
                    )
                  )}
                </div>
                {item.state === 'done' && renderSent?.(item.sent, item.file)}
                {item.state !== 'done' && !(sendAtOnce && item.state === 'sending') && (
                  <div className="grid gap-2 sm:grid-cols-2">
                    {fields.map((field) => {
                      const fieldId = `${id}-${item.key}-${field.name}`;
                      const invalid = blank === field && item.state === 'failed';
                      return (
                        <div key={field.name} className="grid gap-1">
                          <Label htmlFor={fieldId}>
                            {field.label}
                            <span className="sr-only"> for {item.file.name}</span>
                          </Label>
                          <Input
                            id={fieldId}
                            value={item.values[field.name] ?? ''}
                            disabled={item.state === 'sending'}
                            aria-invalid={invalid || undefined}
                            aria-describedby={field.description ? `${fieldId}-description` : undefined}
                            onChange={(event) =>
                              change(item.key, { values: { ...item.values, [field.name]: event.target.value } })
                            }
                          />
                          {field.description && (
                            <p id={`${fieldId}-description`} className="text-xs text-muted-foreground">
                              {field.description}
                            </p>
                          )}
                          {blank === field && <p className="text-xs font-medium text-destructive">{field.required}</p>}
                        </div>
                      );
                    })}
                  </div>
                )}
                {item.progress !== null && (
                  <div className="flex items-center gap-3">
                    <Progress
                      value={percent}
                      aria-label={`Upload of ${item.file.name}`}
                      className="max-w-xs"
                      data-testid="upload-progress"
                    />
                    <span className="text-sm text-muted-foreground" aria-live="polite">
                      {percent}%
                    </span>
                  </div>
                )}
                {item.problem && (
                  <p role="alert" className="text-sm font-medium text-destructive">
                    {item.problem}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {sendable.length > 0 && (
        <div>
          <Button onClick={() => void sendAll()} disabled={!ready}>
            <Upload aria-hidden="true" />
            Upload {sendable.length} {sendable.length === 1 ? 'file' : 'files'}
          </Button>
        </div>
      )}
    </section>
  );
}
