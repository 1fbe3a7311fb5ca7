import { useCallback, useRef, useState } from 'react';
import { refusalOf } from '../../core/api/refusal.ts';
import { showSuccessToast } from '../toasts/toast.ts';

export interface ConfirmedAction {
  /** Takes the action once (a second press while it runs sends nothing). */
  confirm: () => Promise<void>;
  pending: boolean;
  /** The service's refusal, in its words, until the next try. */
  problem: string | null;
  clearProblem: () => void;
}

/**
 * The action behind a confirmation: held while the service answers, the service's message (when it resolves
 * with one) as a toast once it is done (then `onDone`), and its refusal kept for the dialog to show where the person acted.
 */
export function useConfirmedAction(action: () => Promise<string | void>, onDone: () => void): ConfirmedAction {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const confirm = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    setProblem(null);
    try {
      const message = await action();
      onDone();
      if (message) void showSuccessToast(message);
    } catch (error) {
      setProblem(refusalOf(error).message);
    } finally {
      sending.current = false;
      setPending(false);
    }
  }, [action, onDone]);
  return { confirm, pending, problem, clearProblem: useCallback(() => setProblem(null), []) };
}
