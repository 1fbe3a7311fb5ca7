import { createWindowBudget } from '../input/window-budget.ts';

/** How many reports one client's site may send in one window; beyond that they are refused until the window moves on. */
export const REPORTS_PER_WINDOW = 60;
export const REPORT_WINDOW_MS = 10 * 60_000;
/** A report is a message and a few facts: a body past this is refused (413) before it is parsed. */
export const REPORT_BODY_LIMIT_BYTES = 16 * 1024;
/** How deep a report's context may nest (the context object itself is level 1); deeper is refused (400). */
export const MAX_CONTEXT_DEPTH = 5;

/**
 * The per-client budget of the plugin's public log intake: it takes reports without a token, so without a limit a
 * site (or anyone who knows a client's site) could fill the database.
 */
export const createReportBudget = (limit = REPORTS_PER_WINDOW, windowMs = REPORT_WINDOW_MS, now = () => Date.now()) =>
  createWindowBudget(limit, windowMs, now);

export type ReportBudget = ReturnType<typeof createReportBudget>;

/**
 * The site's reports (no token) and signed-in people's reports are counted apart: a site that fills its budget,
 * or someone replaying its reports, does not silence the people of the firm, nor they the site.
 */
export function createReportBudgets() {
  return { site: createReportBudget(), signedIn: createReportBudget() };
}

export type ReportBudgets = ReturnType<typeof createReportBudgets>;
