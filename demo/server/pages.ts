import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from './config.ts';
import { registerDemoImages } from './demo-images/routes.ts';
import { DIST_DIR, setDistCacheControl, setPageCacheControl } from './dist-caching.ts';
import { DEMO_USERS } from './store/seed/demo-users.ts';
import { WORDPRESS_PLUGIN_CLIENT_ID } from './identity/firm-sites.ts';

export const PAGES_DIR = fileURLToPath(new URL('../pages/', import.meta.url));
/**
 * Where the identity provider may send the browser back to: the site root and every demo page, since an
 * element signs in from the page it is on and comes back to it. (In Auth0 these are the application's
 * allowed callback URLs; a host registers its own pages the same way.)
 */
export function demoPageUrls(publicUrl: string): string[] {
  const pages = readdirSync(PAGES_DIR).filter((name) => name.endsWith('.html') && name !== 'index.html');
  return [publicUrl, `${publicUrl}/`, ...pages.map((name) => `${publicUrl}/${name}`)];
}

/** Paths that belong to the service or to files, never to the portal's router. */
const SERVICE_PREFIXES = ['/v1', '/graphql', '/dist/', '/vendor/', '/flags', '/intake/', '/demo-images/', '/__targets'];
const isPortalPath = (path: string) =>
  !SERVICE_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`)) &&
  !/\.[a-z0-9]+$/i.test(path);

/** The flag environment id the demo pages use; the service's flag endpoint serves any id. */
export const DEMO_FLAGS_CLIENT_ID = 'fp-portal-demo';
const require = createRequire(import.meta.url);
const AUTH0_DIST = join(dirname(require.resolve('@auth0/auth0-spa-js/package.json')), 'dist');

/** The demo host pages, the browser SDKs they load, and the placeholder images the seed's content points at. */
export async function registerDemoPages(app: FastifyInstance, config: ServerConfig) {
  await app.register(fastifyStatic, {
    root: PAGES_DIR,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders: setPageCacheControl,
  });
  await app.register(fastifyStatic, { root: AUTH0_DIST, prefix: '/vendor/auth0/', decorateReply: false });
  if (existsSync(join(DIST_DIR, 'fp-portal.js'))) {
    // Brotli or gzip from the copies the build wrote beside each file (by Accept-Encoding, with Vary), and
    // a year's caching for hashed chunks only (dist-caching.ts).
    await app.register(fastifyStatic, {
      root: DIST_DIR,
      prefix: '/dist/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: setDistCacheControl,
    });
  } else {
    // Say what to do rather than 404: a page that loads the bundle before it is built shows this in its console.
    app.get('/dist/*', async (_request, reply) =>
      reply.status(503).type('text/plain').send('The element bundle is not built: run `npm run build` (npm start does it for you).'),
    );
  }

  // What the demo pages need to know to sign in against this service.
  app.get('/demo-config.json', async () => ({
    // The issuer the API trusts (AUTH_ISSUER): this service's own provider unless a tenant elsewhere is named.
    authDomain: config.auth.issuer.replace(/\/$/, ''),
    authClientId: config.auth.clientId,
    // What a firm's WordPress plugin signs in with: its own client, never the portal's.
    wordPressAuthClientId: WORDPRESS_PLUGIN_CLIENT_ID,
    authAudience: config.auth.audience,
    apiUrl: config.publicUrl,
    // The service's own flag endpoint and log intake; any environment id works there.
    flagsClientId: DEMO_FLAGS_CLIENT_ID,
    flagsUrl: `${config.publicUrl}/flags`,
    logsUrl: `${config.publicUrl}/intake/logs`,
    users: config.production ? [] : DEMO_USERS.map(({ email, description }) => ({ email, description })),
  }));

  app.get('/healthz', async () => ({ status: 'ok' }));

  // The portal owns its page's path (demo/pages/index.html, routing="path"): a reload or a shared link of any
  // page that is not a file or an API (/reporting, /blog-content/42, or an unknown one, which the portal
  // turns into its 404 screen) gets the portal's page.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method === 'GET' && isPortalPath(path) && (request.headers.accept ?? '').includes('text/html')) {
      return reply.type('text/html').sendFile('index.html', PAGES_DIR);
    }
    return reply.status(404).send({ error: 'Not Found', message: `Route ${request.method}:${path} not found`, statusCode: 404 });
  });

  registerDemoImages(app);
}
