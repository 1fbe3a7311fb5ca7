import type { Logger } from '@datadog/browser-logs';
import { startFlags } from '../flags/start-flags.ts';
import { createAnalytics, type Analytics, type AnalyticsSink } from '../telemetry/analytics.ts';
import { loadAnalytics } from '../telemetry/analytics-script.ts';
import { startLogger } from '../telemetry/logger.ts';
import type { Session } from './session.ts';

/** Seams for tests; each defaults to the real loader. */
export interface TelemetryDeps {
  startFlags?: typeof startFlags;
  startLogger?: (settings: { intakeUrl: string }) => Promise<Logger>;
  loadAnalytics?: typeof loadAnalytics;
}

export interface TelemetryOptions extends TelemetryDeps {
  /** Spec section 1: the analytics script loads in production only (the bundle's build mode). */
  production: boolean;
  /**
   * What the logger waits for (elements pass "the page is shown"). Flags do not wait: what the shell shows
   * (the site search, some areas) hangs on them, so they load beside first paint.
   */
  loggerAfter?: Promise<void>;
}

export interface Telemetry {
  /** Settles when every configured SDK has started or failed; never rejects (failures are logged). */
  started: Promise<void>;
}

interface SessionTelemetry {
  sink: AnalyticsSink | null;
  analytics: Analytics;
  run?: Telemetry;
}

const telemetry = new WeakMap<Session, SessionTelemetry>();

function stateOf(session: Session): SessionTelemetry {
  let state = telemetry.get(session);
  if (!state) {
    const created: SessionTelemetry = { sink: null, analytics: createAnalytics((...args) => created.sink?.(...args)) };
    telemetry.set(session, created);
    state = created;
  }
  return state;
}

/** The page's analytics; events sent while analytics is off (not production, no analytics-id) go nowhere. */
export function analyticsOf(session: Session): Analytics {
  return stateOf(session).analytics;
}

async function attempt(what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    // Telemetry never breaks the portal: flags then read their defaults, logs stay in the console.
    console.error(`Could not start ${what}; the portal works without it.`, error);
  }
}

/**
 * Starts what the page reports to and reads flags from, once per session: the feature-flag SDK (when
 * flags-client-id is set), the browser logger (when logs-url is set) and the analytics script (production
 * with analytics-id). Elements call it after their first paint; each SDK is its own lazily fetched chunk.
 * The logger waits for `loggerAfter` as well.
 */
export function startTelemetry(session: Session, options: TelemetryOptions): Telemetry {
  const state = stateOf(session);
  if (state.run) return state.run;
  const { config, runtime } = session;
  const launchFlags = options.startFlags ?? startFlags;
  const launchLogger = options.startLogger ?? startLogger;
  const tasks: Array<Promise<void>> = [];
  if (config.flags) {
    const settings = config.flags;
    tasks.push(attempt('feature flags', () => launchFlags(settings, runtime.flags)));
  }
  if (config.logsUrl) {
    const intakeUrl = config.logsUrl;
    tasks.push((options.loggerAfter ?? Promise.resolve()).then(() => attempt('the browser logger', () => launchLogger({ intakeUrl }))));
  }
  state.sink = (options.loadAnalytics ?? loadAnalytics)({ measurementId: config.analyticsId, production: options.production });
  state.run = { started: Promise.all(tasks).then(() => undefined) };
  return state.run;
}
