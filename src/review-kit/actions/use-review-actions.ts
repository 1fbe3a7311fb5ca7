import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActionResult } from '../../core/review/review-mutations.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { showErrorToast, showSuccessToast } from '../../ui/toasts/toast.ts';
import type { ReviewClient } from '../review-client.ts';
import type { ActionItem, ActionsSpec, OnActionDone } from './actions-spec.ts';

/**
 * The actions a person may take on an item and one way to take them: `choose` opens the action's dialog, or
 * runs it at once when it asks for nothing. A success toasts the service's message; a failure stays in the
 * open dialog (what was typed is kept) or, without one, toasts the service's reason.
 */
export function useReviewActions<A extends string, T extends ActionItem>(
  spec: ActionsSpec<A, T>,
  item: T,
  client: ReviewClient,
  pageType: string,
  onDone?: OnActionDone<A, T>,
) {
  const session = useSession();
  const [dialogAction, setDialogAction] = useState<A | null>(null);
  const mutation = useMutation<ActionResult, Error, { action: A; input: unknown }>({
    mutationFn: ({ action, input }) =>
      spec.run(session, action, item, input, { clientId: client.clientId, clientName: client.clientName, pageType }),
    onSuccess: (result, { action }) => {
      setDialogAction(null);
      void showSuccessToast(result.message);
      onDone?.(action, item, result);
    },
    onError: (error, { action }) => {
      if (!spec.withDialog.has(action)) void showErrorToast(error.message);
    },
  });

  const choose = (action: A) => {
    mutation.reset();
    if (spec.withDialog.has(action)) setDialogAction(action);
    else mutation.mutate({ action, input: {} });
  };

  return {
    offered: spec.offeredFor(client.roles, item),
    choose,
    dialogAction,
    closeDialog: () => setDialogAction(null),
    submit: (input: unknown) => dialogAction && mutation.mutate({ action: dialogAction, input }),
    pending: mutation.isPending,
    pendingAction: mutation.isPending ? mutation.variables?.action : undefined,
    error: mutation.error,
  };
}
