import { createHash } from 'node:crypto';

/** A UUID derived from a name, so every seed run produces the same ids (tests and links stay stable). */
export function seededId(name: string): string {
  const hex = createHash('sha1').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
