import { PLUGIN_SLUG, pluginFiles } from './plugin-files.ts';
import { readPluginHeader, type PluginHeader } from './plugin-header.ts';
import { zip } from './zip.ts';

export interface PluginPackage {
  fileName: string;
  bytes: Buffer;
}

let header: PluginHeader | undefined;
let pluginPackage: PluginPackage | undefined;

/** The plugin's header, read once per process. */
export function pluginHeader(): PluginHeader {
  header ??= readPluginHeader();
  return header;
}

/**
 * The installable zip: everything under `firmpilot-portal/`, the folder WordPress moves into wp-content/plugins.
 * Built on first use and kept: its inputs (the plugin folder and the built bundle) do not change while the service runs.
 */
export function pluginPackageZip(): PluginPackage {
  pluginPackage ??= {
    fileName: `${PLUGIN_SLUG}-${pluginHeader().version}.zip`,
    bytes: zip(pluginFiles().map((file) => ({ path: `${PLUGIN_SLUG}/${file.path}`, bytes: file.bytes }))),
  };
  return pluginPackage;
}
