import { Button } from '../../ui/primitives/button.tsx';
import { ACTIONS_GROUP_LABEL } from '../kit-texts.ts';
import { ActionDialog } from './action-dialog.tsx';
import type { ActionItem } from './actions-spec.ts';
import type { ActionsMenuProps } from './actions-menu.tsx';
import { useReviewActions } from './use-review-actions.ts';

/** The actions on one item as buttons (its page), the first one offered the primary. */
export function ActionBar<A extends string, T extends ActionItem>({ spec, item, client, pageType, onDone }: ActionsMenuProps<A, T>) {
  const actions = useReviewActions(spec, item, client, pageType, onDone);
  if (actions.offered.length === 0) return null;
  return (
    <div role="group" aria-label={ACTIONS_GROUP_LABEL} className="flex flex-wrap gap-2">
      {actions.offered.map((action, index) => (
        <Button
          key={action}
          size="sm"
          variant={index === 0 ? 'default' : 'outline'}
          disabled={actions.pending}
          aria-busy={actions.pendingAction === action}
          onClick={() => actions.choose(action)}
        >
          {spec.labels[action]}
        </Button>
      ))}
      <ActionDialog
        spec={spec}
        action={actions.dialogAction}
        topic={item.topic}
        pending={actions.pending}
        error={actions.error}
        onCancel={actions.closeDialog}
        onSubmit={actions.submit}
      />
    </div>
  );
}
