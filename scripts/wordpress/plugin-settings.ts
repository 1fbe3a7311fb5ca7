/**
 * The public key the service signs the plugin's zips with (GET /v1/wordpress-plugin/release-key): a plugin copied
 * into a site carries it, as the zip the service serves does. Undefined when the service does not answer.
 */
export async function releaseKeyOf(serviceUrl: string): Promise<string | undefined> {
  const answer = (await fetch(`${serviceUrl}/v1/wordpress-plugin/release-key`).then(
    (response) => (response.ok ? response.json() : undefined),
    () => undefined,
  )) as { publicKey: string } | undefined;
  return answer?.publicKey;
}

/** The plugin's one option (wordpress-plugin/firmpilot-portal/includes/settings.php FIRMPILOT_PORTAL_OPTION). */
export const PLUGIN_OPTION = 'firmpilot_portal_settings';

interface DemoConfig {
  apiUrl: string;
  authDomain: string;
  /** The plugin's own identity client (the portal's, authClientId, never takes a firm's site). */
  wordPressAuthClientId: string;
  authAudience: string;
  flagsClientId?: string;
  flagsUrl?: string;
  logsUrl?: string;
}

/**
 * The plugin's settings for a site that shows a client's queue from this service, as the site's administrator
 * would type them: read from the service's own /demo-config.json (what the demo pages use). Undefined when the
 * service does not answer.
 */
export async function pluginSettingsFor(
  serviceUrl: string,
  clientId: string,
  openIn: 'board' | 'portal' = 'board',
): Promise<Record<string, string> | undefined> {
  const config = (await fetch(`${serviceUrl}/demo-config.json`).then(
    (answer) => (answer.ok ? answer.json() : undefined),
    () => undefined,
  )) as DemoConfig | undefined;
  if (!config) return undefined;
  return {
    portal_url: serviceUrl,
    api_url: config.apiUrl,
    auth_domain: config.authDomain,
    auth_client_id: config.wordPressAuthClientId,
    auth_audience: config.authAudience,
    client_id: clientId,
    open_in: openIn,
    flags_client_id: config.flagsClientId ?? '',
    flags_url: config.flagsUrl ?? '',
    logs_url: config.logsUrl ?? '',
  };
}
