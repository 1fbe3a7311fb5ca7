import { callProblem } from '../../../core/api/rest-problem.ts';
import { DialogButtons, DialogNotes } from '../../../review-kit/images/image-dialog-parts.tsx';
import { reasonOf, START_TEXTS } from '../backlinks-texts.ts';
import { StepDialogFrame, type StepDialogProps } from './step-dialog-frame.tsx';
import { useStartStep } from './use-step-mutations.ts';

/** Asks before a step starts (the firm sees it in progress from then on); a refusal keeps the dialog open and says why. */
export function StartStepDialog({ open, onOpenChange, clientId, step, onDone }: StepDialogProps) {
  const close = () => {
    start.reset();
    onOpenChange(false);
  };
  const start = useStartStep(clientId, () => START_TEXTS.done(step.kind), onDone ?? close);
  const failure = start.error ? START_TEXTS.failed(reasonOf(callProblem(start.error).detail)) : null;
  return (
    <StepDialogFrame
      open={open}
      title={START_TEXTS.title(step.kind)}
      description={START_TEXTS.description}
      onClose={close}
      onSubmit={() => start.mutate(step.id)}
    >
      <DialogNotes failure={failure} />
      <DialogButtons pending={start.isPending} label={START_TEXTS.submit} onCancel={close} />
    </StepDialogFrame>
  );
}
