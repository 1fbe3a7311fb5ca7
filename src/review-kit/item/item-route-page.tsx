import { useBlocker, useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { LeaveDialog } from '../../ui/form/leave-dialog.tsx';
import { LEAVE_DIALOG } from '../kit-texts.ts';
import { useReviewClient } from '../review-client.ts';

export interface ItemRoutePageProps {
  /** The route's parameter that names the item (blogId, jobId). */
  param: string;
  noClientText: string;
  children: (clientId: string, itemId: string, onDirtyChange: (dirty: boolean) => void) => ReactNode;
}

/**
 * An item's page in the portal: the selected client's item named by the route. With unsaved edits, going
 * elsewhere in the portal asks first; a reload or a closed tab is asked about by the view itself (the draft is
 * kept either way).
 */
export function ItemRoutePage({ param, noClientText, children }: ItemRoutePageProps) {
  const params = useParams({ strict: false }) as Record<string, string | undefined>;
  const itemId = params[param] ?? '';
  const client = useReviewClient();
  const [dirty, setDirty] = useState(false);
  // The view already asks on beforeunload; the router's own prompt would ask a second time.
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: false, withResolver: true });
  return (
    <div className="mx-auto w-full max-w-5xl p-4 md:p-6">
      {client ? (
        <div key={`${client.clientId}/${itemId}`}>{children(client.clientId, itemId, setDirty)}</div>
      ) : (
        <p className="text-sm text-fp-muted">{noClientText}</p>
      )}
      <LeaveDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
        texts={LEAVE_DIALOG}
      />
    </div>
  );
}
