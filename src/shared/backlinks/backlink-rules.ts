/**
 * What the service takes from the agency for a backlinks job, written once: the portal checks it before sending (so
 * a person hears why before the bytes travel, and is never offered what is refused) and the service enforces it
 * (demo/server/domain/backlinks.ts, demo/server/rest/handlers/backlinks.ts).
 */

/** Screenshots, PDFs and plain or CSV text: what proves a link was asked for, placed and checked. */
export const BACKLINK_EVIDENCE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'text/plain',
  'text/csv',
] as const;

/** The statuses a step can be in. */
export const BACKLINK_STEP_STATUSES = ['Pending', 'Initialized', 'Failed', 'Unknown', 'Completed'] as const;

export type StepAction = 'edit' | 'start' | 'save';

/**
 * What the agency may do with a step, by its status: edit it in any status (a completed one's notes stay as saved,
 * see NOTES_KEPT_FROM; its edit changes the job's links only), start it from Pending, save it with its file once
 * started.
 */
export const STEP_ACTION_FROM: Readonly<Record<StepAction, readonly string[]>> = {
  edit: BACKLINK_STEP_STATUSES,
  start: ['Pending'],
  save: ['Initialized'],
};

/** The status in which a step's notes stay as saved: an edit then may change the job's links only. */
export const NOTES_KEPT_FROM = 'Completed';

export const MAX_LINK_LENGTH = 2000;
/** A host name of labels, with a top-level domain that starts with a letter (no IP address, no `localhost`). */
export const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

/** The address when `text` is an http or https address on a domain, else null. */
export function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && DOMAIN.test(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

export type LinkProblem = 'notHttp' | 'notSite' | 'tooLong';

/** Why a live link cannot be saved (an http or https address with a domain); null when fine or empty (it clears). */
export function liveUrlProblem(value: string): LinkProblem | null {
  const text = value.trim();
  if (!text) return null;
  if (value.length > MAX_LINK_LENGTH) return 'tooLong';
  return httpUrl(text) ? null : 'notHttp';
}

/** Why a referring site cannot be saved (a domain, or an http or https address); null when fine or empty (it clears). */
export function referringSiteProblem(value: string): LinkProblem | null {
  const text = value.trim();
  if (!text) return null;
  if (value.length > MAX_LINK_LENGTH) return 'tooLong';
  return DOMAIN.test(text) || httpUrl(text) ? null : 'notSite';
}
