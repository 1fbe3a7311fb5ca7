import type { TargetFailure } from './http.ts';

/** What the service was doing on the site when it failed; the advice differs (a refused upload is not a refused post). */
export type WordPressStep = 'create' | 'update' | 'delete' | 'upload';

export interface WordPressCallContext {
  /** The site's address as stored, without a trailing slash. */
  site: string;
  username: string;
  step: WordPressStep;
  postId?: string;
  fileName?: string;
}

const STEP_WORDS: Record<WordPressStep, string> = {
  create: 'create posts',
  update: 'edit this post',
  delete: 'delete this post',
  upload: 'upload images',
};
const REFUSED_WORDS: Record<WordPressStep, string> = {
  create: 'the post',
  update: 'the changed post',
  delete: 'to delete the post',
  upload: 'the featured image',
};
const DOING_WORDS: Record<WordPressStep, string> = {
  create: 'creating the post',
  update: 'updating the post',
  delete: 'deleting the post',
  upload: 'taking the featured image',
};
const GONE_CODES = new Set(['rest_post_invalid_id', 'rest_already_trashed', 'rest_post_invalid_id_or_trashed']);

/**
 * One failure, flattened so each rule of the table reads as one line. Only WordPress's REST API answers with an error
 * `code`: without one, whatever answered (a proxy's error page, another program on that port) is not the site.
 */
interface Facts {
  status: number;
  code?: string;
}

const factsOf = (failure: TargetFailure): Facts | undefined => {
  if (failure.kind !== 'refused') return undefined;
  const body = failure.body as { code?: unknown } | undefined;
  const code = body && typeof body === 'object' && typeof body.code === 'string' ? body.code : undefined;
  return code === undefined ? undefined : { status: failure.status, code };
};

/**
 * What the person reads whenever the site did not answer as WordPress: no answer, a refused address, a closed port, a
 * timeout, a redirect, a web page instead of the REST API. One sentence for all, so the portal tells nobody which ports
 * of which host are open (the service's log keeps what happened).
 */
export const unreachableMessage = (site: string) =>
  `Could not reach your WordPress site at ${site}. Check that the site is up and that the site URL in Settings is its home address on the internet ` +
  '(often with https:// or www.), with the WordPress REST API on, then try again.';

const TRY_LATER = "Try again later; if it keeps failing, the site's administrator will find the cause in its error log.";

/**
 * The error table: what WordPress answered, turned into what went wrong and what to do, for the person who pressed
 * the button, in our words (WordPress's own text is not passed on). Rules are tried in order; the first that matches speaks.
 */
const RULES: Array<{ when: (f: Facts) => boolean; say: (f: Facts, at: WordPressCallContext) => string }> = [
  {
    when: (f) => f.code === 'incorrect_password',
    say: (_, at) =>
      `WordPress at ${at.site} did not accept the application password of "${at.username}". Create a new application password in WordPress (Users → Profile → Application Passwords) and save it in Settings.`,
  },
  {
    when: (f) => f.code === 'invalid_username' || f.code === 'invalid_email',
    say: (_, at) =>
      `WordPress at ${at.site} has no user "${at.username}". Enter in Settings the user name the application password belongs to.`,
  },
  {
    // WordPress 6.1 answers a wrong application password with 401 rest_cannot_create (or rest_not_logged_in), not incorrect_password.
    when: (f) => f.status === 401 || f.code === 'rest_not_logged_in' || f.code === 'application_passwords_disabled',
    say: (_, at) =>
      `WordPress at ${at.site} did not accept the user name "${at.username}" with the application password saved in Settings. ` +
      'Create a new application password in WordPress (Users → Profile → Application Passwords) and save it in Settings with the user name it belongs to.',
  },
  {
    when: (f) => f.status === 413 || (f.code?.startsWith('rest_upload_') ?? false),
    say: (_, at) =>
      `Your WordPress site at ${at.site} refused the featured image${at.fileName ? ` "${at.fileName}"` : ''}. ` +
      "Choose a smaller JPEG or PNG image, or ask the site's administrator to allow the upload.",
  },
  {
    when: (f) => f.status === 403 || (f.code?.startsWith('rest_cannot_') ?? false),
    say: (_, at) =>
      `The WordPress user "${at.username}" may not ${STEP_WORDS[at.step]} on ${at.site}. Give that user the Editor or Administrator role in WordPress, or connect a user who has it.`,
  },
  {
    when: (f) => f.code !== undefined && GONE_CODES.has(f.code),
    say: (_, at) =>
      `The post${at.postId ? ` ${at.postId}` : ''} is no longer on WordPress at ${at.site}: it was deleted there. Delete the WordPress post in the portal, then push the blog again.`,
  },
  {
    when: (f) => f.code === 'rest_no_route',
    say: (_, at) => unreachableMessage(at.site),
  },
  {
    when: (f) => f.status >= 500,
    say: (_, at) => `Your WordPress site at ${at.site} failed while ${DOING_WORDS[at.step]}. ${TRY_LATER}`,
  },
];

/** The person's message for a failed call to WordPress. */
export function wordPressFailureMessage(failure: TargetFailure, at: WordPressCallContext): string {
  const facts = factsOf(failure);
  if (!facts) return unreachableMessage(at.site);
  const rule = RULES.find((candidate) => candidate.when(facts));
  if (rule) return rule.say(facts, at);
  return `Your WordPress site at ${at.site} refused ${REFUSED_WORDS[at.step]}. ${TRY_LATER}`;
}
