import { useId } from 'react';
import type { ClientWithRoles } from '../../../core/clients/client-access.ts';
import { showsNotificationBell } from '../../../core/notifications/notification-bell.ts';
import { NOTIFICATIONS_TITLE } from '../../../core/notifications/notification-texts.ts';
import { useReviewClient } from '../../../review-kit/review-client.ts';
import type { OnReviewOutcome } from '../../../review-kit/review-outcome-listener.ts';
import { useAuthStatus, useSession } from '../../../ui/hooks/use-session.tsx';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { Badge } from '../../../ui/primitives/badge.tsx';
import { buttonVariants } from '../../../ui/primitives/button.tsx';
import { Popover, PopoverContent, PopoverTrigger, usePopover } from '../../../ui/primitives/popover.tsx';
import { SignInButton } from '../../../ui/sign-in-button.tsx';
import { useNotificationSummary } from '../hooks/use-notification-summary.ts';
import { bellLabel } from '../notification-bell-label.ts';
import { BellIcon } from './bell-icon.tsx';
import { BellReviewActions } from './bell-review-actions.tsx';
import { NotificationList } from './notification-list.tsx';

export interface NotificationBellProps {
  /** Called with a portal path when an item is clicked (the element turns it into `fp-navigate`). */
  onNavigate: (path: string) => void;
  /** Called when a post was approved or sent back from the bell (the element turns it into its `fp-*` events). */
  onReviewOutcome?: OnReviewOutcome;
  className?: string;
}

/**
 * The notification bell of spec section 2: hidden for a plain USER of the selected client (and until a
 * client is selected), its count on the button, its list in a popover. Signed out, a sign-in button.
 */
export function NotificationBell({ onNavigate, onReviewOutcome, className }: NotificationBellProps) {
  const session = useSession();
  const status = useAuthStatus();
  const selected = useStore(session.runtime.stores.clients, (state) => state.selectedClient);
  if (status === 'signed-out') return <SignInButton className={className} />;
  if (!selected || !showsNotificationBell(selected.roles.map((role) => role.name))) return null;
  return (
    <div data-slot="notification-bell" className={className}>
      <Popover>
        <BellPopover client={selected} onNavigate={onNavigate} onReviewOutcome={onReviewOutcome} />
      </Popover>
    </div>
  );
}

function BellPopover({
  client,
  onNavigate,
  onReviewOutcome,
}: {
  client: ClientWithRoles;
  onNavigate: (path: string) => void;
  onReviewOutcome?: OnReviewOutcome;
}) {
  const titleId = useId();
  const { close, contentRef } = usePopover();
  const query = useNotificationSummary(client.clientId);
  const reviewClient = useReviewClient(client.clientId);

  const count = query.data?.count;
  return (
    <>
      <PopoverTrigger aria-label={bellLabel(count)} className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'relative' })}>
        <BellIcon />
        {count ? (
          <Badge
            part="count"
            data-slot="notification-count"
            variant="destructive"
            aria-hidden="true"
            className="absolute -right-1 -top-1 min-w-[1.25rem] justify-center px-1"
          >
            {count}
          </Badge>
        ) : null}
      </PopoverTrigger>
      <PopoverContent role="dialog" aria-labelledby={titleId} placement="bottom-end" className="w-80">
        <h2 id={titleId} className="border-b border-fp-border px-4 py-3 font-semibold">
          {NOTIFICATIONS_TITLE}
        </h2>
        <NotificationList
          status={query.status}
          items={query.data?.items}
          onOpen={(path) => {
            close();
            onNavigate(path);
          }}
          // An item acted on leaves the list with its focused button: focus stays in the popover, so Escape still closes it.
          actionsOf={(item) => <BellReviewActions item={item} client={reviewClient} onOutcome={onReviewOutcome} focusAfter={contentRef} />}
        />
      </PopoverContent>
    </>
  );
}
