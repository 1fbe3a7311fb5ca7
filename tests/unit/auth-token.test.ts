import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_S, isTokenValid, tokenExpiresAt } from '../../src/core/auth/token.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const clock = () => NOW;

describe('token expiry (spec section 4: now plus the lifetime in seconds)', () => {
  it('assumes a 3600 s lifetime (spec section 9)', () => expect(ACCESS_TOKEN_LIFETIME_S).toBe(3600));
  it('defaults to now + 3600 s', () => expect(tokenExpiresAt(undefined, clock)).toBe(NOW + 3_600_000));
  it('uses the given lifetime in seconds', () => expect(tokenExpiresAt(60, clock)).toBe(NOW + 60_000));
});

describe('isTokenValid (spec section 4: valid while loading, or while it exists and has not expired)', () => {
  const token = { accessToken: 'jwt', tokenExpiresAt: NOW + 1000, isTokenLoading: false };

  it('is valid while it exists and has not expired', () => expect(isTokenValid(token, clock)).toBe(true));
  it('is invalid once expired', () => expect(isTokenValid(token, () => NOW + 1001)).toBe(false));
  it('is invalid at the very instant of expiry', () => expect(isTokenValid(token, () => NOW + 1000)).toBe(false));
  it('is invalid without a token', () => expect(isTokenValid({ ...token, accessToken: null }, clock)).toBe(false));
  it('is invalid with an empty token', () => expect(isTokenValid({ ...token, accessToken: '' }, clock)).toBe(false));
  it('is invalid without an expiry', () => expect(isTokenValid({ ...token, tokenExpiresAt: null }, clock)).toBe(false));
  it('is valid while loading, even with no token yet', () =>
    expect(isTokenValid({ accessToken: null, tokenExpiresAt: null, isTokenLoading: true }, clock)).toBe(true));
  it('is valid while loading a replacement for an expired token', () =>
    expect(isTokenValid({ ...token, isTokenLoading: true }, () => NOW + 5000)).toBe(true));
});
