import { useId, useRef, useState } from 'react';
import type { UploadProgress } from '../../core/api/upload-progress.ts';
import { ACCEPTED_IMAGE_TYPES, imageFileProblem, type ImageFileProblem } from '../../core/social/social-image-rules.ts';
import { Dialog } from '../../ui/primitives/dialog.tsx';
import { DialogButtons, DialogNotes, type ImageDialogProps } from './image-dialog-parts.tsx';
import { POST_IMAGE_TEXTS, UPLOAD_TEXTS } from './post-image-texts.ts';
import { useImageChange } from './use-image-change.ts';

export interface ImageUploadDialogProps extends ImageDialogProps {
  postId: string;
}

const problemText = (name: string, problem: ImageFileProblem) =>
  problem.kind === 'type' ? UPLOAD_TEXTS.notAnImage(name, problem.type) : problem.kind === 'empty' ? UPLOAD_TEXTS.empty(name) : UPLOAD_TEXTS.tooLarge(name, problem.bytes);

/**
 * Uploads a person's own picture for one post: the file is checked as the service checks it before it is sent,
 * a bar shows how much has gone, and a refusal keeps the dialog and the chosen file so nothing is picked twice.
 */
export function ImageUploadDialog({ open, onOpenChange, clientId, postId, network, notice }: ImageUploadDialogProps) {
  const fieldId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Cancel while the bytes travel stops them: otherwise the picture would change after the person said no.
  const sending = useRef<AbortController | null>(null);
  const close = () => {
    sending.current?.abort();
    sending.current = null;
    upload.reset();
    setFile(null);
    setProblem(null);
    setProgress(null);
    onOpenChange(false);
  };
  const upload = useImageChange(clientId, close);
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  const failure = problem ?? (upload.error ? POST_IMAGE_TEXTS.failed(upload.error.message) : null);
  const submit = () => {
    if (!file) return setProblem(UPLOAD_TEXTS.required);
    const invalid = imageFileProblem(file);
    if (invalid) return setProblem(problemText(file.name, invalid));
    setProblem(null);
    setProgress({ loaded: 0, total: file.size });
    sending.current = new AbortController();
    upload.mutate({ kind: 'upload', postId, file, onProgress: setProgress, signal: sending.current.signal });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={UPLOAD_TEXTS.title(network)} description={UPLOAD_TEXTS.description}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {notice ? <p className="text-sm">{notice}</p> : null}
        <div className="space-y-1">
          <label htmlFor={fieldId} className="block text-sm font-medium">
            {UPLOAD_TEXTS.file}
          </label>
          <input
            id={fieldId}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            disabled={upload.isPending}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? errorId : undefined}
            className="block w-full min-w-0 text-sm file:mr-3 file:rounded-fp file:border file:border-fp-border file:bg-fp-background file:px-3 file:py-1.5"
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              setProblem(null);
              upload.reset();
            }}
          />
        </div>
        {upload.isPending && file ? (
          <div className="space-y-1" data-slot="upload-progress">
            <progress max={100} value={percent} aria-label={UPLOAD_TEXTS.progressLabel(file.name)} className="h-2 w-full" />
            <p role="status" className="text-xs text-fp-muted">
              {percent < 100 ? UPLOAD_TEXTS.sent(percent) : UPLOAD_TEXTS.processing}
            </p>
          </div>
        ) : null}
        <DialogNotes failure={failure} failureId={errorId} />
        <DialogButtons pending={upload.isPending} label={UPLOAD_TEXTS.submit} onCancel={close} />
      </form>
    </Dialog>
  );
}
