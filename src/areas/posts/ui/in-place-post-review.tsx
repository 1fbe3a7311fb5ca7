import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SocialAction } from '../model/social-actions.ts';
import { socialPostQueryOptions } from '../api/social-post-query.ts';
import { POST_WAITING_STATUS } from '../model/waiting-status.ts';
import { cn } from '../../../ui/cn.ts';
import { useFocusHandoff } from '../../../ui/hooks/use-focus-handoff.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { Button } from '../../../ui/primitives/button.tsx';
import { showErrorToast } from '../../../ui/toasts/toast.ts';
import { ActionDialog } from '../../../review-kit/actions/action-dialog.tsx';
import type { ActionsSpec } from '../../../review-kit/actions/actions-spec.ts';
import { useReviewActions } from '../../../review-kit/actions/use-review-actions.ts';
import type { InPlaceReviewProps } from '../../../review-kit/define-area.ts';
import { POST_ACTIONS_SPEC, type PostActionJob } from './post-actions-spec.ts';

// Only the firm's verdict is taken in place; the staff's moves belong on the post page, beside the posts.
const IN_PLACE_ACTIONS: readonly SocialAction[] = ['approve', 'requestChanges'];
const IN_PLACE_SPEC: ActionsSpec<SocialAction, PostActionJob> = {
  ...POST_ACTIONS_SPEC,
  offeredFor: (roles, job) => POST_ACTIONS_SPEC.offeredFor(roles, job).filter((action) => IN_PLACE_ACTIONS.includes(action)),
};

/**
 * Approve and Request changes on a social media or Google Business Profile post from a list (Home's review
 * queue, the bell), with the post page's own dialogs. The lists know only that the job waits for the firm, so
 * that decides what is offered; choosing an action loads the job afresh, and the approval names the version of
 * each post as loaded then (a save in between is refused as a conflict, shown in the dialog).
 */
export function InPlacePostReview({ kind, jobId, client, pageType, label, onOutcome, focusAfter, className }: InPlaceReviewProps) {
  const session = useSession();
  const group = useRef<HTMLDivElement>(null);
  const [job, setJob] = useState<PostActionJob | null>(null);
  const waiting: PostActionJob = { id: jobId, topic: '', status: POST_WAITING_STATUS, posts: [] };
  const actions = useReviewActions(IN_PLACE_SPEC, job ?? waiting, client, pageType, (action) => {
    const outcome = IN_PLACE_SPEC.outcomeOf(action);
    if (outcome) onOutcome?.(kind, outcome, jobId);
  });
  const loading = useMutation({
    mutationFn: (_action: SocialAction) =>
      session.queryClient.fetchQuery({ ...socialPostQueryOptions(session, client.clientId, jobId), staleTime: 0 }),
    onSuccess: (loaded, action) => {
      setJob(loaded.job);
      actions.choose(action);
    },
    onError: (error) => void showErrorToast(error.message),
  });
  // Offered as the list knows the job (waiting), not as loaded: a job decided meanwhile by someone else still opens
  // the dialog, where the service's refusal says what happened, rather than losing its buttons under the click.
  const offered = IN_PLACE_SPEC.offeredFor(client.roles, waiting);
  useFocusHandoff(group, focusAfter, offered.length > 0);
  if (offered.length === 0) return null;
  // Not `disabled`: a focused button that is disabled drops focus to the body, and the dialog would then give
  // focus back there instead of to the button when it closes.
  const busy = loading.isPending || actions.pending;
  return (
    <div ref={group} role="group" aria-label={label} data-slot="in-place-review" className={cn('flex flex-wrap gap-2', className)}>
      {offered.map((action, index) => (
        <Button
          key={action}
          size="sm"
          variant={index === 0 ? 'default' : 'outline'}
          aria-disabled={busy || undefined}
          aria-busy={loading.variables === action && loading.isPending}
          onClick={() => !busy && loading.mutate(action)}
        >
          {IN_PLACE_SPEC.labels[action]}
        </Button>
      ))}
      <ActionDialog
        spec={IN_PLACE_SPEC}
        action={actions.dialogAction}
        topic={job?.topic ?? ''}
        pending={actions.pending}
        error={actions.error}
        onCancel={actions.closeDialog}
        onSubmit={actions.submit}
      />
    </div>
  );
}
