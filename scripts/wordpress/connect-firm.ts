import { DEFAULT_AUTH_AUDIENCE } from '../../demo/server/config.ts';
import { mintAccessToken } from '../access-token.ts';
import type { WordPressSite } from './site.ts';

/** The mutation a firm's owner sends from Settings → Connections; tests and scripts connect sites with it too. */
export const CONNECT_WORDPRESS = 'mutation ($input: AddWordPressCredentialInput!) { addWordPressCredential(input: $input) { message } }';
/** What agency staff send once they know the connected site is the firm's: only then does its plugin sign people in. */
export const VERIFY_WORDPRESS_SITE = 'mutation ($input: ClientInput!) { verifyWordPressSite(input: $input) { message } }';

/** The connection's input for a site: its address, its administrator, and the application password (the site's own, unless given). */
export const wordPressConnection = (
  clientId: string,
  site: Pick<WordPressSite, 'url' | 'admin'>,
  applicationPassword = site.admin.applicationPassword,
) => ({
  clientId,
  siteUrl: site.url,
  username: site.admin.username,
  applicationPassword,
});

/**
 * Connects a client to a WordPress site as its owner would in Settings → Connections (addWordPressCredential, with
 * the site's administrator and application password), then verifies the site as agency staff would
 * (verifyWordPressSite): the service then publishes there, takes the plugin's page as a sign-in callback of the
 * plugin's client and answers the site's origin. `dataDir` is the service's, whose key signs the tokens.
 */
export async function connectFirmToSite(options: {
  serviceUrl: string;
  dataDir: string;
  clientId: string;
  site: WordPressSite;
}): Promise<void> {
  const { serviceUrl, dataDir, clientId, site } = options;
  const call = async (userId: string, query: string, input: Record<string, unknown>, what: string) => {
    const token = await mintAccessToken({ dataDir, issuer: serviceUrl, audience: DEFAULT_AUTH_AUDIENCE, userId });
    const answer = await fetch(`${serviceUrl}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables: { input } }),
    });
    const body = (await answer.json()) as { errors?: { message: string }[] };
    if (body.errors) throw new Error(`The service did not ${what} ${site.url}: ${body.errors[0]?.message}`);
  };
  await call('user-owner', CONNECT_WORDPRESS, wordPressConnection(clientId, site), 'connect the client to');
  await call('user-admin', VERIFY_WORDPRESS_SITE, { clientId }, 'verify');
}
