import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Queryable } from '../store/db.ts';
import { BodyError, readForm, sendHtml } from './http.ts';
import { CSS_PATH, WRONG_CREDENTIALS, messagePage, signInPage, type DemoLogin } from './pages.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { pageCsp } from './provider-config.ts';

export interface InteractionSettings {
  provider: Provider;
  db: Queryable;
  brand: string;
  production: boolean;
  /** Where the sign-in form may end up after its redirects (the portal's pages and the firms' sites, as now known). */
  appOrigins: () => Set<string>;
}

const CSS = readFileSync(new URL('./pages.css', import.meta.url));
const MAX_DEMO_LOGINS = 12;

/** Serves /interaction/*: the sign-in page oidc-provider sends users to, and its stylesheet. */
export function createInteractionHandler(settings: InteractionSettings) {
  const { provider, db, brand } = settings;
  const csp = () => pageCsp(settings.appOrigins());
  // A hash to check against when the email is unknown, so both failures take as long.
  const decoy = hashPassword('decoy-password-never-matches');

  const render = async (res: ServerResponse, status: number, action: string, email?: string, error?: string) => {
    const demoLogins = settings.production ? undefined : await listDemoLogins(db);
    sendHtml(res, status, signInPage({ brand, action, email, error, demoLogins }), csp());
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
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600', 'Content-Length': CSS.length });
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
    if (interaction.prompt.name !== 'login') {
      // loadExistingGrant grants first-party requests, so consent should never be asked; grant it anyway.
      await provider.interactionFinished(req, res, { consent: { grantId: await grantAll(provider, interaction) } });
      return;
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      await render(res, 200, action);
      return;
    }
    if (req.method !== 'POST') {
      res.writeHead(405, { Allow: 'GET, POST' }).end();
      return;
    }
    let form: URLSearchParams;
    try {
      form = await readForm(req);
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      res.writeHead(error.status).end(error.message);
      return;
    }
    const email = form.get('email') ?? '';
    const sub = await signIn(email, form.get('password') ?? '');
    if (!sub) {
      await render(res, 401, action, email, WRONG_CREDENTIALS);
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
  };
}

async function grantAll(provider: Provider, interaction: Interaction): Promise<string> {
  const details = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  const found = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = found ?? new provider.Grant({ accountId: interaction.session?.accountId ?? '', clientId: String(interaction.params.client_id) });
  if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(details.missingResourceScopes ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
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
