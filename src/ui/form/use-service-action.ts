import { useCallback, useRef, useState } from 'react';
import { refusalOf } from '../../core/api/refusal.ts';
import { showSuccessToast } from '../toasts/toast.ts';

export interface ServiceAction<A extends unknown[] = []> {
  /** Takes the action once (a second press while it runs sends nothing). */
  run: (...args: A) => Promise<void>;
  pending: boolean;
  /** The service's refusal, in its words, until the next try. */
  problem: string | null;
  clearProblem: () => void;
}

/**
 * An action sent to the service from a button (a confirmation's, or one that acts at once): held while the
 * service answers, the service's message (when it resolves with one) as a toast once it is done (after `onDone`),
 * and its refusal kept to show where the person acted. A ref holds it: a quick second press comes before React
 * re-renders.
 */
export function useServiceAction<A extends unknown[] = []>(
  action: (...args: A) => Promise<string | void>,
  onDone?: () => void,
): ServiceAction<A> {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const run = useCallback(
    async (...args: A) => {
      if (sending.current) return;
      sending.current = true;
      setPending(true);
      setProblem(null);
      try {
        const message = await action(...args);
        onDone?.();
        if (message) void showSuccessToast(message);
      } catch (error) {
        setProblem(refusalOf(error).message);
      } finally {
        sending.current = false;
        setPending(false);
      }
    },
    [action, onDone],
  );
  return { run, pending, problem, clearProblem: useCallback(() => setProblem(null), []) };
}
