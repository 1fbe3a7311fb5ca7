import type { OidcContext } from 'oidc-provider';
import { ADMIN_ROLE } from '../auth/permissions.ts';
import type { Queryable } from '../store/db.ts';
import { loadIdentityAccount } from './claims.ts';
import type { FirmSites } from './firm-sites.ts';
import { loadFirstPartyGrant } from './grants.ts';

export interface SiteFirm {
  clientId: string;
  name: string;
}

/**
 * The firm a person may sign in for at this site's plugin page: one the person is mapped to whose verified site
 * it is. Never for agency staff (their token would reach every firm), never for a person of another firm.
 */
export async function firmOfSignIn(
  db: Queryable,
  firmSites: FirmSites,
  sub: string | undefined,
  redirectUri: string,
): Promise<SiteFirm | undefined> {
  const siteClients = firmSites.clientsOfCallback(redirectUri);
  if (!sub || siteClients.length === 0) return undefined;
  const account = await loadIdentityAccount(db, sub);
  if (!account || account.roles.includes(ADMIN_ROLE)) return undefined;
  const mapped = account.userClientMapping.userClients.find(({ client }) => siteClients.includes(client.clientId));
  return mapped ? { clientId: mapped.client.clientId, name: mapped.client.name } : undefined;
}

/**
 * The plugin's client is not first party: a firm's site gets a code only right after the person consented on our
 * page (interaction.ts), never from an earlier grant, and only while the person is still one of the site's firm.
 */
export async function loadFirmSiteGrant(ctx: OidcContext, db: Queryable, firmSites: FirmSites) {
  const { oidc } = ctx;
  if (!oidc.result?.consent?.grantId || !oidc.account) return undefined;
  const firm = await firmOfSignIn(db, firmSites, oidc.account.accountId, oidc.params.redirect_uri ?? '');
  return firm ? loadFirstPartyGrant(ctx) : undefined;
}
