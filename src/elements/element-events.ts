/**
 * The events our elements dispatch on their host element, by name without the `fp-` prefix. Every one
 * bubbles and is composed (it leaves the shadow root); the cancelable ones let the host veto the default.
 */
export interface FpEventDetails {
  /** The selected client changed (cancelable: no). */
  'client-change': { clientId: string; name: string };
  /** An element wants the host to go to a portal page; cancel it to route yourself (cancelable: yes). */
  navigate: { path: string; url: string };
}

export type FpEventName = keyof FpEventDetails;

declare global {
  interface HTMLElementEventMap {
    'fp-client-change': CustomEvent<FpEventDetails['client-change']>;
    'fp-navigate': CustomEvent<FpEventDetails['navigate']>;
  }
}
