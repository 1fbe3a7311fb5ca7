import type { ReactNode } from 'react';
import type { NotificationItem } from '../../../core/notifications/notifications.ts';
import { isClickable } from '../../../core/notifications/notifications.ts';
import { NO_NOTIFICATIONS_TEXT, NOTIFICATIONS_ERROR_TEXT } from '../../../core/notifications/notification-texts.ts';
import { Spinner } from '../../../ui/primitives/spinner.tsx';

export const LOADING_NOTIFICATIONS_LABEL = 'Loading notifications';

interface NotificationListProps {
  status: 'pending' | 'error' | 'success';
  items: NotificationItem[] | undefined;
  onOpen: (path: string) => void;
  /** What an item offers besides opening its page (the in-place Approve and Request changes), if anything. */
  actionsOf?: (item: NotificationItem) => ReactNode;
}

const STATE_CLASSES = 'px-4 py-6 text-center text-sm text-fp-muted';

/**
 * The popover's body (spec section 2): loading, the error text, 'No notifications', or the items. Blog,
 * social, Google Business Profile and connection items are buttons that open their page; info items are
 * plain text. At most 24rem high; longer lists scroll.
 */
export function NotificationList({ status, items, onOpen, actionsOf }: NotificationListProps) {
  let body;
  if (status === 'pending') {
    body = (
      <div className="flex justify-center px-4 py-6 text-fp-muted">
        <Spinner label={LOADING_NOTIFICATIONS_LABEL} />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <p role="alert" className="px-4 py-6 text-center text-sm text-fp-danger">
        {NOTIFICATIONS_ERROR_TEXT}
      </p>
    );
  } else if (!items || items.length === 0) {
    body = <p className={STATE_CLASSES}>{NO_NOTIFICATIONS_TEXT}</p>;
  } else {
    body = (
      <ul className="divide-y divide-fp-border">
        {items.map((item) => (
          <li key={item.id} data-kind={item.kind}>
            {isClickable(item) ? (
              <button
                type="button"
                data-slot="notification-open"
                className="w-full px-4 py-3 text-left text-sm hover:bg-gray-100 focus-visible:bg-gray-100 focus-visible:outline-none"
                onClick={() => onOpen(item.path)}
              >
                {item.text}
              </button>
            ) : (
              <p className="px-4 py-3 text-sm text-fp-muted">{item.text}</p>
            )}
            {actionsOf?.(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div data-slot="notification-list" className="max-h-96 overflow-y-auto">
      {body}
    </div>
  );
}
