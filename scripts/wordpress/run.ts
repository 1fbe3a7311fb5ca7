// `npm run wordpress`: a real WordPress on this machine with the FirmPilot plugin active and pointing at the service
// `npm start` runs, Harbor & Vale Law connected to it (as its owner would in Settings), until Ctrl-C.
//   WORDPRESS_PORT (default 8091), SERVICE_URL (default PUBLIC_URL or http://localhost:4173), DATA_DIR (the service's, default .data)
// The service calls this site, which is on this machine: only when its ALLOW_LOCAL_SITES names the site's address.
import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { clientIdOf } from '../../demo/server/store/seed/demo.ts';
import { MAIN_CLIENT } from '../../demo/server/store/seed/demo-users.ts';
import { writePluginFiles } from '../../demo/server/wordpress-plugin/plugin-files.ts';
import { connectFirmToSite } from './connect-firm.ts';
import { PLUGIN_OPTION, pluginSettingsFor, releaseKeyOf } from './plugin-settings.ts';
import { startWordPressSite, wordPressInstalled, WORDPRESS_PACKAGES } from './site.ts';

const PORT = Number(process.env.WORDPRESS_PORT ?? 8091);
const SERVICE = (process.env.SERVICE_URL ?? process.env.PUBLIC_URL ?? 'http://localhost:4173').replace(/\/$/, '');
const SERVICE_DATA = resolve(process.env.DATA_DIR || '.data');
const ADMIN_PASSWORD = 'demo';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!wordPressInstalled())
  fail(`WordPress, PHP and MariaDB are not installed. As root: apt-get install -y --no-install-recommends ${WORDPRESS_PACKAGES}`);
if (!existsSync('dist/fp-portal.js')) fail('No built bundle in dist/: run `npm start` (it builds) in another terminal first.');
const clientId = clientIdOf(MAIN_CLIENT);
const settings = await pluginSettingsFor(SERVICE, clientId);
const releaseKey = await releaseKeyOf(SERVICE);
if (!settings || !releaseKey)
  fail(`The service does not answer at ${SERVICE}: run \`npm start\` in another terminal first (or set SERVICE_URL).`);

const dir = resolve('.data/wordpress');
mkdirSync(dir, { recursive: true });
console.log('Starting WordPress…');
const site = await startWordPressSite({
  port: PORT,
  dir,
  hostName: 'localhost',
  adminPassword: ADMIN_PASSWORD,
  plugins: { 'firmpilot-portal': (folder) => writePluginFiles(folder, { releaseKey }) },
  options: { [PLUGIN_OPTION]: settings },
});
const stop = async () => {
  console.log('\nStopping WordPress…');
  await site.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
// WordPress's servers run detached (so a crash of this script cannot take them down half-way); this timer keeps
// the script, and with it Ctrl-C's clean stop, alive until then.
setInterval(() => undefined, 60_000);

// Harbor & Vale Law is connected to this site as its owner would do it in Settings → Connections.
// The site is on this machine, so the service must have been started with ALLOW_LOCAL_SITES naming it (npm start names
// http://localhost:8091; another WORDPRESS_PORT needs its own entry).
await connectFirmToSite({ serviceUrl: SERVICE, dataDir: SERVICE_DATA, clientId, site }).catch((error: Error) =>
  console.error(
    `${error.message}\nStart the service with ALLOW_LOCAL_SITES naming ${site.url} (npm start names http://localhost:8091), then run this again.`,
  ),
);

console.log(`
WordPress is running with the FirmPilot plugin, connected to Harbor & Vale Law at ${SERVICE}.
  Blog queue:  ${site.url}/wp-admin/admin.php?page=firmpilot-blog-queue
  Log in:      ${site.admin.username} / ${ADMIN_PASSWORD}   (then sign in to FirmPilot as owner@demo.test / demo and allow the site)
  The site:    ${site.url}/
Press Ctrl-C to stop it; its data stays in .data/wordpress.`);
