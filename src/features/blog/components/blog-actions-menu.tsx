import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../ui/primitives/dropdown-menu.tsx';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { ACTION_LABELS, actionsMenuLabel } from '../blog-texts.ts';
import { useBlogActions, type ActionJob, type OnActionDone } from '../hooks/use-blog-actions.ts';
import type { BlogClient } from '../hooks/use-blog-client.ts';
import { ActionDialog } from './action-dialog.tsx';

/** The actions on one job of the board, behind a menu button; nothing at all when none is offered. */
export function BlogActionsMenu({ job, client, onDone }: { job: ActionJob; client: BlogClient; onDone?: OnActionDone }) {
  const actions = useBlogActions(job, client, 'blog-management', onDone);
  if (actions.offered.length === 0) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={actionsMenuLabel(job.topic)}
          disabled={actions.pending}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-fp text-fp-muted hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
        >
          {actions.pending ? <Spinner label={ACTION_LABELS[actions.pendingAction!]} /> : <DotsIcon />}
        </DropdownMenuTrigger>
        <DropdownMenuContent placement="bottom-end">
          {actions.offered.map((action) => (
            <DropdownMenuItem key={action} onSelect={() => actions.choose(action)}>
              {ACTION_LABELS[action]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ActionDialog action={actions.dialogAction} topic={job.topic} pending={actions.pending} error={actions.error} onCancel={actions.closeDialog} onSubmit={actions.submit} />
    </>
  );
}

function DotsIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}
