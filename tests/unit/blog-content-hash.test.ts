// The page's SHA-256 (src/core/review/content-hash.ts, Web Crypto) must be the service's (demo/server/domain/
// approvals.ts contentHash, node:crypto), byte for byte: each side hashes the same texts (src/shared/approvals/).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentHash } from '../../demo/server/domain/approvals.ts';
import { HASH_UNAVAILABLE_MESSAGE, sha256Hex } from '../../src/core/review/content-hash.ts';

const TEXTS = [
  '',
  'abc',
  '<h2>Car accidents in Ohio</h2>\n<p>Call the <strong>police</strong> first &amp; write it down.</p>',
  'Umlauts äöü, a euro €, CJK 法律, an emoji 👩‍⚖️ and a right-to-left word שלום',
  'Windows line ends\r\nand a tab\tand a NUL \u0000 inside',
  // A lone surrogate is not UTF-8: both sides write U+FFFD for it.
  'broken \ud83d surrogate',
  'x'.repeat(200_000),
];

describe('sha256Hex', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the known digest of a known text', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it.each(TEXTS.map((text) => [text.slice(0, 30), text]))('equals the service hash of %j', async (_name, text) => {
    expect(await sha256Hex(text)).toBe(contentHash(text));
  });

  it('tells two texts apart that differ by one character', async () => {
    expect(await sha256Hex('<p>Approved.</p>')).not.toBe(await sha256Hex('<p>Approved!</p>'));
  });

  it('says what to do where Web Crypto is missing (a page served over plain http)', async () => {
    vi.stubGlobal('crypto', {});
    await expect(sha256Hex('abc')).rejects.toThrow(HASH_UNAVAILABLE_MESSAGE);
  });
});
