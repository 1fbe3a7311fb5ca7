import { interactionPolicy, type OidcContext } from 'oidc-provider';

/** API scopes and the roles that may hold them; requested scopes a user may not hold are dropped, as Auth0's RBAC does. */
export const API_SCOPE_ROLES: Record<string, readonly string[]> = {
  'read:admin': ['FIRM_PILOT_ADMIN'],
};
export const API_SCOPES = Object.keys(API_SCOPE_ROLES).join(' ');

/** What findAccount returns: oidc-provider's account plus the roles the grant policy needs. */
export interface ProviderAccount {
  accountId: string;
  roles: string[];
  claims(): Promise<Record<string, unknown>>;
}

/**
 * The standard prompts, changed twice. A session whose user is now inactive (findAccount finds
 * nobody) asks for a login, where oidc-provider would otherwise fail on the missing grant. And
 * no API-scope consent: loadFirstPartyGrant decides API scopes by role, and a scope it withholds
 * must not send the user to a consent page.
 */
export function firstPartyInteractionPolicy() {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  const accountGone = new Check('account_inactive', 'End-User authentication is required', 'login_required', (ctx: OidcContext) =>
    Boolean(ctx.oidc.session.accountId && !ctx.oidc.account),
  );
  policy.get('login')?.checks.add(accountGone, 0);
  policy.get('consent')?.checks.remove('rs_scopes_missing');
  return policy;
}

/**
 * The portal is first party: grant the OpenID scopes it asks for without a consent page, and
 * recompute API scopes from the current roles on every authorization so a removed role is
 * gone from the next token.
 */
export async function loadFirstPartyGrant(ctx: OidcContext) {
  const { oidc } = ctx;
  const account = oidc.account as ProviderAccount | undefined;
  if (!oidc.client || !account) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
  const found = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  // A grant of another account (the session changed hands) must not be reused: oidc-provider throws.
  const grant =
    found?.accountId === account.accountId
      ? found
      : new oidc.provider.Grant({ accountId: account.accountId, clientId: oidc.client.clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' '));
  const roles = new Set(account.roles);
  for (const [indicator, server] of Object.entries(oidc.resourceServers)) {
    const allowed = [...oidc.requestParamScopes].filter(
      (scope) => server.scopes.has(scope) && (API_SCOPE_ROLES[scope] ?? []).some((role) => roles.has(role)),
    );
    grant.resources = { ...grant.resources, [indicator]: allowed.join(' ') };
  }
  await grant.save();
  return grant;
}
