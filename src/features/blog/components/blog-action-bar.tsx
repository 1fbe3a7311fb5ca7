import { Button } from '../../../ui/primitives/button.tsx';
import { ACTION_LABELS } from '../blog-texts.ts';
import { useBlogActions, type ActionJob, type OnActionDone } from '../hooks/use-blog-actions.ts';
import type { BlogClient } from '../hooks/use-blog-client.ts';
import { ActionDialog } from './action-dialog.tsx';

export interface BlogActionBarProps {
  job: ActionJob & { status: string };
  client: BlogClient;
  onDone?: OnActionDone;
  /** The page type of the analytics event (default: the content page). */
  pageType?: string;
}

/** The actions on one post as buttons (the content page), the first one offered the primary. */
export function BlogActionBar({ job, client, onDone, pageType = 'blog-content' }: BlogActionBarProps) {
  const actions = useBlogActions(job, client, pageType, onDone);
  if (actions.offered.length === 0) return null;
  return (
    <div role="group" aria-label="Actions" className="flex flex-wrap gap-2">
      {actions.offered.map((action, index) => (
        <Button
          key={action}
          size="sm"
          variant={index === 0 ? 'default' : 'outline'}
          disabled={actions.pending}
          aria-busy={actions.pendingAction === action}
          onClick={() => actions.choose(action)}
        >
          {ACTION_LABELS[action]}
        </Button>
      ))}
      <ActionDialog
        action={actions.dialogAction}
        topic={job.topic}
        pending={actions.pending}
        error={actions.error}
        onCancel={actions.closeDialog}
        onSubmit={actions.submit}
      />
    </div>
  );
}
