/**
 * The SHA-256 of a post's text as the service computes it when a post is approved
 * (createHash('sha256').update(content, 'utf8').digest('hex')), so the page can show whether the text it
 * has for a version is the text that was approved. Web Crypto, not a bundled hash: browsers have it.
 */

export const HASH_UNAVAILABLE_MESSAGE =
  'This browser cannot compute SHA-256 here: Web Crypto is only available on secure (https) pages. Open the portal over https to check the hash.';

/** The lowercase hex SHA-256 of the text's UTF-8 bytes (a lone surrogate counts as U+FFFD, as in Node). */
export async function sha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error(HASH_UNAVAILABLE_MESSAGE);
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
