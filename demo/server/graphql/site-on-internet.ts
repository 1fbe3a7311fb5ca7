import type { Publishers } from '../publishers/publishers.ts';
import { badInput } from './errors.ts';

/**
 * Refuses a firm's address that leads inside (this server, a private network, a cloud's metadata service) before it is
 * saved: the service would call it when publishing. Connecting checks again (outbound/outbound.ts), since a name can
 * change what it resolves to after it was saved.
 */
export async function requireSiteOnInternet(publishers: Publishers, field: string, url: string, what: string): Promise<void> {
  const verdict = await publishers.checkSite(url);
  if (verdict.allowed) return;
  throw badInput(
    field,
    `Enter ${what} on the internet, such as https://www.yourfirm.com: ${verdict.host} leads to this server or a private network, which the portal does not connect to.`,
  );
}
