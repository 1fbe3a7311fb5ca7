import { useRef } from 'react';
import type { ClientWithRoles } from '../../../core/clients/client-access.ts';
import { switchClient } from '../../../core/session/switch-client.ts';
import { useAuthStatus, useSession } from '../../../ui/hooks/use-session.tsx';
import { useStore } from '../../../ui/hooks/use-store.ts';
import { Popover, PopoverContent, PopoverTrigger, usePopover } from '../../../ui/primitives/popover.tsx';
import { SignInButton } from '../../../ui/sign-in-button.tsx';
import { LOADING_USER_TEXT, NO_CLIENTS_TEXT, SWITCH_CLIENT_LABEL } from '../client-switcher-texts.ts';
import { ClientList } from './client-list.tsx';
import { ClientName } from './client-name.tsx';

export interface ClientChange {
  clientId: string;
  name: string;
}

export interface ClientSwitcherProps {
  /** Called after the user switched to another client (the element turns it into `fp-client-change`). */
  onClientChange?: (change: ClientChange) => void;
  className?: string;
}

const STATE_CLASSES = 'px-2 py-1.5 text-sm text-fp-muted';

/**
 * The client switcher of spec section 2 (Shell): a sign-in button when signed out, 'Loading user...'
 * until the user is known, 'No clients available', a static label for a single client, otherwise a
 * button opening the list. Switching clears the selected period for every element on the page.
 */
export function ClientSwitcher({ onClientChange, className }: ClientSwitcherProps) {
  const session = useSession();
  const status = useAuthStatus();
  const user = useStore(session.runtime.stores.user, (state) => state.user);
  const clients = useStore(session.runtime.stores.clients, (state) => state.clients);
  const selected = useStore(session.runtime.stores.clients, (state) => state.selectedClient);

  let body;
  if (status === 'signed-out') body = <SignInButton />;
  else if (!user) body = <p className={STATE_CLASSES}>{LOADING_USER_TEXT}</p>;
  else if (clients.length === 0) body = <p className={STATE_CLASSES}>{NO_CLIENTS_TEXT}</p>;
  else if (clients.length === 1) {
    body = (
      <p data-slot="client-label" className="px-2 py-1.5 text-sm font-medium">
        <ClientName client={clients[0]!} />
      </p>
    );
  } else {
    const pick = (client: ClientWithRoles) => {
      if (client.clientId === selected?.clientId) return;
      switchClient(session, client.clientId).catch((error: unknown) =>
        console.error('Could not refresh the new client’s data; reload the page.', error),
      );
      onClientChange?.({ clientId: client.clientId, name: client.name });
    };
    body = (
      <Popover>
        <ClientPicker clients={clients} selected={selected} onPick={pick} />
      </Popover>
    );
  }
  return (
    <div data-slot="client-switcher" className={className}>
      {body}
    </div>
  );
}

interface ClientPickerProps {
  clients: ClientWithRoles[];
  selected: ClientWithRoles | null;
  onPick: (client: ClientWithRoles) => void;
}

function ClientPicker({ clients, selected, onPick }: ClientPickerProps) {
  const { open, setOpen, close } = usePopover();
  const focusRef = useRef<HTMLElement | null>(null);
  return (
    <>
      <PopoverTrigger
        aria-haspopup="listbox"
        onKeyDown={(event) => {
          // The listbox button pattern: ArrowDown or ArrowUp on the closed button opens the list too.
          if (open || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
          event.preventDefault();
          setOpen(true);
        }}
        // The visible client name comes first in the name (WCAG label in name).
        aria-label={selected ? `${selected.name}, ${SWITCH_CLIENT_LABEL.toLowerCase()}` : SWITCH_CLIENT_LABEL}
        className="flex w-full items-center justify-between gap-2 rounded-fp px-2 py-1.5 text-left text-sm font-medium hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
      >
        {selected ? <ClientName client={selected} /> : <span>{SWITCH_CLIENT_LABEL}</span>}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-4 w-4 shrink-0 text-fp-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="m7 15 5 5 5-5M7 9l5-5 5 5" />
        </svg>
      </PopoverTrigger>
      <PopoverContent initialFocus={focusRef} className="w-72">
        <ClientList
          clients={clients}
          selectedId={selected?.clientId}
          focusRef={focusRef}
          onPick={(client) => {
            close();
            onPick(client);
          }}
        />
      </PopoverContent>
    </>
  );
}
