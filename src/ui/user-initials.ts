/** The avatar's fallback when there is no name (spec section 2). */
export const UNKNOWN_USER_INITIALS = 'UN';

/**
 * The avatar's fallback: the first letters of a person's first and last names ("Ada King Lovelace" is
 * "AL", "Cher" is "C"), or 'UN' when there is no name.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return UNKNOWN_USER_INITIALS;
  const first = words[0]!;
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return (Array.from(first)[0]! + (Array.from(last)[0] ?? '')).toUpperCase();
}
