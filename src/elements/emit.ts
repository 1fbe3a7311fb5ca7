import type { FpEventDetails, FpEventName } from './element-events.ts';

export const EVENT_PREFIX = 'fp-';

export interface EmitOptions {
  /** True where the host may veto the default action with `preventDefault()`. */
  cancelable?: boolean;
}

/**
 * Dispatches `fp-<name>` on the host element: bubbling and composed so a listener anywhere in the page sees
 * it. Returns false when the host called `preventDefault()` (only possible when cancelable).
 */
export function emit<Name extends FpEventName>(
  host: EventTarget,
  name: Name,
  detail: FpEventDetails[Name],
  { cancelable = false }: EmitOptions = {},
): boolean {
  return host.dispatchEvent(new CustomEvent(`${EVENT_PREFIX}${name}`, { detail, bubbles: true, composed: true, cancelable }));
}
