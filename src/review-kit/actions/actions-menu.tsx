import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../ui/primitives/dropdown-menu.tsx';
import { Spinner } from '../../ui/primitives/spinner.tsx';
import type { ReviewClient } from '../review-client.ts';
import { ActionDialog } from './action-dialog.tsx';
import type { ActionItem, ActionsSpec, OnActionDone } from './actions-spec.ts';
import { useReviewActions } from './use-review-actions.ts';

export interface ActionsMenuProps<A extends string, T extends ActionItem> {
  spec: ActionsSpec<A, T>;
  item: T;
  client: ReviewClient;
  pageType: string;
  onDone?: OnActionDone<A, T>;
}

/** The actions on one item of a board, behind a menu button; nothing at all when none is offered. */
export function ActionsMenu<A extends string, T extends ActionItem>({ spec, item, client, pageType, onDone }: ActionsMenuProps<A, T>) {
  const actions = useReviewActions(spec, item, client, pageType, onDone);
  if (actions.offered.length === 0) return null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          aria-label={spec.menuLabel(item.topic)}
          disabled={actions.pending}
          className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-fp text-fp-muted hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
        >
          {actions.pending ? <Spinner label={spec.labels[actions.pendingAction!]} /> : <DotsIcon />}
        </DropdownMenuTrigger>
        <DropdownMenuContent placement="bottom-end">
          {actions.offered.map((action) => (
            <DropdownMenuItem key={action} onSelect={() => actions.choose(action)}>
              {spec.labels[action]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <ActionDialog
        spec={spec}
        action={actions.dialogAction}
        topic={item.topic}
        pending={actions.pending}
        error={actions.error}
        onCancel={actions.closeDialog}
        onSubmit={actions.submit}
      />
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
