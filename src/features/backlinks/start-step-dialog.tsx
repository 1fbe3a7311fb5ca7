import type { BacklinkStep } from '../../core/backlinks/backlink-types.ts';
import { callProblem } from '../../core/backlinks/backlink-errors.ts';
import { DialogButtons, DialogNotes } from '../../review-kit/posts/image-dialog-parts.tsx';
import { Dialog } from '../../ui/primitives/dialog.tsx';
import { reasonOf, START_TEXTS } from './backlinks-texts.ts';
import { useStartStep } from './use-step-mutations.ts';

export interface StepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  step: BacklinkStep;
  /** After the change succeeded (default: close). */
  onDone?: () => void;
}

/** Asks before a step starts (the firm sees it in progress from then on); a refusal keeps the dialog open and says why. */
export function StartStepDialog({ open, onOpenChange, clientId, step, onDone }: StepDialogProps) {
  const close = () => {
    start.reset();
    onOpenChange(false);
  };
  const start = useStartStep(clientId, () => START_TEXTS.done(step.kind), onDone ?? close);
  const failure = start.error ? START_TEXTS.failed(reasonOf(callProblem(start.error).detail)) : null;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title={START_TEXTS.title(step.kind)} description={START_TEXTS.description}>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate(step.id);
        }}
      >
        <DialogNotes failure={failure} />
        <DialogButtons pending={start.isPending} label={START_TEXTS.submit} onCancel={close} />
      </form>
    </Dialog>
  );
}
