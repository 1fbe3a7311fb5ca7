import { can } from '../../auth/permissions.ts';
import { valueNestsDeeperThan } from '../../input/json-depth.ts';
import { siteBase } from '../../identity/firm-sites.ts';
import type { Db, Queryable } from '../../store/db.ts';
import {
  createReportBudgets,
  MAX_CONTEXT_DEPTH,
  REPORT_WINDOW_MS,
  REPORTS_PER_WINDOW,
  type ReportBudgets,
} from '../../wordpress-plugin/report-budget.ts';
import { withoutQueries } from '../../wordpress-plugin/report-context.ts';
import { isSiteSecret } from '../../wordpress-plugin/site-secret.ts';
import { isSignedIn, type Handler } from '../call.ts';
import { badField, HttpProblem } from '../problems.ts';
import { recordRequest } from '../recorded.ts';
import { requireClientAccess } from '../table-crud.ts';

// One pair of budgets per service (its database): two services in one process, as in the tests, do not share them.
const budgets = new WeakMap<Db, ReportBudgets>();
const budgetsOf = (db: Db) => {
  let found = budgets.get(db);
  if (!found) budgets.set(db, (found = createReportBudgets()));
  return found;
};

/** The client's connected WordPress site (compared as siteBase) and its secret; null when it has none (or does not exist). */
async function connectedSite(db: Queryable, clientId: string): Promise<{ site: string | null; secret: string | null } | null> {
  const [row] = await db.query<{ site_url: string; site_secret: string | null }>(
    'select site_url, site_secret from word_press_credentials where client_id = $1',
    [clientId],
  );
  return row ? { site: siteBase(row.site_url), secret: row.site_secret } : null;
}

/**
 * What the plugin on a firm's site reports (a failed update check from PHP, a bundle that did not load in the
 * browser), taken without a token: the report must come for the client's connected site with that site's secret.
 * The refusal reads the same whether the client exists or not. Someone signed in with access to the client may
 * report as before, on a budget of their own.
 */
export const logWordPressPluginEvent: Handler = async (call) => {
  const { clientId, siteSecret, ...entry } = call.body as {
    clientId: string;
    siteUrl: string;
    siteSecret?: string;
    context?: unknown;
  } & Record<string, unknown>;
  if (entry.context !== undefined && valueNestsDeeperThan(entry.context, MAX_CONTEXT_DEPTH)) {
    throw badField('context', `nests deeper than ${MAX_CONTEXT_DEPTH} levels; send a flat object of the facts that matter.`);
  }
  let recordedBy: string;
  let budget: keyof ReportBudgets;
  if (isSignedIn(call.viewer) && can(call.viewer, clientId, 'read')) {
    await requireClientAccess(call, call.db, clientId);
    recordedBy = call.viewer.userId;
    budget = 'signedIn';
  } else {
    const site = siteBase(entry.siteUrl);
    const connected = await connectedSite(call.db, clientId);
    if (site === null || site !== connected?.site || !isSiteSecret(connected.secret, siteSecret)) {
      throw new HttpProblem(
        403,
        `${entry.siteUrl} is not the WordPress site connected to client "${clientId}", or the report does not carry the site's secret: the plugin reports only from the site the firm connected in FirmPilot (its home URL), with the secret it gets once someone signs in on its FirmPilot page.`,
      );
    }
    call.authorize(clientId, `client "${clientId}"`);
    recordedBy = site;
    budget = 'site';
  }
  const admission = budgetsOf(call.db)[budget].admit(clientId);
  if (!admission.admitted) {
    call.reply.header('retry-after', String(admission.retryAfterSeconds));
    throw new HttpProblem(
      429,
      `The plugin on this client's site has sent ${REPORTS_PER_WINDOW} reports in ${REPORT_WINDOW_MS / 60_000} minutes, as many as the service takes; send again in ${admission.retryAfterSeconds} s.`,
    );
  }
  const recorded = entry.context === undefined ? entry : { ...entry, context: withoutQueries(entry.context) };
  return call.db.transaction((tx) => recordRequest(tx, call, 'wordPressPluginLog', clientId, recorded, recordedBy));
};
