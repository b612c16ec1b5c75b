import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Trash2, Upload } from 'lucide-react';
import type { Profile } from '@cms/contract';
import { CancelAndDo } from '@/components/form/form-actions';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/lib/toast';
import { useRemoveAvatar, useUploadAvatar } from '../api';
import { AVATAR_ACCEPT, avatarFileProblem } from '../avatar-file';

interface Selection {
  file: File;
  /** A data: URL of the file (the server's CSP allows data: images, not blob:); null while reading. */
  previewUrl: string | null;
}

/** Choose a picture, check it, preview it, upload it with a progress bar; or remove the current one. */
export function AvatarUploader({ profile }: { profile: Profile }) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  const clear = () => {
    setSelection(null);
    setProgress(0);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setProgress(0);
    const reason = file && avatarFileProblem(file);
    setProblem(reason);
    if (!file || reason) {
      setSelection(null);
      event.target.value = '';
      return;
    }
    setSelection({ file, previewUrl: null });
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const previewUrl = typeof reader.result === 'string' ? reader.result : null;
      // Only if this is still the chosen file.
      setSelection((current) => (current?.file === file ? { file, previewUrl } : current));
    });
    reader.readAsDataURL(file);
  };

  const send = () => {
    if (!selection || upload.isPending) return;
    setProgress(0);
    upload.mutate(
      { file: selection.file, onProgress: setProgress },
      {
        onSuccess: () => {
          clear();
          toast({
            variant: 'success',
            title: 'Profile Picture Updated',
            description: 'Your new profile picture is shown.',
          });
        },
      },
    );
  };

  const uploading = upload.isPending;
  const percent = Math.round(progress * 100);
  return (
    <div className="grid gap-3">
      <FormField
        label="Profile picture"
        description="PNG, JPEG, WebP or GIF, at most 2 MB."
        error={problem}
        className="max-w-sm"
      >
        <Input ref={inputRef} type="file" accept={AVATAR_ACCEPT} onChange={choose} disabled={uploading} />
      </FormField>

      {selection && (
        <div className="flex flex-wrap items-center gap-4 rounded-lg border p-3">
          <ChosenPicture selection={selection} percent={uploading ? percent : undefined} />
          <CancelAndDo
            onCancel={clear}
            onClick={send}
            busy={uploading}
            label="Upload"
            busyLabel="Uploading..."
            icon={<Upload aria-hidden="true" />}
            className="flex gap-2"
          />
        </div>
      )}

      {profile.avatar && !selection && (
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="w-fit">
              <Trash2 aria-hidden="true" />
              Remove Picture
            </Button>
          }
          title="Remove your profile picture?"
          description="Your initial will be shown instead."
          confirmLabel="Remove"
          onConfirm={() =>
            remove.mutateAsync().then(() =>
              toast({
                variant: 'success',
                title: 'Profile Picture Removed',
                description: 'Your profile picture has been removed.',
              }),
            )
          }
        />
      )}
    </div>
  );
}

/** The chosen file: its preview (once read), its name and, while it uploads, how far it is. */
function ChosenPicture({ selection, percent }: { selection: Selection; percent?: number }) {
  const progressLabelId = useId();
  return (
    <>
      {selection.previewUrl ? (
        <img
          src={selection.previewUrl}
          alt="Preview of the new profile picture"
          className="size-16 rounded-full border object-cover"
        />
      ) : (
        <div className="size-16 rounded-full border bg-muted" aria-hidden="true" />
      )}
      <div className="grid min-w-48 flex-1 gap-2">
        <p className="truncate text-sm">{selection.file.name}</p>
        {percent !== undefined && (
          <div className="grid gap-1">
            <Progress value={percent} aria-labelledby={progressLabelId} />
            <p id={progressLabelId} className="text-xs text-muted-foreground">
              Uploading... {percent}%
            </p>
          </div>
        )}
      </div>
    </>
  );
}
