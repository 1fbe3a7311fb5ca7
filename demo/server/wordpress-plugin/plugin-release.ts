import { PLUGIN_SLUG, pluginFiles } from './plugin-files.ts';
import { readPluginHeader, type PluginHeader } from './plugin-header.ts';
import { loadReleaseKey, signRelease } from './release-key.ts';
import { zip } from './zip.ts';

export interface PluginPackage {
  fileName: string;
  bytes: Buffer;
  /** The zip's Ed25519 signature by the service's release key, base64. */
  signature: string;
}

let header: PluginHeader | undefined;
const packages = new Map<string, PluginPackage>();

/** The plugin's header, read once per process. */
export function pluginHeader(): PluginHeader {
  header ??= readPluginHeader();
  return header;
}

/**
 * The installable zip of the service whose data is in `dataDir`: everything under `firmpilot-portal/`, the folder
 * WordPress moves into wp-content/plugins, with the service's release key packed in, and signed by it. Built on
 * first use and kept: its inputs (the plugin folder, the built bundle and the key) do not change while the service runs.
 */
export function pluginPackageZip(dataDir: string): PluginPackage {
  let found = packages.get(dataDir);
  if (!found) {
    const key = loadReleaseKey(dataDir);
    const bytes = zip(
      pluginFiles({ releaseKey: key.publicKey }).map((file) => ({ path: `${PLUGIN_SLUG}/${file.path}`, bytes: file.bytes })),
    );
    found = { fileName: `${PLUGIN_SLUG}-${pluginHeader().version}.zip`, bytes, signature: signRelease(key, bytes) };
    packages.set(dataDir, found);
  }
  return found;
}
