import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { textProblem } from '../../core/content/text-problem.ts';
import { hasUnsafeScheme } from '../../core/content/url-schemes.ts';
import { imageKeys, SEARCH_MAX, searchShutterstock } from '../../core/images/shutterstock.ts';
import { cn } from '../../ui/cn.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { Input } from '../../ui/primitives/input.tsx';
import { DIALOG_TEXTS } from '../kit-texts.ts';
import { moveInGrid } from './grid-keys.ts';
import {
  noResultsText,
  PICK_AN_IMAGE,
  SEARCH,
  SEARCH_GRID_HINT,
  SEARCH_REQUIRED,
  SEARCH_RESULTS_LABEL,
  SEARCH_SHUTTERSTOCK,
  searchFailedText,
  SEARCHING,
  searchTooLong,
  USE_SELECTED_IMAGE,
} from './image-texts.ts';

export interface ShutterstockSearchProps {
  clientId: string;
  pending: boolean;
  onSubmit: (shutterstockId: string) => void;
  /** What the submit button says (default "Use selected image"). */
  submitLabel?: string;
}

/**
 * Searches Shutterstock's previews, shows them to pick from (the grid is one tab stop; arrow keys move within
 * it), and hands the picked image's id on. The area decides what the id becomes.
 */
export function ShutterstockSearch({ clientId, pending, onSubmit, submitLabel = USE_SELECTED_IMAGE }: ShutterstockSearchProps) {
  const session = useSession();
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({
    queryKey: imageKeys.shutterstock(clientId, query),
    queryFn: ({ signal }) => searchShutterstock(session, query, signal),
    enabled: query !== '',
    staleTime: Infinity,
  });
  const items = results.data?.items ?? [];
  const tabStop = picked && items.some((item) => item.id === picked) ? picked : items[0]?.id;
  return (
    <div className="space-y-3">
      <form
        noValidate
        role="search"
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const invalid = textProblem(text, SEARCH_MAX, SEARCH_REQUIRED, searchTooLong);
          setProblem(invalid);
          if (invalid) return;
          setPicked(null);
          setQuery(text.trim());
        }}
      >
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={id} className="block text-sm font-medium">
            {SEARCH_SHUTTERSTOCK}
          </label>
          <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </div>
        <Button type="submit" variant="outline">
          {SEARCH}
        </Button>
      </form>
      {problem ? (
        <p role="alert" className="text-sm text-fp-danger">
          {problem}
        </p>
      ) : null}
      {results.isFetching ? (
        <p role="status" className="text-sm text-fp-muted">
          {SEARCHING}
        </p>
      ) : null}
      {results.error ? (
        <p role="alert" className="text-sm text-fp-danger">
          {searchFailedText(results.error.message)}
        </p>
      ) : null}
      {results.isSuccess && items.length === 0 ? (
        <p role="status" className="text-sm text-fp-muted">
          {noResultsText(query)}
        </p>
      ) : null}
      {items.length > 0 ? (
        <>
          <p id={hintId} className="sr-only">
            {SEARCH_GRID_HINT}
          </p>
          <ul
            aria-label={SEARCH_RESULTS_LABEL}
            aria-describedby={hintId}
            onKeyDown={moveInGrid}
            className="grid max-h-72 grid-cols-2 gap-2 overflow-auto sm:grid-cols-3"
          >
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  aria-pressed={picked === item.id}
                  tabIndex={item.id === tabStop ? 0 : -1}
                  onClick={() => setPicked(item.id)}
                  className={cn(
                    'block w-full rounded-fp border-2 p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary',
                    picked === item.id ? 'border-fp-primary' : 'border-transparent',
                  )}
                >
                  {hasUnsafeScheme(item.previewUrl) ? (
                    <span className="block p-2 text-xs">{item.description}</span>
                  ) : (
                    <img src={item.previewUrl} alt={item.description} loading="lazy" className="aspect-[3/2] w-full object-cover" />
                  )}
                </button>
              </li>
            ))}
          </ul>
          <Button size="sm" disabled={pending} onClick={() => (picked ? onSubmit(picked) : setProblem(PICK_AN_IMAGE))}>
            {pending ? DIALOG_TEXTS.working : submitLabel}
          </Button>
        </>
      ) : null}
    </div>
  );
}
