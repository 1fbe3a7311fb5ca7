import type { LDContext } from 'launchdarkly-js-client-sdk';
import type { MappedClient, User } from '../api/generated/graphql.ts';

/**
 * Who the flag service evaluates flags for (spec section 4, feature-flag identity): anonymous when
 * nobody is signed in, the user's sub when signed in, and user plus client when a client is selected.
 */
export const ANONYMOUS_IDENTITY_KEY = 'anonymous';

export interface FlagIdentity {
  user?: Pick<User, 'sub'> | null;
  client?: Pick<MappedClient, 'clientId' | 'name'> | null;
}

export interface FlagContextFor {
  context: LDContext;
  /** Changes exactly when identification must run again; the client's name is not part of it. */
  identityKey: string;
  /** The user sub this context belongs to; null for the anonymous context. */
  userKey: string | null;
}

export function flagContextFor({ user, client }: FlagIdentity): FlagContextFor {
  const sub = user?.sub?.trim();
  // A client only narrows a signed-in user: without a sub there is nobody to pair it with.
  if (!sub) return { context: { kind: 'user', anonymous: true }, identityKey: ANONYMOUS_IDENTITY_KEY, userKey: null };
  if (!client) return { context: { kind: 'user', key: sub }, identityKey: `user:${sub}`, userKey: sub };
  return {
    context: { kind: 'multi', user: { key: sub }, client: { key: client.clientId, name: client.name } },
    identityKey: `user:${sub}|client:${client.clientId}`,
    userKey: sub,
  };
}
