// Copies the installable WordPress plugin (the repository's plugin folder plus the built bundle in its dist/)
// into a folder, such as a test site's wp-content/plugins/firmpilot-portal:
//   tsx scripts/wordpress/copy-plugin.ts <target folder>
// Run npm run build first: the bundle comes from dist/.
import { resolve } from 'node:path';
import { writePluginFiles } from '../../demo/server/wordpress-plugin/plugin-files.ts';

const target = process.argv[2];
if (!target) {
  console.error('Name the folder to copy the plugin into: tsx scripts/wordpress/copy-plugin.ts <target folder>');
  process.exit(1);
}
writePluginFiles(resolve(target));
console.log(`copied the plugin with its bundle into ${resolve(target)}`);
