import { badInput } from '../errors.ts';

/**
 * Input checks shared by the staff's configuration, registration, SEO and ads mutations. GraphQL already
 * checked the types; these check what types cannot say (empty text, lengths, URL shapes), and each error
 * names the field and says what to send instead. The firm's settings forms are checked with their own
 * rules instead (src/core/forms, through ../form-input.ts).
 */
export const NAME_MAX = 200;
export const PROMPT_MAX = 20_000;

/** Trimmed text of 1..max characters. */
export function requiredText(field: string, value: string, max = NAME_MAX): string {
  const text = value.trim();
  if (!text) throw badInput(field, 'must not be empty.');
  if (text.length > max) throw badInput(field, `must be at most ${max} characters (got ${text.length}).`);
  return text;
}

/** Like requiredText, but absent (null/undefined) passes through as undefined: "leave unchanged". */
export function optionalText(field: string, value: string | null | undefined, max = NAME_MAX): string | undefined {
  return value === null || value === undefined ? undefined : requiredText(field, value, max);
}

/** An absolute http(s) URL, returned normalised by the URL parser. */
export function httpUrl(field: string, value: string): string {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badInput(field, `must be an absolute URL such as https://www.example.com, got "${text}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badInput(field, 'must start with http:// or https://.');
  if (text.length > 2000) throw badInput(field, 'must be at most 2000 characters.');
  return url.toString();
}

/** Keywords as a list: each trimmed, 1..100 characters, duplicates (ignoring case) dropped, 1..max of them. */
export function keywordSet(field: string, values: readonly string[], max: number): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  values.forEach((value, index) => {
    const keyword = value.trim();
    if (!keyword) throw badInput(`${field}[${index}]`, 'must not be empty.');
    if (keyword.length > 100) throw badInput(`${field}[${index}]`, 'must be at most 100 characters.');
    if (seen.has(keyword.toLowerCase())) return;
    seen.add(keyword.toLowerCase());
    keywords.push(keyword);
  });
  if (keywords.length === 0) throw badInput(field, 'must hold at least one keyword.');
  if (keywords.length > max) throw badInput(field, `must hold at most ${max} keywords (got ${keywords.length}).`);
  return keywords;
}

/** A change that names nothing to change is a mistake worth telling the caller about. */
export function requireSomeChange(input: object, fields: readonly string[]): void {
  const record = input as Record<string, unknown>;
  if (!fields.some((field) => record[field] !== undefined && record[field] !== null)) {
    throw badInput('input', `give at least one of ${fields.join(', ')} to change.`);
  }
}
