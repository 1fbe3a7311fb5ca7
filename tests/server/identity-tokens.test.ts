import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicKey } from 'node:crypto';
import { SignJWT, generateKeyPair, importJWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessTokenVerifier, InvalidAccessTokenError, type AccessTokenVerifier } from '../../demo/server/identity/access-token.ts';
import { CLAIM_ID, CLAIM_ROLES } from '../../demo/server/identity/claims.ts';
import { hashPassword, verifyPassword } from '../../demo/server/identity/passwords.ts';
import { loadSigningKey, publicJwks, type SigningKey } from '../../demo/server/identity/signing-key.ts';

const ISSUER = 'http://localhost:4173/';
const AUDIENCE = 'https://api.firmpilot.test';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let key: SigningKey;
let verifier: AccessTokenVerifier;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'identity-tokens-'));
  key = await loadSigningKey(dataDir);
  verifier = createAccessTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: publicJwks(key) });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: ISSUER,
  aud: AUDIENCE,
  sub: 'auth0|user-1',
  iat: now(),
  exp: now() + 3600,
  [CLAIM_ID]: 'user-1',
  [CLAIM_ROLES]: ['USER'],
  ...overrides,
});

async function sign(payload: JWTPayload = claims(), header: Record<string, unknown> = {}) {
  const privateKey = await importJWK(key.privateJwk, 'RS256');
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt', ...header }).sign(privateKey);
}

async function rejection(token: string | undefined): Promise<string> {
  try {
    await verifier.verify(token);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidAccessTokenError);
    return (error as InvalidAccessTokenError).reason;
  }
  throw new Error('token was accepted');
}

describe('access token verifier', () => {
  it('accepts a good RS256 token and returns its claims', async () => {
    const result = await verifier.verify(await sign());
    expect(result.sub).toBe('auth0|user-1');
    expect(result[CLAIM_ROLES]).toEqual(['USER']);
  });

  it('accepts the issuer given without the trailing slash', async () => {
    const relaxed = createAccessTokenVerifier({ issuer: 'http://localhost:4173', audience: AUDIENCE, jwks: publicJwks(key) });
    await expect(relaxed.verify(await sign())).resolves.toMatchObject({ iss: ISSUER });
  });

  it('rejects missing and garbage tokens', async () => {
    expect(await rejection(undefined)).toBe('missing');
    expect(await rejection('')).toBe('missing');
    expect(await rejection('not-a-jwt')).toBe('malformed');
    expect(await rejection('a.b.c')).toBe('malformed');
  });

  it('rejects an expired token', async () => {
    expect(await rejection(await sign(claims({ iat: now() - 7200, exp: now() - 60 })))).toBe('expired');
  });

  it('refuses a token it verified before once that token has expired', async () => {
    const shortLived = await sign(claims({ exp: now() + 2 }));
    await expect(verifier.verify(shortLived)).resolves.toMatchObject({ sub: 'auth0|user-1' });
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    try {
      expect(await rejection(shortLived)).toBe('expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects alg none', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims())}.`;
    expect(await rejection(unsigned)).toBe('algorithm');
  });

  it('rejects HS256 signed with the public key as the secret', async () => {
    const pem = createPublicKey({ key: key.publicJwk as never, format: 'jwk' }).export({ type: 'spki', format: 'pem' });
    for (const secret of [Buffer.from(pem), Buffer.from(JSON.stringify(key.publicJwk))]) {
      const forged = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: key.kid, typ: 'at+jwt' }).sign(secret);
      expect(await rejection(forged)).toBe('algorithm');
    }
  });

  it('rejects a wrong audience and a wrong issuer', async () => {
    expect(await rejection(await sign(claims({ aud: 'https://other.api' })))).toBe('audience');
    expect(await rejection(await sign(claims({ aud: 'fp-portal-demo' })))).toBe('audience');
    expect(await rejection(await sign(claims({ iss: 'https://evil.example/' })))).toBe('issuer');
  });

  it('rejects a tampered payload', async () => {
    const [header, , signature] = (await sign()).split('.');
    const escalated = b64(claims({ [CLAIM_ROLES]: ['FIRM_PILOT_ADMIN'] }));
    expect(await rejection(`${header}.${escalated}.${signature}`)).toBe('signature');
  });

  it('rejects a token signed by another key under our kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(claims()).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' }).sign(privateKey);
    expect(await rejection(forged)).toBe('signature');
  });

  it('rejects an ID token (typ JWT) and a token without sub', async () => {
    expect(await rejection(await sign(claims(), { typ: 'JWT' }))).toBe('claims');
    expect(await rejection(await sign(claims({ sub: undefined })))).toBe('claims');
  });
});

describe('signing key', () => {
  it('persists one key with its RFC 7638 thumbprint as kid', async () => {
    const again = await loadSigningKey(dataDir);
    expect(again.kid).toBe(key.kid);
    expect(again.publicJwk).toEqual(key.publicJwk);
    expect(key.publicJwk).not.toHaveProperty('d');
    expect(statSync(join(dataDir, 'signing-key.json')).mode & 0o077).toBe(0);
  });
});

describe('passwords', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('demo');
    expect(hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(await verifyPassword('demo', hash)).toBe(true);
    expect(await verifyPassword('Demo', hash)).toBe(false);
    expect(await verifyPassword('demo', null)).toBe(false);
    expect(await verifyPassword('demo', 'scrypt$broken')).toBe(false);
  });
});
