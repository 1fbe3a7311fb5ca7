import { useId, useRef, useState } from 'react';
import type { UploadProgress } from '../../core/api/upload-progress.ts';
import { callProblem, fileRefusal } from '../../core/backlinks/backlink-errors.ts';
import { STEP_FILE_ACCEPT, stepFileProblem, type StepFileProblem } from '../../core/backlinks/backlink-files.ts';
import { fieldClass } from '../../review-kit/actions/dialog-field.tsx';
import { DialogButtons, DialogNotes } from '../../review-kit/posts/image-dialog-parts.tsx';
import { Dialog } from '../../ui/primitives/dialog.tsx';
import { reasonOf, SAVE_TEXTS } from './backlinks-texts.ts';
import type { StepDialogProps } from './start-step-dialog.tsx';
import { useSaveStep } from './use-step-mutations.ts';

const problemText = (name: string, problem: StepFileProblem) =>
  problem.kind === 'type' ? SAVE_TEXTS.wrongType(name, problem.type) : problem.kind === 'empty' ? SAVE_TEXTS.empty(name) : SAVE_TEXTS.tooLarge(name);

function refusalText(error: Error): string {
  const refusal = fileRefusal(error);
  if (refusal === 'tooLarge') return SAVE_TEXTS.refusedTooLarge;
  if (refusal === 'type') return SAVE_TEXTS.refusedType;
  return SAVE_TEXTS.failed(reasonOf(callProblem(error).detail));
}

/**
 * Saves a started step with the file that shows it is done: the file is checked as the service checks it before it
 * is sent, a bar shows how much has gone, Cancel stops the bytes, and a refusal keeps the dialog and the chosen file.
 */
export function SaveStepDialog({ open, onOpenChange, clientId, step, onDone }: StepDialogProps) {
  const fileId = useId();
  const noteId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  // Cancel while the bytes travel stops them: otherwise the step would complete after the person said no.
  const sending = useRef<AbortController | null>(null);
  const close = () => {
    sending.current?.abort();
    sending.current = null;
    save.reset();
    setFile(null);
    setNote('');
    setProblem(null);
    setProgress(null);
    onOpenChange(false);
  };
  const save = useSaveStep(clientId, () => SAVE_TEXTS.done(step.kind), () => {
    sending.current = null;
    (onDone ?? close)();
  });
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;
  const failure = problem ?? (save.error && !callProblem(save.error).aborted ? refusalText(save.error) : null);
  const submit = () => {
    if (!file) return setProblem(SAVE_TEXTS.required);
    const invalid = stepFileProblem(file);
    if (invalid) return setProblem(problemText(file.name, invalid));
    setProblem(null);
    setProgress({ loaded: 0, total: file.size });
    sending.current = new AbortController();
    save.mutate({ stepId: step.id, file, note, onProgress: setProgress, signal: sending.current.signal });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={SAVE_TEXTS.title(step.kind)} description={SAVE_TEXTS.description}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="space-y-1">
          <label htmlFor={fileId} className="block text-sm font-medium">
            {SAVE_TEXTS.file}
          </label>
          <input
            id={fileId}
            type="file"
            accept={STEP_FILE_ACCEPT}
            disabled={save.isPending}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? errorId : undefined}
            className="block w-full min-w-0 text-sm file:mr-3 file:rounded-fp file:border file:border-fp-border file:bg-fp-background file:px-3 file:py-1.5"
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              save.reset();
              // Said at once, before the person presses Save.
              const invalid = chosen ? stepFileProblem(chosen) : null;
              setProblem(chosen && invalid ? problemText(chosen.name, invalid) : null);
            }}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={noteId} className="block text-sm font-medium">
            {SAVE_TEXTS.note}
          </label>
          <textarea id={noteId} rows={2} maxLength={2000} value={note} disabled={save.isPending} className={fieldClass} onChange={(event) => setNote(event.currentTarget.value)} />
        </div>
        {save.isPending && file ? (
          <div className="space-y-1" data-slot="upload-progress">
            <progress max={100} value={percent} aria-label={SAVE_TEXTS.progressLabel(file.name)} className="h-2 w-full" />
            <p role="status" className="text-xs text-fp-muted">
              {percent < 100 ? SAVE_TEXTS.sent(percent) : SAVE_TEXTS.processing}
            </p>
          </div>
        ) : null}
        <DialogNotes failure={failure} failureId={errorId} />
        <DialogButtons pending={save.isPending} label={SAVE_TEXTS.submit} onCancel={close} />
      </form>
    </Dialog>
  );
}
