import { DEFAULT_AUTH_AUDIENCE } from '../../demo/server/config.ts';
import { mintAccessToken } from '../access-token.ts';
import type { WordPressSite } from './site.ts';

/** The mutation a firm's owner sends from Settings → Connections; tests and scripts connect sites with it too. */
export const CONNECT_WORDPRESS = 'mutation ($input: AddWordPressCredentialInput!) { addWordPressCredential(input: $input) { message } }';

/** The connection's input for a site: its address, its administrator, and the application password (the site's own, unless given). */
export const wordPressConnection = (clientId: string, site: Pick<WordPressSite, 'url' | 'admin'>, applicationPassword = site.admin.applicationPassword) => ({
  clientId,
  siteUrl: site.url,
  username: site.admin.username,
  applicationPassword,
});

/**
 * Connects a client to a WordPress site as its owner would in Settings → Connections (addWordPressCredential, with
 * the site's administrator and application password): the service then publishes there, takes the plugin's page
 * as a sign-in callback and answers the site's origin. `dataDir` is the service's, whose key signs the owner's token.
 */
export async function connectFirmToSite(options: { serviceUrl: string; dataDir: string; clientId: string; site: WordPressSite }): Promise<void> {
  const { serviceUrl, dataDir, clientId, site } = options;
  const token = await mintAccessToken({ dataDir, issuer: serviceUrl, audience: DEFAULT_AUTH_AUDIENCE, userId: 'user-owner' });
  const answer = await fetch(`${serviceUrl}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: CONNECT_WORDPRESS, variables: { input: wordPressConnection(clientId, site) } }),
  });
  const body = (await answer.json()) as { errors?: { message: string }[] };
  if (body.errors) throw new Error(`The service did not connect the client to ${site.url}: ${body.errors[0]?.message}`);
}
