import { useId, useState } from 'react';
import { callProblem } from '../../../core/api/rest-problem.ts';
import { fileRefusal } from '../model/backlink-errors.ts';
import { STEP_FILE_ACCEPT, stepFileProblem, type StepFileProblem } from '../model/backlink-files.ts';
import { fieldClass } from '../../../review-kit/actions/dialog-field.tsx';
import { DialogButtons, DialogNotes } from '../../../review-kit/images/image-dialog-parts.tsx';
import { FileField, UploadProgressBar } from '../../../review-kit/upload/upload-parts.tsx';
import { useFileUpload } from '../../../review-kit/upload/use-file-upload.ts';
import { reasonOf, SAVE_TEXTS } from '../backlinks-texts.ts';
import { StepDialogFrame, type StepDialogProps } from './step-dialog-frame.tsx';
import { useSaveStep } from './use-step-mutations.ts';

const problemText = (name: string, problem: StepFileProblem) =>
  problem.kind === 'type'
    ? SAVE_TEXTS.wrongType(name, problem.type)
    : problem.kind === 'empty'
      ? SAVE_TEXTS.empty(name)
      : SAVE_TEXTS.tooLarge(name);

function refusalText(error: Error): string {
  const refusal = fileRefusal(error);
  if (refusal === 'tooLarge') return SAVE_TEXTS.refusedTooLarge;
  if (refusal === 'type') return SAVE_TEXTS.refusedType;
  return SAVE_TEXTS.failed(reasonOf(callProblem(error).detail));
}

/**
 * Saves a started step with the file that shows it is done: the file is checked as the service checks it as soon as
 * it is chosen and again before it is sent, a bar shows how much has gone, Cancel stops the bytes, and a refusal
 * keeps the dialog and the chosen file.
 */
export function SaveStepDialog({ open, onOpenChange, clientId, step, onDone }: StepDialogProps) {
  const fileId = useId();
  const noteId = useId();
  const errorId = useId();
  const { file, setFile, problem, setProblem, progress, setProgress, begin, landed, cancel } = useFileUpload();
  const [note, setNote] = useState('');
  const close = () => {
    cancel();
    save.reset();
    setNote('');
    onOpenChange(false);
  };
  const save = useSaveStep(
    clientId,
    () => SAVE_TEXTS.done(step.kind),
    () => {
      landed();
      (onDone ?? close)();
    },
  );
  const failure = problem ?? (save.error && !callProblem(save.error).aborted ? refusalText(save.error) : null);
  const check = (chosen: File | null) => {
    const invalid = chosen ? stepFileProblem(chosen) : null;
    return chosen && invalid ? problemText(chosen.name, invalid) : null;
  };
  const submit = () => {
    if (!file) return setProblem(SAVE_TEXTS.required);
    const invalid = check(file);
    if (invalid) return setProblem(invalid);
    save.mutate({ stepId: step.id, file, note, onProgress: setProgress, signal: begin(file) });
  };
  return (
    <StepDialogFrame open={open} title={SAVE_TEXTS.title(step.kind)} description={SAVE_TEXTS.description} onClose={close} onSubmit={submit}>
      <FileField
        id={fileId}
        label={SAVE_TEXTS.file}
        accept={STEP_FILE_ACCEPT}
        disabled={save.isPending}
        problemId={failure ? errorId : null}
        onChoose={(chosen) => {
          setFile(chosen);
          save.reset();
          setProblem(check(chosen));
        }}
      />
      <div className="space-y-1">
        <label htmlFor={noteId} className="block text-sm font-medium">
          {SAVE_TEXTS.note}
        </label>
        <textarea
          id={noteId}
          rows={2}
          maxLength={2000}
          value={note}
          disabled={save.isPending}
          className={fieldClass}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
      </div>
      {save.isPending && file ? <UploadProgressBar fileName={file.name} progress={progress} texts={SAVE_TEXTS} /> : null}
      <DialogNotes failure={failure} failureId={errorId} />
      <DialogButtons pending={save.isPending} label={SAVE_TEXTS.submit} onCancel={close} />
    </StepDialogFrame>
  );
}
