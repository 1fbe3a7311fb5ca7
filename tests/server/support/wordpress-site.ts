import { freePort } from '../../../scripts/free-port.ts';
import { CONNECT_WORDPRESS, wordPressConnection } from '../../../scripts/wordpress/connect-firm.ts';
import { startWordPressSite, type WordPressSite } from '../../../scripts/wordpress/site.ts';
import { DEMO, startTestService, type TestService, type TestServiceOptions } from './service.ts';

// What the publishing suites share about the real WordPress each of them starts (scripts/wordpress/site.ts).

/** Gives a client the site's administrator and application password, as a person would in Settings. */
export async function connectWordPress(
  service: TestService,
  clientId: string,
  site: Pick<WordPressSite, 'url' | 'admin'>,
  applicationPassword = site.admin.applicationPassword,
) {
  const result = await service.graphql(DEMO.admin, CONNECT_WORDPRESS, { input: wordPressConnection(clientId, site, applicationPassword) });
  if (result.errors) throw new Error(`addWordPressCredential failed: ${result.errors[0]!.message}`);
}

/**
 * The service and a real WordPress side by side, the client connected to the site; `stop` ends both. The site is on
 * this machine, so the service is told so (ALLOW_LOCAL_SITES names the site, and `alsoAllow` whatever else the suite needs).
 */
export async function startServiceWithWordPress(
  clientId: string,
  alsoAllow: TestServiceOptions['allowLocalSites'] = [],
): Promise<{ service: TestService; site: WordPressSite; stop(): Promise<void> }> {
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const allowLocalSites = (serviceUrl: string) => [siteUrl, ...(typeof alsoAllow === 'function' ? alsoAllow(serviceUrl) : alsoAllow)];
  const [service, site] = await Promise.all([startTestService({ allowLocalSites }), startWordPressSite({ port })]);
  const stop = async () => {
    await Promise.all([service.close(), site.stop()]);
  };
  try {
    await connectWordPress(service, clientId, site);
  } catch (error) {
    await stop();
    throw error;
  }
  return { service, site, stop };
}

/** A GET of the site's REST API as a visitor (no login): published posts only, as the public sees them. */
export async function restGet<T = Record<string, any>>(
  site: Pick<WordPressSite, 'url'>,
  path: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${site.url}/wp-json/wp/v2/${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

/** A GET as the administrator (drafts and media details need a login). */
export async function restGetAsAdmin<T = Record<string, any>>(
  site: Pick<WordPressSite, 'url' | 'admin'>,
  path: string,
): Promise<{ status: number; body: T }> {
  const authorization = `Basic ${Buffer.from(`${site.admin.username}:${site.admin.applicationPassword}`).toString('base64')}`;
  const response = await fetch(`${site.url}/wp-json/wp/v2/${path}`, { headers: { authorization } });
  return { status: response.status, body: (await response.json()) as T };
}

/** A user with a WordPress role and an application password of its own (the site script gives only the login password). */
export async function userWithApplicationPassword(
  site: WordPressSite,
  username: string,
  role: string,
): Promise<{ username: string; applicationPassword: string }> {
  await site.addUser(username, role);
  const printed = await site.php(
    `$user = get_user_by('login', ${JSON.stringify(username)}); [$password] = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'portal']); echo $password;`,
  );
  return { username, applicationPassword: printed.trim() };
}

/** An address where nothing listens: a port just opened and closed again. */
export async function closedSiteUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}
