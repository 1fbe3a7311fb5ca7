import { badInput } from '../errors.ts';

/**
 * Input checks the GraphQL types cannot express, shared by the blog and social media resolvers.
 * Each names the field it refuses and says what to send instead.
 */
export const TITLE_MAX = 200;
export const TOPIC_MAX = 200;
export const CONTENT_MAX = 200_000;
const EXTERNAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** A trimmed, non-empty text of at most `max` characters. */
export function requireText(field: string, value: string | null | undefined, max: number): string {
  const text = (value ?? '').trim();
  if (!text) throw badInput(field, 'must not be empty.');
  if (text.length > max) throw badInput(field, `must be at most ${max} characters (got ${text.length}).`);
  return text;
}

/** An absolute http(s) URL, returned normalised without a trailing slash. */
export function requireHttpUrl(field: string, value: string | null | undefined): string {
  const raw = (value ?? '').trim();
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw badInput(field, `must be an absolute URL starting with https:// or http://, got "${raw}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badInput(field, `must start with https:// or http://, got "${raw}".`);
  return url.toString().replace(/\/$/, '');
}

/** An instant later than now (publication and posting schedules). */
export function requireFuture(field: string, instant: string, now = new Date()): string {
  if (new Date(instant).getTime() <= now.getTime()) throw badInput(field, `must be in the future, got ${instant}.`);
  return instant;
}

/** An id of an external catalogue (Shutterstock images, BannerBear templates): letters, digits, '-' and '_'. */
export function requireExternalId(field: string, value: string): string {
  const id = value.trim();
  if (!EXTERNAL_ID_PATTERN.test(id)) throw badInput(field, `must be 1 to 64 letters, digits, '-' or '_', got "${value}".`);
  return id;
}
