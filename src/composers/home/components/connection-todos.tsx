import { Link } from '@tanstack/react-router';
import { pathLocation } from '../../../core/navigation/path-location.ts';
import { isClickable } from '../../../core/notifications/notifications.ts';
import { useConnectionTodos } from '../hooks/use-connection-todos.ts';
import { LOADING_TODOS_LABEL, NO_TODOS_TEXT, TODOS_ERROR_TEXT, TODOS_HEADING } from '../home-texts.ts';
import { TitledSection } from '../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';

/** The missing connections as to-dos; those the firm can fix itself link to Settings. */
export function ConnectionTodos({ clientId }: { clientId: string }) {
  const todos = useConnectionTodos(clientId);
  const items = todos.data ?? [];
  return (
    <TitledSection title={TODOS_HEADING} className="rounded-fp border border-fp-border bg-fp-background p-4">
      <QueryState
        status={todos.status}
        loadingLabel={LOADING_TODOS_LABEL}
        errorText={TODOS_ERROR_TEXT}
        onRetry={() => void todos.refetch()}
        emptyText={NO_TODOS_TEXT}
        isEmpty={items.length === 0}
      >
        <ul data-slot="connection-todos" className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} data-kind={item.kind} className="text-sm">
              {isClickable(item) ? (
                <Link {...pathLocation(item.path)} className="text-fp-text underline underline-offset-2 hover:opacity-80">
                  {item.text}
                </Link>
              ) : (
                <span className="text-fp-muted">{item.text}</span>
              )}
            </li>
          ))}
        </ul>
      </QueryState>
    </TitledSection>
  );
}
