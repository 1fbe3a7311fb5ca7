import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReleaseKey {
  privateKey: KeyObject;
  /** The raw 32-byte Ed25519 public key, base64: what the plugin carries and libsodium verifies with. */
  publicKey: string;
}

const FILE_NAME = 'plugin-release-key.pem';
/** The response header that carries a zip's signature (base64) to the plugin's upgrader filter. */
export const SIGNATURE_HEADER = 'x-firmpilot-signature';

const keys = new Map<string, ReleaseKey>();

/**
 * The Ed25519 key the service signs the plugin's zips with, kept in `${dataDir}/plugin-release-key.pem` and created
 * on first start, like the identity signing key: a new key per start would make every installed plugin refuse the
 * next update, since each trusts the key it was packed with.
 */
export function loadReleaseKey(dataDir: string): ReleaseKey {
  const known = keys.get(dataDir);
  if (known) return known;
  const file = join(dataDir, FILE_NAME);
  let privateKey: KeyObject;
  if (existsSync(file)) {
    privateKey = createPrivateKey(readFileSync(file, 'utf8'));
    if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error(`${file} is not an Ed25519 private key.`);
  } else {
    privateKey = generateKeyPairSync('ed25519').privateKey;
    mkdirSync(dataDir, { recursive: true });
    // 0600: the private key must not be readable by other local users.
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' });
  const key = { privateKey, publicKey: Buffer.from(jwk.x!, 'base64url').toString('base64') };
  keys.set(dataDir, key);
  return key;
}

/** The detached Ed25519 signature of `bytes`, base64 (sodium_crypto_sign_verify_detached checks it in PHP). */
export const signRelease = (key: ReleaseKey, bytes: Buffer) => sign(null, bytes, key.privateKey).toString('base64');

/** The plugin file that names the key its updates must be signed with; the repository's plugin has none. */
export const RELEASE_KEY_FILE = 'includes/release-key.php';

export const releaseKeyFile = (publicKey: string) =>
  Buffer.from(`<?php
// Written when FirmPilot packed this plugin: the public key its updates must be signed with (includes/package-check.php).
defined('ABSPATH') || exit;

const FIRMPILOT_PORTAL_RELEASE_KEY = '${publicKey.replace(/[^A-Za-z0-9+/=]/g, '')}';
`);
