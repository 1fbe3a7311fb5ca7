import { PortalApiError } from '../../core/api/api-error.ts';
import { Button } from '../../ui/primitives/button.tsx';
import { RETRY } from '../kit-texts.ts';

export interface ItemLoadErrorProps {
  error: Error;
  /** What the page says for an item that does not exist, and for one that could not be loaded (the reason follows). */
  notFoundText: string;
  errorText: string;
  onRetry: () => void;
  /** A way back, with its label, when the page around has none of its own. */
  back?: { label: string; onBack: () => void };
}

/** An item that could not be shown: gone (no retry), or not loaded (retry); and the way back. */
export function ItemLoadError({ error, notFoundText, errorText, onRetry, back }: ItemLoadErrorProps) {
  const notFound = error instanceof PortalApiError && error.code === 'NOT_FOUND';
  return (
    <div role="alert" className="space-y-3 rounded-fp border border-fp-danger p-4 text-sm">
      <p className="text-fp-danger">{notFound ? notFoundText : `${errorText} ${error.message}`}</p>
      <div className="flex gap-2">
        {notFound ? null : (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {RETRY}
          </Button>
        )}
        {back ? (
          <Button variant="outline" size="sm" onClick={back.onBack}>
            {back.label}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
