import { can } from '../../auth/permissions.ts';
import { siteBase } from '../../identity/firm-sites.ts';
import type { Db, Queryable } from '../../store/db.ts';
import { createReportBudget, REPORT_WINDOW_MS, REPORTS_PER_WINDOW, type ReportBudget } from '../../wordpress-plugin/report-budget.ts';
import { isSignedIn, type Handler } from '../call.ts';
import { HttpProblem } from '../problems.ts';
import { recordRequest } from '../recorded.ts';
import { requireClientAccess } from '../table-crud.ts';

// One budget per service (its database): two services in one process, as in the tests, do not share it.
const budgets = new WeakMap<Db, ReportBudget>();
const budgetOf = (db: Db) => {
  let budget = budgets.get(db);
  if (!budget) budgets.set(db, (budget = createReportBudget()));
  return budget;
};

/** The client's connected WordPress site, compared as siteBase; null when it has none (or does not exist). */
async function connectedSite(db: Queryable, clientId: string): Promise<string | null> {
  const [row] = await db.query<{ site_url: string }>('select site_url from word_press_credentials where client_id = $1', [clientId]);
  return row ? siteBase(row.site_url) : null;
}

/**
 * What the plugin on a firm's site reports (a failed update check from PHP, a bundle that did not load in the
 * browser), taken without a token: the report must come for the client's connected site. The refusal reads the
 * same whether the client exists or not. Someone signed in with access to the client may report as before.
 */
export const logWordPressPluginEvent: Handler = async (call) => {
  const { clientId, ...entry } = call.body as { clientId: string; siteUrl: string } & Record<string, unknown>;
  let recordedBy: string;
  if (isSignedIn(call.viewer) && can(call.viewer, clientId, 'read')) {
    await requireClientAccess(call, call.db, clientId);
    recordedBy = call.viewer.userId;
  } else {
    const site = siteBase(entry.siteUrl);
    if (site === null || site !== (await connectedSite(call.db, clientId))) {
      throw new HttpProblem(403, `${entry.siteUrl} is not the WordPress site connected to client "${clientId}": the plugin reports only from the site the firm connected in FirmPilot (its home URL).`);
    }
    call.authorize(clientId, `client "${clientId}"`);
    recordedBy = site;
  }
  const admission = budgetOf(call.db).admit(clientId);
  if (!admission.admitted) {
    call.reply.header('retry-after', String(admission.retryAfterSeconds));
    throw new HttpProblem(429, `The plugin on this client's site has sent ${REPORTS_PER_WINDOW} reports in ${REPORT_WINDOW_MS / 60_000} minutes, as many as the service takes; send again in ${admission.retryAfterSeconds} s.`);
  }
  return call.db.transaction((tx) => recordRequest(tx, call, 'wordPressPluginLog', clientId, entry, recordedBy));
};
