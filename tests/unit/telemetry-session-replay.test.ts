import { describe, expect, it, vi } from 'vitest';
import { createSessionReplay, roleString, type SessionReplayTracker } from '../../src/core/telemetry/session-replay.ts';

describe('session replay (spec section 7: receives the comma-joined role string)', () => {
  it('joins roles with commas, no spaces', () => {
    expect(roleString(['ACCOUNT_OWNER', 'USER_MANAGER'])).toBe('ACCOUNT_OWNER,USER_MANAGER');
    expect(roleString([])).toBe('');
  });

  it('identifies the user on the tracker with the role string', () => {
    const tracker: SessionReplayTracker = { identify: vi.fn() };
    createSessionReplay(tracker).identify({
      id: 'u1',
      sub: 'auth0|u1',
      name: 'Olivia Owner',
      email: 'owner@example.test',
      roles: ['ACCOUNT_OWNER', 'PPC_ADMIN'],
    });
    expect(tracker.identify).toHaveBeenCalledWith('u1', {
      name: 'Olivia Owner',
      email: 'owner@example.test',
      roles: 'ACCOUNT_OWNER,PPC_ADMIN',
      sub: 'auth0|u1',
    });
  });

  it('leaves out a missing sub rather than sending null', () => {
    const tracker: SessionReplayTracker = { identify: vi.fn() };
    createSessionReplay(tracker).identify({ id: 'u2', sub: null, name: 'Una User', email: 'user@example.test', roles: ['USER'] });
    expect(tracker.identify).toHaveBeenCalledWith('u2', { name: 'Una User', email: 'user@example.test', roles: 'USER' });
  });
});
