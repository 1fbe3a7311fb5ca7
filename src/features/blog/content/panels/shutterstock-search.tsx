import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { blogKeys } from '../../../../core/blog/blog-keys.ts';
import { hasUnsafeScheme } from '../../../../core/content/url-schemes.ts';
import { cn } from '../../../../ui/cn.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import { Input } from '../../../../ui/primitives/input.tsx';
import { SEARCH_MAX, searchShutterstock, textProblem } from './image-changes.ts';
import {
  noResultsText, PICK_AN_IMAGE, SEARCH, SEARCH_REQUIRED, SEARCH_RESULTS_LABEL, SEARCH_SHUTTERSTOCK, searchFailedText, SEARCHING, searchTooLong, USE_SELECTED_IMAGE, WORKING,
} from './panels-texts.ts';

/** Searches Shutterstock's previews, shows them to pick from, and hands the picked image's id on. */
export function ShutterstockSearch({ clientId, pending, onSubmit }: { clientId: string; pending: boolean; onSubmit: (shutterstockId: string) => void }) {
  const session = useSession();
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const results = useQuery({
    // Under the client's key like every blog query, so switching clients never shows another client's search.
    queryKey: [...blogKeys.client(clientId), 'shutterstock', query],
    queryFn: ({ signal }) => searchShutterstock(session, query, signal),
    enabled: query !== '',
    staleTime: Infinity,
  });
  const items = results.data?.items ?? [];
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
        <div className="flex-1 space-y-1">
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
      {results.isFetching ? <p className="text-sm text-fp-muted">{SEARCHING}</p> : null}
      {results.error ? (
        <p role="alert" className="text-sm text-fp-danger">
          {searchFailedText(results.error.message)}
        </p>
      ) : null}
      {results.isSuccess && items.length === 0 ? <p className="text-sm text-fp-muted">{noResultsText(query)}</p> : null}
      {items.length > 0 ? (
        <ul aria-label={SEARCH_RESULTS_LABEL} className="grid max-h-72 grid-cols-3 gap-2 overflow-auto">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={picked === item.id}
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
      ) : null}
      {items.length > 0 ? (
        <Button size="sm" disabled={pending} onClick={() => (picked ? onSubmit(picked) : setProblem(PICK_AN_IMAGE))}>
          {pending ? WORKING : USE_SELECTED_IMAGE}
        </Button>
      ) : null}
    </div>
  );
}
