import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { refreshClient } from '../../../../core/review/review-mutations.ts';
import { withDecisions, type ChangeDecision } from '../../model/seo-decisions.ts';
import type { SeoChange, SeoJob } from '../../api/seo-job-query.ts';
import { seoKeys } from '../../api/seo-keys.ts';
import { decideSeoChanges, type DecidedChanges } from '../../api/seo-review-calls.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { showErrorToast } from '../../../../ui/toasts/toast.ts';
import { DECISION_TEXTS } from '../../seo-review-texts.ts';
import { fieldLabel } from '../../seo-texts.ts';

/** A decision the service refused: which changes it was about, and what the person is told. */
export interface DecisionFailure {
  changeIds: readonly string[];
  message: string;
}

const decideKey = (jobId: string) => ['seo-decide', jobId] as const;

/** The cached job's changes with `changes` put in place of the ones of the same id. */
const replaceChanges = (job: SeoJob | undefined, changes: readonly Partial<SeoChange>[]): SeoJob | undefined => {
  if (!job) return job;
  const byId = new Map(changes.map((change) => [change.id, change]));
  return { ...job, changes: job.changes.map((change) => ({ ...change, ...(byId.get(change.id) ?? {}) })) };
};

/**
 * The firm's decisions on a job's changes, each saved to the service at once. The page shows a decision before the
 * service answers; if the service refuses, the changes it was about go back to what they were (only those: a
 * later decision on another change stays), and the person is told why, in a toast and beside the change.
 * When the last decision in flight settles, everything of the client is refreshed (the board's counts).
 */
export function useSeoDecisions(clientId: string, job: Pick<SeoJob, 'id' | 'changes'>) {
  const session = useSession();
  const queryClient = useQueryClient();
  const key = seoKeys.detail(clientId, job.id);
  const [failure, setFailure] = useState<DecisionFailure | null>(null);
  // The newest decision taken on each change: an answer (or a rollback) about an older one must not cover it.
  const newest = useRef(new Map<string, number>());
  const taken = useRef(0);
  const stillNewest = <C extends { id: string }>(changes: readonly C[], turn: number) =>
    changes.filter((change) => newest.current.get(change.id) === turn);
  const mutation = useMutation<DecidedChanges, Error, readonly ChangeDecision[], { previous: SeoChange[]; turn: number }>({
    mutationKey: decideKey(job.id),
    // One at a time, in the order taken: the service keeps the last decision it receives on a change.
    scope: { id: `seo-decide-${job.id}` },
    mutationFn: (decisions) => decideSeoChanges(session, job.id, decisions, job.changes),
    onMutate: async (decisions) => {
      setFailure(null);
      await queryClient.cancelQueries({ queryKey: key });
      const turn = (taken.current += 1);
      for (const decision of decisions) newest.current.set(decision.changeId, turn);
      const ids = new Set(decisions.map((decision) => decision.changeId));
      const previous = (queryClient.getQueryData<SeoJob>(key)?.changes ?? []).filter((change) => ids.has(change.id));
      queryClient.setQueryData<SeoJob>(key, (current) => current && withDecisions(current, decisions));
      return { previous, turn };
    },
    onError: (error, decisions, context) => {
      if (context) queryClient.setQueryData<SeoJob>(key, (current) => replaceChanges(current, stillNewest(context.previous, context.turn)));
      const changeIds = decisions.map((decision) => decision.changeId);
      const only = decisions.length === 1 ? job.changes.find((change) => change.id === changeIds[0]) : undefined;
      const message = only ? DECISION_TEXTS.notSaved(fieldLabel(only.field), error.message) : DECISION_TEXTS.notSavedMany(error.message);
      setFailure({ changeIds, message });
      void showErrorToast(message);
    },
    onSuccess: (answer, _decisions, context) => {
      queryClient.setQueryData<SeoJob>(key, (current) => replaceChanges(current, stillNewest(answer.changes, context.turn)));
    },
    onSettled: async () => {
      // A refetch while another decision is on its way would show the older answer over the newer decision.
      if (queryClient.isMutating({ mutationKey: decideKey(job.id) }) <= 1) await refreshClient(session, clientId);
    },
  });
  // Every decision on its way, not only the last one taken.
  const inFlight = useMutationState({
    filters: { mutationKey: decideKey(job.id), status: 'pending' },
    select: (entry) => entry.state.variables as readonly ChangeDecision[] | undefined,
  });
  const pending = new Set(inFlight.flatMap((decisions) => (decisions ?? []).map((decision) => decision.changeId)));
  const { mutateAsync } = mutation;
  // Stable, so the memoized rows re-render only when their own change does.
  const decide = useCallback(
    (decisions: readonly ChangeDecision[]) =>
      mutateAsync(decisions).then(
        () => true,
        () => false,
      ),
    [mutateAsync],
  );
  return { decide, pending, failure };
}
