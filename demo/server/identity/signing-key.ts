import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';

export interface SigningKey {
  /** Private RSA JWK with kid, alg and use set: what oidc-provider signs with. */
  privateJwk: JWK;
  /** The same key without its private members: what verifiers get. */
  publicJwk: JWK;
  kid: string;
}

const FILE_NAME = 'signing-key.json';
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth'] as const;

/**
 * Loads the RS256 key from `${dataDir}/signing-key.json`, creating it on first start.
 * One persisted key, because a new key per start would break every JWKS a client cached and
 * every token it holds. Without a dataDir (tests, in-memory databases) the key lives in memory.
 */
export async function loadSigningKey(dataDir: string | undefined): Promise<SigningKey> {
  const file = dataDir ? join(dataDir, FILE_NAME) : undefined;
  let stored: JWK | undefined;
  if (file && existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as JWK;
  if (!stored) {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    stored = await exportJWK(privateKey);
    if (file && dataDir) {
      mkdirSync(dataDir, { recursive: true });
      // 0600: the private key must not be readable by other local users.
      writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    }
  }
  return fromPrivateJwk(stored);
}

/** Normalises a private RSA JWK: kid is the RFC 7638 thumbprint, so it is stable for the key. */
export async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== 'RSA' || !jwk.d) throw new Error('signing key: expected a private RSA JWK');
  const kid = await calculateJwkThumbprint(jwk, 'sha256');
  const privateJwk: JWK = { ...jwk, kid, alg: 'RS256', use: 'sig' };
  const publicJwk: JWK = { ...privateJwk };
  for (const member of PRIVATE_MEMBERS) delete publicJwk[member];
  return { privateJwk, publicJwk, kid };
}

/** The JSON Web Key Set served at /.well-known/jwks.json and given to token verifiers. */
export function publicJwks(key: SigningKey): { keys: JWK[] } {
  return { keys: [key.publicJwk] };
}
