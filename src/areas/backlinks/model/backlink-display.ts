/**
 * A stored link as a person reads it in a narrow column: without the scheme, a leading "www." or a trailing slash
 * (harborvale.example/car-accidents). Anything that is not an http(s) address reads exactly as stored.
 */
const readable = (text: string) => {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
};

export function linkText(value: string): string {
  const text = value.trim();
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return text;
    const rest = `${url.pathname}${url.search}${url.hash}`.replace(/\/$/, '');
    return `${url.host.replace(/^www\./, '')}${readable(rest)}`;
  } catch {
    return text.replace(/^www\./, '');
  }
}

/** A step's notes as staff wrote them (its data's `note`), or '' when it has none. */
export const stepNote = (data: unknown): string => {
  const note = (data as { note?: unknown } | null)?.note;
  return typeof note === 'string' ? note : '';
};
