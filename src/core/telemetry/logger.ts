import type { DatadogLogs, Logger, LogsInitConfiguration } from '@datadog/browser-logs';

/**
 * The browser logger: Datadog's browser logs SDK sending to the configured intake through its
 * `proxy` option. Of spec section 9's logging limits, two are settings and the rest are the SDK's
 * own behaviour (browser-logs 7, checked in tests/unit/telemetry-logger.test.ts):
 * - configurable here: session sample rate 100, environment prod;
 * - built into the SDK, no option: flush after 30 s, batches of at most 50 messages or 16 KiB,
 *   messages over 256 KiB dropped, sessions end after 4 h, or after 15 min without activity.
 */
export const LOG_SESSION_SAMPLE_RATE = 100;
export const LOG_ENVIRONMENT = 'prod';
export const LOG_SERVICE = 'fp-portal';
// The SDK refuses to start without a client token. Behind a proxy the intake does not read it.
export const PROXY_CLIENT_TOKEN = 'pub-fp-portal-proxy';

export interface LoggerSettings {
  /** The log intake URL (logs-url), e.g. https://api.example/intake/logs. */
  intakeUrl: string;
  /** A Datadog client token, when the proxy forwards to Datadog itself. */
  clientToken?: string;
  version?: string;
}

type DatadogLogsSdk = { datadogLogs: Pick<DatadogLogs, 'init' | 'logger'> };

export function loggerConfiguration(settings: LoggerSettings): LogsInitConfiguration {
  return {
    clientToken: settings.clientToken || PROXY_CLIENT_TOKEN,
    proxy: settings.intakeUrl,
    service: LOG_SERVICE,
    env: LOG_ENVIRONMENT,
    ...(settings.version ? { version: settings.version } : {}),
    sessionSampleRate: LOG_SESSION_SAMPLE_RATE,
    forwardErrorsToLogs: true,
    // The core reports failures with console.error ('LaunchDarkly identify call failed', failed queries).
    forwardConsoleLogs: ['error'],
  };
}

/**
 * Loads the SDK and starts it. The runtime calls this after first paint: the SDK is a separate
 * chunk fetched by this import(), never part of what an element needs to paint.
 */
export async function startLogger(
  settings: LoggerSettings,
  loadSdk: () => Promise<DatadogLogsSdk> = () => import('@datadog/browser-logs'),
): Promise<Logger> {
  if (!settings.intakeUrl.trim())
    throw new Error('Cannot start the browser logger without an intake URL: set the logs-url attribute or call configure({ logsUrl }).');
  const { datadogLogs } = await loadSdk();
  datadogLogs.init(loggerConfiguration(settings));
  return datadogLogs.logger;
}
