import type { ReactNode } from 'react';
import { Button } from '../primitives/button.tsx';
import { BusyButton } from './busy-button.tsx';
import { FormProblem } from './form-problem.tsx';
import type { ServiceAction } from './use-service-action.ts';

export interface ConfirmActionsProps {
  action: ServiceAction;
  confirmLabel: string;
  /** The confirm button's text while the action is under way ("Deleting…"). */
  pendingLabel: string;
  /** Not yet confirmable (what the action will do is still being found out). */
  confirmDisabled?: boolean;
  cancelLabel: string;
  onCancel: () => void;
  /** Before Cancel: a way back to an earlier step. */
  back?: ReactNode;
}

/**
 * The end of a confirmation: the refusal, if the service gave one, then Cancel, focused so that a hasty Enter
 * does not act, and the button that acts, held while the service answers.
 */
export function ConfirmActions({ action, confirmLabel, pendingLabel, confirmDisabled, cancelLabel, onCancel, back }: ConfirmActionsProps) {
  return (
    <>
      <FormProblem problem={action.problem} />
      <div className="flex flex-wrap justify-end gap-2">
        {back}
        <Button variant="outline" autoFocus onClick={onCancel} disabled={action.pending}>
          {cancelLabel}
        </Button>
        <BusyButton
          busy={action.pending}
          label={confirmLabel}
          busyLabel={pendingLabel}
          disabled={confirmDisabled}
          onClick={() => void action.run()}
        />
      </div>
    </>
  );
}
