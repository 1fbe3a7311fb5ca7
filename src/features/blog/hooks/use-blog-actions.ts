import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { blogActionsFor, type BlogAction } from '../../../core/blog/blog-actions.ts';
import { runBlogAction, type ActionTarget, type BlogActionInput, type BlogActionResult } from '../../../core/blog/blog-mutations.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { showErrorToast, showSuccessToast } from '../../../ui/toasts/toast.ts';
import type { BlogClient } from './use-blog-client.ts';

/** A job as the actions need it: what decides what is offered, and what the calls send. */
export type ActionJob = ActionTarget & { status: string; wordPressPostId?: string | null };

/** Actions that ask for something (a date, a reason, instructions) or confirmation before they run. */
export const ACTIONS_WITH_DIALOG: ReadonlySet<BlogAction> = new Set([
  'approve',
  'requestChanges',
  'moveToExternalReview',
  'regenerate',
  'rewrite',
  'saveManualAppBuilderPublish',
  'deleteWordPressPost',
]);

/** What a page around the board or the post hears of: a post approved, or changes requested on it. */
export interface ReviewOutcomeHandlers {
  onApproved?: (jobId: string) => void;
  onChangesRequested?: (jobId: string) => void;
}

/** Passes an action's outcome on to the page around, when it is one the page hears of. */
export function reportReviewOutcome(action: BlogAction, jobId: string, handlers: ReviewOutcomeHandlers): void {
  if (action === 'approve') handlers.onApproved?.(jobId);
  if (action === 'requestChanges') handlers.onChangesRequested?.(jobId);
}

export type OnActionDone = (action: BlogAction, job: ActionJob, result: BlogActionResult) => void;

interface Variables {
  action: BlogAction;
  input: BlogActionInput<BlogAction>;
}

/**
 * The actions a person may take on a job and one way to take them: `choose` opens the action's dialog, or runs
 * it at once when it asks for nothing. A success toasts the service's message; a failure stays in the open
 * dialog (what was typed is kept) or, without one, toasts the service's reason.
 */
export function useBlogActions(job: ActionJob, client: BlogClient, pageType: string, onDone?: OnActionDone) {
  const session = useSession();
  const [dialogAction, setDialogAction] = useState<BlogAction | null>(null);
  const mutation = useMutation<BlogActionResult, Error, Variables>({
    mutationFn: ({ action, input }) => runBlogAction(session, action, job, input as never, { clientId: client.clientId, clientName: client.clientName, pageType }),
    onSuccess: (result, { action }) => {
      setDialogAction(null);
      void showSuccessToast(result.message);
      onDone?.(action, job, result);
    },
    onError: (error, { action }) => {
      if (!ACTIONS_WITH_DIALOG.has(action)) void showErrorToast(error.message);
    },
  });

  const choose = (action: BlogAction) => {
    mutation.reset();
    if (ACTIONS_WITH_DIALOG.has(action)) setDialogAction(action);
    else mutation.mutate({ action, input: {} as never });
  };

  return {
    offered: blogActionsFor(client.roles, job),
    choose,
    dialogAction,
    closeDialog: () => setDialogAction(null),
    submit: (input: BlogActionInput<BlogAction>) => dialogAction && mutation.mutate({ action: dialogAction, input }),
    pending: mutation.isPending,
    pendingAction: mutation.isPending ? mutation.variables?.action : undefined,
    error: mutation.error,
  };
}
