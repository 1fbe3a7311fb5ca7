import { useMutation } from '@tanstack/react-query';
import { editStep, saveStep, startStep, type StepEdit, type StepSave } from '../api/backlink-calls.ts';
import { backlinkKeys } from '../api/backlink-keys.ts';
import type { BacklinkJob, BacklinkStep } from '../model/backlink-types.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { showSuccessToast } from '../../../ui/toasts/toast.ts';

/**
 * Staff's changes to a step. On success a toast says what was done and every backlinks query of the client refreshes
 * (the board's progress, the job's links, its steps); a failure stays on the mutation for the open dialog to show,
 * with what was typed or chosen kept.
 */
function useStepChange<V>(
  clientId: string,
  call: (variables: V) => Promise<BacklinkStep>,
  doneText: (step: BacklinkStep) => string,
  onDone?: () => void,
) {
  const session = useSession();
  return useMutation<BacklinkStep, Error, V>({
    mutationFn: call,
    onSuccess: async (step) => {
      void showSuccessToast(doneText(step));
      await session.queryClient.invalidateQueries({ queryKey: backlinkKeys.client(clientId) });
      onDone?.();
    },
  });
}

export function useStartStep(clientId: string, doneText: (step: BacklinkStep) => string, onDone?: () => void) {
  const session = useSession();
  return useStepChange(clientId, (stepId: string) => startStep(session, stepId), doneText, onDone);
}

export function useEditStep(clientId: string, doneText: (step: BacklinkStep) => string, onDone?: () => void) {
  const session = useSession();
  return useStepChange(
    clientId,
    ({ step, edit, job }: { step: BacklinkStep; edit: StepEdit; job: Pick<BacklinkJob, 'referringSite' | 'liveUrl'> }) =>
      editStep(session, step, edit, job),
    doneText,
    onDone,
  );
}

export function useSaveStep(clientId: string, doneText: (step: BacklinkStep) => string, onDone?: () => void) {
  const session = useSession();
  return useStepChange(clientId, (save: StepSave) => saveStep(session, save), doneText, onDone);
}
