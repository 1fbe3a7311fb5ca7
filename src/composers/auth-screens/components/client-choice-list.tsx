import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ClientWithRoles } from '../../../core/clients/client-access.ts';
import { searchClients, showsClientSearch } from '../../../core/clients/client-search.ts';
import { Badge } from '../../../ui/primitives/badge.tsx';
import { Input } from '../../../ui/primitives/input.tsx';
import {
  CLIENT_LIST_LABEL,
  INACTIVE_BADGE_TEXT,
  noClientsMatchingText,
  SEARCH_CLIENTS_LABEL,
  SEARCH_CLIENTS_PLACEHOLDER,
} from '../auth-screens-texts.ts';

interface ClientChoiceListProps {
  clients: readonly ClientWithRoles[];
  onChoose: (client: ClientWithRoles) => void;
  /** Marked as the current one (aria-current). */
  selectedId?: string;
  /** Names the list when the page shows more than one (default 'Clients'). */
  label?: string;
}

/** Moves focus between the client buttons with the arrow keys, Home and End (Tab works as well). */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  const buttons = [...(list?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  if (buttons.length === 0) return;
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  const last = buttons.length - 1;
  const next = { ArrowDown: Math.min(at + 1, last), ArrowUp: Math.max(at - 1, 0), Home: 0, End: last }[event.key];
  if (next === undefined || (at < 0 && event.key !== 'ArrowDown')) return;
  event.preventDefault();
  buttons[next]!.focus();
}

/**
 * The clients to choose from, as a list of buttons, with the switcher's rules (spec sections 2 and 9): a
 * search box above 10 clients (case-insensitive substring of the name; Enter there picks the first match,
 * ArrowDown enters the list), the 'Inactive' badge on churned clients, and the no-match text.
 */
export function ClientChoiceList({ clients, onChoose, selectedId, label = CLIENT_LIST_LABEL }: ClientChoiceListProps) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const withSearch = showsClientSearch(clients.length);
  const shown = withSearch ? searchClients(clients, query) : [...clients];
  const list = useRef<HTMLUListElement>(null);

  return (
    <div data-slot="client-choice" className="flex w-full flex-col gap-3 text-left">
      {withSearch && (
        <Input
          type="search"
          aria-label={SEARCH_CLIENTS_LABEL}
          aria-controls={listId}
          placeholder={SEARCH_CLIENTS_PLACEHOLDER}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && shown[0]) {
              event.preventDefault();
              onChoose(shown[0]);
            } else if (event.key === 'ArrowDown') moveFocus(event, list.current);
          }}
        />
      )}
      {shown.length === 0 ? (
        <p id={listId} role="status" data-slot="client-choice-empty" className="py-4 text-center text-sm text-fp-muted">
          {noClientsMatchingText(query)}
        </p>
      ) : (
        <ul
          ref={list}
          id={listId}
          aria-label={label}
          className="flex max-h-[60vh] flex-col gap-1 overflow-y-auto p-1"
          onKeyDown={(event) => moveFocus(event, event.currentTarget)}
        >
          {shown.map((client) => (
            <li key={client.clientId}>
              <button
                type="button"
                data-slot="client-choice-item"
                aria-current={client.clientId === selectedId ? 'true' : undefined}
                onClick={() => onChoose(client)}
                className="flex w-full items-center justify-between gap-2 rounded-fp border border-fp-border px-3 py-2 text-left text-sm hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary"
              >
                <span className="truncate">{client.name}</span>
                {client.isChurned && <Badge variant="secondary">{INACTIVE_BADGE_TEXT}</Badge>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
