import { createContext, useContext } from 'react';

/**
 * The element's shadow root, for overlays (popovers, dialogs, toasts) to render into so they stay inside
 * our styles instead of portalling to `document.body`.
 */
export const ShadowRootContext = createContext<ShadowRoot | null>(null);

export function useShadowRoot(): ShadowRoot {
  const root = useContext(ShadowRootContext);
  if (!root) throw new Error('useShadowRoot() was called outside an fp-* element: render the component through defineElement().');
  return root;
}
