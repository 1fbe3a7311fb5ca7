/** FNV-1a: a fast deterministic hash of a text as a fraction in [0, 1), for seeded figures that must not change between runs. */
export function hash01(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}
