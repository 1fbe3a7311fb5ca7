import { targetMessage, type TargetFailure } from './http.ts';

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

const STEP_WORDS: Record<WordPressStep, string> = { create: 'create posts', update: 'edit this post', delete: 'delete this post', upload: 'upload images' };
const GONE_CODES = new Set(['rest_post_invalid_id', 'rest_already_trashed', 'rest_post_invalid_id_or_trashed']);

/** One failure, flattened so each rule of the table reads as one line. */
interface Facts {
  unreachable: boolean;
  timedOut: boolean;
  /** Where a redirect pointed; undefined when there was none. */
  location?: string;
  status: number;
  statusText: string;
  /** WordPress's error `code`; only the REST API answers with one, so none means something else answered. */
  code?: string;
  /** WordPress's own words, without their full stop: the table's sentences go on after them. */
  message?: string;
  /** The network's reason when the site was not reached. */
  reason: string;
}

function factsOf(failure: TargetFailure): Facts {
  if (failure.kind === 'unreachable') return { unreachable: true, timedOut: failure.timedOut, status: 0, statusText: '', reason: failure.reason };
  if (failure.kind === 'redirected') return { unreachable: false, timedOut: false, location: failure.location, status: failure.status, statusText: '', reason: '' };
  const body = failure.body as { code?: unknown } | undefined;
  const code = body && typeof body === 'object' && typeof body.code === 'string' ? body.code : undefined;
  return { unreachable: false, timedOut: false, status: failure.status, statusText: failure.statusText, code, message: targetMessage(failure.body)?.trim().replace(/\.+$/, ''), reason: '' };
}

/** The message a person reads when something other than WordPress's REST API answered at the site's address. */
export const noRestApiMessage = (site: string, answered: string) =>
  `No WordPress REST API answered at ${site}/wp-json/ (${answered}). Check the site URL in Settings: it must be the WordPress site's home address, and no plugin or firewall may block the REST API.`;

const TRY_LATER = "Try again later; if it keeps failing, the site's administrator will find the cause in its error log.";

/**
 * The error table: what WordPress (or the network on the way to it) answered, turned into what went wrong and what
 * to do, for the person who pressed the button. Rules are tried in order; the first that matches speaks.
 */
const RULES: Array<{ when: (f: Facts) => boolean; say: (f: Facts, at: WordPressCallContext) => string }> = [
  {
    when: (f) => f.timedOut,
    say: (_, at) => `WordPress at ${at.site} did not answer in time: the site may be down or overloaded. Try again later; if it keeps happening, check the site URL in Settings.`,
  },
  {
    when: (f) => f.unreachable,
    say: (f, at) => `WordPress at ${at.site} could not be reached (${f.reason}). Check that the site is up and that the site URL in Settings is right, then try again.`,
  },
  {
    when: (f) => f.location !== undefined,
    say: (f, at) => `WordPress at ${at.site} sent the request on to ${f.location}; save that address (often the same site with https:// or www.) as the site URL in Settings.`,
  },
  {
    when: (f) => f.code === 'incorrect_password',
    say: (_, at) =>
      `WordPress at ${at.site} did not accept the application password of "${at.username}". Create a new application password in WordPress (Users → Profile → Application Passwords) and save it in Settings.`,
  },
  {
    when: (f) => f.code === 'invalid_username' || f.code === 'invalid_email',
    say: (_, at) => `WordPress at ${at.site} has no user "${at.username}". Enter in Settings the user name the application password belongs to.`,
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
    say: (f, at) =>
      `WordPress at ${at.site} refused the featured image${at.fileName ? ` "${at.fileName}"` : ''}: ${f.status === 413 ? 'it is larger than the site accepts' : (f.message ?? 'no reason given')}. ` +
      "Choose a smaller JPEG or PNG image, or ask the site's administrator to allow the upload.",
  },
  {
    when: (f) => f.code !== undefined && (f.status === 403 || f.code.startsWith('rest_cannot_')),
    say: (_, at) => `The WordPress user "${at.username}" may not ${STEP_WORDS[at.step]} on ${at.site}. Give that user the Editor or Administrator role in WordPress, or connect a user who has it.`,
  },
  {
    when: (f) => f.code !== undefined && GONE_CODES.has(f.code),
    say: (_, at) => `The post${at.postId ? ` ${at.postId}` : ''} is no longer on WordPress at ${at.site}: it was deleted there. Delete the WordPress post in the portal, then push the blog again.`,
  },
  {
    when: (f) => f.code === undefined && f.status >= 500,
    say: (f, at) => `WordPress at ${at.site} is not working right now (${`${f.status} ${f.statusText}`.trim()}). ${TRY_LATER}`,
  },
  {
    when: (f) => f.code === undefined || f.code === 'rest_no_route',
    say: (f, at) => noRestApiMessage(at.site, `it answered ${f.status}`),
  },
  {
    when: (f) => f.status >= 500,
    say: (f, at) => `WordPress at ${at.site} failed (${f.status}): ${f.message ?? 'no reason given'}. ${TRY_LATER}`,
  },
];

/** The person's message for a failed call to WordPress; a refusal no rule knows keeps WordPress's own words. */
export function wordPressFailureMessage(failure: TargetFailure, at: WordPressCallContext): string {
  const facts = factsOf(failure);
  const rule = RULES.find((candidate) => candidate.when(facts));
  if (rule) return rule.say(facts, at);
  const what = at.step === 'upload' ? 'take the featured image' : `${at.step} the post`;
  return `WordPress at ${at.site} refused to ${what} (${facts.status}): ${facts.message ?? 'no reason given'}.`;
}
