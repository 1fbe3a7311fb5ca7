import type { PortalConfig } from '../core/config.ts';

/**
 * Where a portal path lives: `portal-url` + path (the portal may sit under a folder, as in
 * `https://firm.example/portal`), or this page's origin + path when `portal-url` is not set.
 */
export function portalPageUrl(path: string, config: Pick<PortalConfig, 'portalUrl'>, origin?: string): string {
  // resolveConfig has made portalUrl absolute and dropped its trailing slash.
  return `${config.portalUrl ?? origin ?? globalThis.location.origin}${path}`;
}
