import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Queryable } from '../store/db.ts';
import { firmOfSignIn } from './firm-site-sign-in.ts';
import { WORDPRESS_PLUGIN_CLIENT_ID, type FirmSites } from './firm-sites.ts';
import { BodyError, readForm, sendHtml } from './http.ts';
import { CSS_PATH, WRONG_CREDENTIALS, consentPage, messagePage, signInPage, type DemoLogin } from './pages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { pageCsp } from './provider-config.ts';
import { createSignInThrottle, tooManyAttempts } from './sign-in-throttle.ts';

export interface InteractionSettings {
  provider: Provider;
  db: Queryable;
  brand: string;
  production: boolean;
  /** Where the sign-in form may end up after its redirects (the portal's pages and the firms' sites, as now known). */
  appOrigins: () => Set<string>;
  /** The firms' sites: who may sign in through the plugin's client at which. */
  firmSites: FirmSites;
  /** Take the client's address from X-Forwarded-For (behind a proxy) for the sign-in throttle. */
  trustProxy: boolean;
}

const CSS = readFileSync(new URL('./pages.css', import.meta.url));
const MAX_DEMO_LOGINS = 12;

/** Serves /interaction/*: the sign-in page oidc-provider sends users to, and its stylesheet. */
export function createInteractionHandler(settings: InteractionSettings) {
  const { provider, db, brand, firmSites } = settings;
  const csp = () => pageCsp(settings.appOrigins());
  const throttle = createSignInThrottle(db);
  // A hash to check against when the email is unknown, so both failures take as long.
  const decoy = hashPassword('decoy-password-never-matches');

  const render = async (
    res: ServerResponse,
    status: number,
    action: string,
    email?: string,
    error?: string,
    headers?: Record<string, string>,
  ) => {
    const demoLogins = settings.production ? undefined : await listDemoLogins(db);
    sendHtml(res, status, signInPage({ brand, action, email, error, demoLogins }), csp(), headers);
  };

  const signIn = async (email: string, password: string): Promise<string | undefined> => {
    const [user] = await db.query<{ sub: string; password_hash: string | null }>(
      "select coalesce(sub, 'auth0|' || id) as sub, password_hash from users where lower(email) = lower($1) and is_active",
      [email.trim()],
    );
    const ok = await verifyPassword(password, user?.password_hash ?? (await decoy));
    return ok && user ? user.sub : undefined;
  };

  return async function handleInteraction(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    if (pathname === CSS_PATH) {
      res.writeHead(200, {
        'Content-Type': 'text/css; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
        'Content-Length': CSS.length,
      });
      res.end(req.method === 'HEAD' ? undefined : CSS);
      return;
    }
    let interaction: Interaction;
    try {
      interaction = await provider.interactionDetails(req, res);
    } catch (error) {
      if (!(error instanceof errors.SessionNotFound)) throw error;
      const message = 'This sign-in page has expired. Go back to the app and sign in again.';
      sendHtml(res, 400, messagePage({ brand, title: 'Sign-in expired', message }), csp());
      return;
    }
    const action = `/interaction/${encodeURIComponent(interaction.uid)}`;
    if (pathname !== action) {
      sendHtml(res, 404, messagePage({ brand, title: 'Not found', message: 'There is no such page.' }), csp());
      return;
    }
    const isFirmSite = interaction.params.client_id === WORDPRESS_PLUGIN_CLIENT_ID;
    if (interaction.prompt.name !== 'login' && !isFirmSite) {
      // loadExistingGrant grants first-party requests, so consent should never be asked; grant it anyway.
      await provider.interactionFinished(req, res, { consent: { grantId: await grantAll(provider, interaction) } });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }
    if (interaction.prompt.name !== 'login') {
      await askConsent(req, res, interaction, action);
      return;
    }
    if (req.method !== 'POST') {
      await render(res, 200, action);
      return;
    }
    const form = await readFormOrRefuse(req, res);
    if (!form) return;
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const verdict = await throttle.attempt({ email, address: clientAddress(req, settings.trustProxy) });
    if ('wait' in verdict) {
      await render(res, 429, action, form.get('email') ?? '', tooManyAttempts(verdict.wait), { 'Retry-After': String(verdict.wait) });
      return;
    }
    const sub = await signIn(email, form.get('password') ?? '');
    await verdict.settle(sub !== undefined);
    if (!sub) {
      await render(res, 401, action, form.get('email') ?? '', WRONG_CREDENTIALS);
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  };

  /**
   * A firm's site asks to act as the person: only a person of the site's firm may allow it, on a page that names
   * the site and the firm. Declining sends the site an access_denied error and no code.
   */
  async function askConsent(req: IncomingMessage, res: ServerResponse, interaction: Interaction, action: string): Promise<void> {
    const redirectUri = String(interaction.params.redirect_uri ?? '');
    const firm = await firmOfSignIn(db, firmSites, interaction.session?.accountId, redirectUri);
    if (!firm) {
      const message = `This sign-in is only for the people of the firm whose site this is. Sign in to ${brand} directly instead.`;
      sendHtml(res, 403, messagePage({ brand, title: 'Not for this account', message }), csp());
      return;
    }
    const site = new URL(redirectUri).host;
    if (req.method !== 'POST') {
      sendHtml(res, 200, consentPage({ brand, action, site, firm: firm.name }), csp());
      return;
    }
    const form = await readFormOrRefuse(req, res);
    if (!form) return;
    if (form.get('decision') !== 'allow') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'The person did not allow the site to sign in.',
      });
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grantAll(provider, interaction) } },
      { mergeWithLastSubmission: true },
    );
  }
}

async function readFormOrRefuse(req: IncomingMessage, res: ServerResponse): Promise<URLSearchParams | undefined> {
  try {
    return await readForm(req);
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    res.writeHead(error.status).end(error.message);
    return undefined;
  }
}

/** The address an attempt came from: behind a trusted proxy, the one the proxy saw (the last X-Forwarded-For entry). */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')
        .pop()
        ?.trim()
    : undefined;
  return forwarded || req.socket.remoteAddress || 'unknown';
}

async function grantAll(provider: Provider, interaction: Interaction): Promise<string> {
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const found = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    found ?? new provider.Grant({ accountId: interaction.session?.accountId ?? '', clientId: String(interaction.params.client_id) });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  return grant.save();
}

async function listDemoLogins(db: Queryable): Promise<DemoLogin[]> {
  const rows = await db.query<{ email: string; name: string; roles: string[] | null }>(
    `select u.email, u.name,
            array(select distinct r.name from user_roles ur join roles r on r.id = ur.role_id
                   where ur.user_id = u.id and ur.is_active and r.is_active order by r.name) as roles
       from users u where u.is_active and u.password_hash is not null order by u.email limit $1`,
    [MAX_DEMO_LOGINS],
  );
  return rows.map((row) => ({ email: row.email, name: row.name, roles: row.roles ?? [] }));
}
