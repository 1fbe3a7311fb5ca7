// Copies the installable WordPress plugin (the repository's plugin folder, the release key of a running service and
// the built bundle in its dist/) into a folder, such as a test site's wp-content/plugins/firmpilot-portal:
//   tsx scripts/wordpress/copy-plugin.ts <target folder> [service URL, default http://localhost:4173]
// Run npm run build first: the bundle comes from dist/. The plugin installs only updates signed by that service's key.
import { resolve } from 'node:path';
import { writePluginFiles } from '../../demo/server/wordpress-plugin/plugin-files.ts';
import { releaseKeyOf } from './plugin-settings.ts';

const [target, service = 'http://localhost:4173'] = process.argv.slice(2);
if (!target) {
  console.error('Name the folder to copy the plugin into: tsx scripts/wordpress/copy-plugin.ts <target folder> [service URL]');
  process.exit(1);
}
const releaseKey = await releaseKeyOf(service.replace(/\/$/, ''));
if (!releaseKey) {
  console.error(`The service does not answer at ${service}: start it (npm start) or name its URL after the folder.`);
  process.exit(1);
}
writePluginFiles(resolve(target), { releaseKey });
console.log(`copied the plugin with its bundle and ${service}'s release key into ${resolve(target)}`);
