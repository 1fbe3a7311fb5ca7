/**
 * Where the portal's settings come from: a page-wide `configure()` call and each element's attributes
 * (attributes win; configure() is in ./page-configure.ts). Validated once, with messages that say which setting is wrong and how to set it,
 * so an element can show them instead of rendering a blank box.
 */
export const DEFAULT_BRAND = 'FirmPilot';
export const GRAPHQL_PATH = '/graphql';
export const REST_PATH = '/v1';

/** Settings as a host gives them: attribute names in kebab-case, configure() keys in camelCase. */
export interface PortalSettings {
  apiUrl?: string;
  authDomain?: string;
  authClientId?: string;
  authAudience?: string;
  /** Where sign-in comes back to, when not the page itself without its query (a WordPress admin page's `?page=`). */
  authRedirectUri?: string;
  flagsClientId?: string;
  flagsUrl?: string;
  logsUrl?: string;
  analyticsId?: string;
  brand?: string;
  portalUrl?: string;
}

export interface PortalConfig {
  graphqlUrl: string;
  restUrl: string;
  auth: { domain: string; clientId: string; audience: string; redirectUri?: string };
  /** Absent: flags are off and every flag reads its default. */
  flags?: { clientId: string; baseUrl?: string };
  logsUrl?: string;
  analyticsId?: string;
  brand: string;
  /** Where the whole portal lives, for elements on other pages to send people to. */
  portalUrl?: string;
}

export const SETTING_ATTRIBUTES: Record<keyof PortalSettings, string> = {
  apiUrl: 'api-url',
  authDomain: 'auth-domain',
  authClientId: 'auth-client-id',
  authAudience: 'auth-audience',
  authRedirectUri: 'auth-redirect-uri',
  flagsClientId: 'flags-client-id',
  flagsUrl: 'flags-url',
  logsUrl: 'logs-url',
  analyticsId: 'analytics-id',
  brand: 'brand',
  portalUrl: 'portal-url',
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The portal is not configured correctly: ${problems.join(' ')}`);
  }
}

/**
 * Where configure() (exported by the loader, src/index.ts) keeps page-wide settings: on the page under a registered
 * symbol, not in a module both share. The loader then imports nothing, and finds the page's elements without first
 * waiting for a chunk of its own (one round trip sooner for every element). ./page-configure.ts spells the same key.
 */
const PAGE_SETTINGS_KEY = Symbol.for('fp-portal.page-settings.v1');

const configuredSettings = (): PortalSettings => (globalThis as { [PAGE_SETTINGS_KEY]?: PortalSettings })[PAGE_SETTINGS_KEY] ?? {};

/** For tests: forget page-wide settings. */
export function resetConfigureForTests(): void {
  delete (globalThis as { [PAGE_SETTINGS_KEY]?: PortalSettings })[PAGE_SETTINGS_KEY];
}

export function readAttributeSettings(element: Pick<Element, 'getAttribute'>): PortalSettings {
  const settings: PortalSettings = {};
  for (const [key, attribute] of Object.entries(SETTING_ATTRIBUTES) as Array<[keyof PortalSettings, string]>) {
    const value = element.getAttribute(attribute);
    if (value !== null && value.trim() !== '') settings[key] = value.trim();
  }
  return settings;
}

const howToSet = (key: keyof PortalSettings) => `set the ${SETTING_ATTRIBUTES[key]} attribute or call configure({ ${key} })`;

function absoluteUrl(key: keyof PortalSettings, value: string | undefined, base: string, problems: string[]): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.toString().replace(/\/$/, '');
  } catch {
    problems.push(`${SETTING_ATTRIBUTES[key]} must be an http(s) URL, got "${value}".`);
    return undefined;
  }
}

/** Merges page settings and attributes and validates them; throws ConfigError listing every problem. */
export function resolveConfig(attributes: PortalSettings = {}, pageUrl = globalThis.location?.href ?? 'http://localhost/'): PortalConfig {
  const settings = { ...configuredSettings(), ...attributes };
  const problems: string[] = [];
  for (const key of ['authDomain', 'authClientId', 'authAudience'] as const) {
    if (!settings[key]) problems.push(`${SETTING_ATTRIBUTES[key]} is missing: ${howToSet(key)}.`);
  }
  const apiUrl = absoluteUrl('apiUrl', settings.apiUrl ?? new URL(pageUrl).origin, pageUrl, problems);
  const authDomain = absoluteUrl('authDomain', settings.authDomain, pageUrl, problems);
  // Kept exactly as given (a trailing slash or query included): the identity provider compares it character by character.
  const authRedirectUri =
    absoluteUrl('authRedirectUri', settings.authRedirectUri, pageUrl, problems) && new URL(settings.authRedirectUri!, pageUrl).toString();
  const flagsUrl = absoluteUrl('flagsUrl', settings.flagsUrl, pageUrl, problems);
  const logsUrl = absoluteUrl('logsUrl', settings.logsUrl, pageUrl, problems);
  const portalUrl = absoluteUrl('portalUrl', settings.portalUrl, pageUrl, problems);
  if (problems.length) throw new ConfigError(problems);
  return {
    graphqlUrl: `${apiUrl}${GRAPHQL_PATH}`,
    restUrl: `${apiUrl}${REST_PATH}`,
    // The Auth0 SDK wants the domain without a trailing slash (a slash gives //authorize).
    auth: {
      domain: authDomain!,
      clientId: settings.authClientId!,
      audience: settings.authAudience!,
      ...(authRedirectUri ? { redirectUri: authRedirectUri } : {}),
    },
    flags: settings.flagsClientId ? { clientId: settings.flagsClientId, ...(flagsUrl ? { baseUrl: flagsUrl } : {}) } : undefined,
    logsUrl,
    analyticsId: settings.analyticsId,
    brand: settings.brand || DEFAULT_BRAND,
    portalUrl,
  };
}
