/**
 * The flags the portal reads, each with the value it falls back to while flags load, when they are off
 * (no flags-client-id) or when the flag service does not answer.
 */

/** Hides site search, Backlinks and On-page SEO Updates while on (spec sections 2 and 9). */
export const WORK_IN_PROGRESS_FLAG = 'client-app-work-in-progress';

export const FLAG_DEFAULTS = {
  // Default on: a visitor whose flags have not arrived sees the finished parts of the portal only.
  [WORK_IN_PROGRESS_FLAG]: true,
} as const;

export type FlagKey = keyof typeof FLAG_DEFAULTS;
