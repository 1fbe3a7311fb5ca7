import type { RoleName, User } from '../api/generated/graphql.ts';

/** The session-replay tracker's identify call (LogRocket-style: an id and string traits). */
export interface SessionReplayTracker {
  identify(uid: string, traits: Record<string, string>): void;
}

export interface SessionReplay {
  /** Tells the tracker who is being recorded; roles go as one comma-joined string (spec section 7). */
  identify(user: Pick<User, 'id' | 'sub' | 'name' | 'email' | 'roles'>): void;
}

export const roleString = (roles: readonly RoleName[]): string => roles.join(',');

export function createSessionReplay(tracker: SessionReplayTracker): SessionReplay {
  return {
    identify(user) {
      const traits: Record<string, string> = { name: user.name, email: user.email, roles: roleString(user.roles) };
      if (user.sub) traits.sub = user.sub;
      tracker.identify(user.id, traits);
    },
  };
}
