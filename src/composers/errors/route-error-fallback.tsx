import { useId, useState } from 'react';
import { Button } from '../../ui/primitives/button.tsx';
import { HIDE_ERROR_TEXT, ROUTE_ERROR_HEADING, SHOW_ERROR_TEXT, TRY_AGAIN_TEXT, UNKNOWN_ERROR_TEXT } from './errors-texts.ts';

export interface RouteErrorFallbackProps {
  error: unknown;
  /** Given by the router (its errorComponent's `reset`): offers 'Try Again'. */
  reset?: () => void;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error !== '') return error;
  return UNKNOWN_ERROR_TEXT;
}

/**
 * The generic fallback for a route's error (spec section 2): 'Something went wrong!', the message hidden
 * behind 'Show Error' / 'Hide Error'. Not a landmark: it may sit inside the shell's main region.
 */
export function RouteErrorFallback({ error, reset }: RouteErrorFallbackProps) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  return (
    <section
      data-slot="route-error"
      aria-labelledby={headingId}
      className="flex w-full flex-col items-center gap-4 px-4 py-10 text-center text-fp-text"
    >
      <h2 id={headingId} className="text-xl font-semibold">
        {ROUTE_ERROR_HEADING}
      </h2>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={detailsId} onClick={() => setShown(!shown)}>
          {shown ? HIDE_ERROR_TEXT : SHOW_ERROR_TEXT}
        </Button>
        {reset && (
          <Button size="sm" onClick={reset}>
            {TRY_AGAIN_TEXT}
          </Button>
        )}
      </div>
      <pre
        id={detailsId}
        hidden={!shown}
        className="w-full max-w-2xl overflow-auto whitespace-pre-wrap break-words rounded-fp border border-fp-border p-3 text-left text-sm text-fp-danger"
      >
        {messageOf(error)}
      </pre>
    </section>
  );
}
