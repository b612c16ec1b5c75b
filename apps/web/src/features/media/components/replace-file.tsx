import { useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useFormContext } from 'react-hook-form';
import { mediaPaths, type MediaItem } from '@cms/contract';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { buildPath, errorMessage } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload';
import { cn } from '@/lib/utils';
import { MEDIA_ACCEPT, MEDIA_HINT, mediaResource } from '../api';
import { MediaPreview } from './media-preview';

/**
 * Edit Media's file: a preview of it and, for a file the library stored, its replacement by an
 * upload (not an address to type over). The form then holds the new file's address and type, so
 * that Update Media keeps it.
 */
export function MediaFilePreview({ item }: { item: MediaItem }) {
  const id = useId();
  const [current, setCurrent] = useState(item);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string>();
  const [replaced, setReplaced] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const form = useFormContext();
  const queryClient = useQueryClient();

  async function replace(file: File) {
    setProblem(undefined);
    setReplaced(false);
    setProgress(0);
    controller.current = new AbortController();
    const body = new FormData();
    body.append('file', file);
    try {
      const saved = await uploadWithProgress<MediaItem>(buildPath(mediaPaths.replaceFile, { id: item.id }), body, {
        method: 'PUT',
        onProgress: setProgress,
        signal: controller.current.signal,
        timeoutMs: 120_000,
      });
      setCurrent(saved);
      setReplaced(true);
      form.setValue('mediaUrl', saved.mediaUrl);
      form.setValue('mediaType', saved.mediaType);
      queryClient.setQueryData(mediaResource.keys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: mediaResource.keys.all });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setProgress(null);
    }
  }

  const stored = current.mimeType !== null;
  return (
    <section aria-label="File" className="grid gap-2 rounded-md border p-3">
      <h2 className="text-sm font-medium">File</h2>
      <MediaPreview item={current} />
      {stored && (
        <div className="grid gap-2">
          <input
            id={`${id}-file`}
            type="file"
            accept={MEDIA_ACCEPT}
            className="peer sr-only"
            aria-describedby={`${id}-hint`}
            disabled={progress !== null}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void replace(file);
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className={cn(
              buttonVariants({ variant: 'outline' }),
              'w-fit cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2',
            )}
          >
            Replace file
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {MEDIA_HINT}
          </p>
          {progress !== null && (
            <Progress value={Math.round(progress * 100)} aria-label="Upload of the new file" className="max-w-xs" />
          )}
          {replaced && (
            <p className="text-sm text-green-700" aria-live="polite">
              File replaced
            </p>
          )}
          {problem && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
