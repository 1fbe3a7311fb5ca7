import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DIST_DIR } from '../dist-caching.ts';
import { RELEASE_KEY_FILE, releaseKeyFile } from './release-key.ts';

/** The plugin's folder name in wp-content/plugins, and the top folder of its zip. */
export const PLUGIN_SLUG = 'firmpilot-portal';
/** The plugin as kept in the repository: its PHP, readme and uninstall script, without the bundle. */
export const PLUGIN_DIR = fileURLToPath(new URL('../../../wordpress-plugin/firmpilot-portal/', import.meta.url));

/** One file of the plugin: its path inside the plugin's folder (forward slashes) and its content. */
export interface PluginFile {
  path: string;
  bytes: Buffer;
}

export interface PluginSources {
  pluginDir?: string;
  distDir?: string;
  /** The release key's public half (base64), packed as includes/release-key.php: the plugin installs only updates it signed. */
  releaseKey: string;
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const toPluginPath = (root: string, file: string) => relative(root, file).split(sep).join('/');

/**
 * The bundle as the plugin loads it: the loader and its chunks, JavaScript only. Source maps, the precompressed
 * copies and the element-test build stay out: WordPress serves the plugin's files as they are.
 */
function bundleFiles(distDir: string): PluginFile[] {
  if (!existsSync(join(distDir, 'fp-portal.js'))) throw new Error(`${distDir} has no fp-portal.js: run npm run build first.`);
  const chunks = readdirSync(join(distDir, 'chunks'))
    .filter((name) => name.endsWith('.js'))
    .sort();
  return ['fp-portal.js', ...chunks.map((name) => `chunks/${name}`)].map((name) => ({
    path: `dist/${name}`,
    bytes: readFileSync(join(distDir, name)),
  }));
}

/**
 * Every file of the plugin as it is installed: the repository's plugin folder, the release key it trusts and the
 * built bundle in dist/.
 */
export function pluginFiles({ pluginDir = PLUGIN_DIR, distDir = DIST_DIR, releaseKey }: PluginSources): PluginFile[] {
  // A dist/ or a release key left in the plugin folder (a copy made for a test site) would be stale beside the new ones.
  const own = filesUnder(pluginDir)
    .map((file) => ({ path: toPluginPath(pluginDir, file), file }))
    .filter(({ path }) => !path.startsWith('dist/') && path !== RELEASE_KEY_FILE)
    .map(({ path, file }) => ({ path, bytes: readFileSync(file) }));
  return [...own, { path: RELEASE_KEY_FILE, bytes: releaseKeyFile(releaseKey) }, ...bundleFiles(distDir)];
}

/** Writes the installable plugin into `targetDir` (a site's wp-content/plugins/firmpilot-portal, say). */
export function writePluginFiles(targetDir: string, sources: PluginSources): void {
  for (const file of pluginFiles(sources)) {
    const target = join(targetDir, ...file.path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.bytes);
  }
}
