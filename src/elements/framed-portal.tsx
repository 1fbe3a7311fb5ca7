import { useId } from 'react';
import { FullPage } from '../ui/layout/full-page.tsx';

export const FRAMED_HEADING = "The portal can't be shown inside another site.";
export const FRAMED_EXPLANATION = 'Open it in its own tab to sign in and carry on.';
export const OPEN_IN_NEW_TAB = 'Open the portal in a new tab';

/**
 * Whether a page of another origin holds this one in a frame, at any depth: the portal then shows nothing of the
 * firm's and starts no sign-in, so another site cannot dress it up and trick a person into clicking (its own pages'
 * policy, frame-ancestors 'self', already stops browsers from showing it there; this holds where a host serves
 * the portal without that policy). A frame of the portal's own origin is allowed, as that policy allows it.
 */
export function isFramedByAnotherOrigin(view: Window = window): boolean {
  let frame = view;
  while (frame !== frame.parent) {
    frame = frame.parent;
    try {
      if (frame.location.origin !== view.location.origin) return true;
    } catch {
      // Reading another origin's location throws: that ancestor is another site.
      return true;
    }
  }
  return false;
}

/** What a framed portal shows instead of itself: why, and a link that opens it in a tab of its own. */
export function FramedPortal({ brand }: { brand: string }) {
  const headingId = useId();
  return (
    <FullPage brand={brand} labelledBy={headingId}>
      <h1 id={headingId} className="text-2xl font-semibold">
        {FRAMED_HEADING}
      </h1>
      <p className="text-fp-muted">{FRAMED_EXPLANATION}</p>
      <a href={window.location.href} target="_blank" rel="noopener noreferrer" className="font-medium text-fp-primary underline">
        {OPEN_IN_NEW_TAB}
      </a>
    </FullPage>
  );
}
