/** The access token's lifetime when the identity provider does not say otherwise (spec section 9). */
export const ACCESS_TOKEN_LIFETIME_S = 3600;

/** Milliseconds since the epoch; injected so token rules can be tested at any instant. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export interface TokenState {
  accessToken: string | null;
  /** Milliseconds since the epoch after which the token must not be sent. */
  tokenExpiresAt: number | null;
  isTokenLoading: boolean;
}

/** Expiry is now plus the lifetime in seconds (spec section 4, Token). */
export function tokenExpiresAt(lifetimeSeconds: number = ACCESS_TOKEN_LIFETIME_S, now: Clock = systemClock): number {
  return now() + lifetimeSeconds * 1000;
}

/**
 * A token counts as valid while it is loading (callers wait for it rather than signing the user out),
 * or while it exists and has not expired.
 */
export function isTokenValid(state: TokenState, now: Clock = systemClock): boolean {
  if (state.isTokenLoading) return true;
  return state.accessToken !== null && state.accessToken !== '' && state.tokenExpiresAt !== null && now() < state.tokenExpiresAt;
}
