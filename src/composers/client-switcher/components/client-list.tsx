import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ClientWithRoles } from '../../../core/clients/client-access.ts';
import { searchClients, showsClientSearch } from '../../../core/clients/client-search.ts';
import { cn } from '../../../ui/cn.ts';
import { Input } from '../../../ui/primitives/input.tsx';
import { CLIENT_LIST_LABEL, noClientsMatchingText, SEARCH_CLIENTS_LABEL, SEARCH_CLIENTS_PLACEHOLDER } from '../client-switcher-texts.ts';
import { useListboxKeys } from '../hooks/use-listbox-keys.ts';
import { ClientName } from './client-name.tsx';

interface ClientListProps {
  clients: ClientWithRoles[];
  selectedId: string | undefined;
  onPick: (client: ClientWithRoles) => void;
  /** Receives the element to focus when the list opens: the search box, or the list itself. */
  focusRef: RefObject<HTMLElement | null>;
}

/**
 * The clients as a listbox, with a search box above it when there are more than 10 (spec sections 2 and
 * 9). Focus stays on the search box (or the list) and `aria-activedescendant` names the active option.
 */
export function ClientList({ clients, selectedId, onPick, focusRef }: ClientListProps) {
  const listboxId = useId();
  const [query, setQuery] = useState('');
  const withSearch = showsClientSearch(clients.length);
  const shown = withSearch ? searchClients(clients, query) : clients;
  const selectedIndex = Math.max(
    0,
    shown.findIndex((client) => client.clientId === selectedId),
  );
  const { activeIndex, setActiveIndex, onKeyDown } = useListboxKeys(shown.length, selectedIndex, (index) => onPick(shown[index]!));
  const optionId = (index: number) => (index >= 0 ? `${listboxId}-${index}` : undefined);
  const options = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    options.current[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  return (
    <div data-slot="client-list" className="flex flex-col gap-1 p-1" onKeyDown={onKeyDown}>
      {withSearch && (
        <Input
          ref={focusRef as RefObject<HTMLInputElement | null>}
          role="combobox"
          aria-label={SEARCH_CLIENTS_LABEL}
          aria-expanded="true"
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={optionId(activeIndex)}
          placeholder={SEARCH_CLIENTS_PLACEHOLDER}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
        />
      )}
      {shown.length === 0 ? (
        <p data-slot="client-list-empty" className="px-2 py-4 text-center text-sm text-fp-muted">
          {noClientsMatchingText(query)}
        </p>
      ) : (
        <ul
          ref={withSearch ? undefined : (focusRef as RefObject<HTMLUListElement | null>)}
          id={listboxId}
          role="listbox"
          aria-label={CLIENT_LIST_LABEL}
          aria-activedescendant={withSearch ? undefined : optionId(activeIndex)}
          tabIndex={withSearch ? -1 : 0}
          className="max-h-72 overflow-y-auto outline-none"
        >
          {shown.map((client, index) => (
            <li
              key={client.clientId}
              ref={(element) => {
                options.current[index] = element;
              }}
              id={optionId(index)}
              role="option"
              aria-selected={client.clientId === selectedId}
              data-active={index === activeIndex ? '' : undefined}
              className={cn('flex cursor-pointer items-center rounded-fp px-2 py-1.5 text-sm', index === activeIndex && 'bg-gray-100')}
              onMouseMove={() => setActiveIndex(index)}
              onClick={() => onPick(client)}
            >
              <ClientName client={client} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
