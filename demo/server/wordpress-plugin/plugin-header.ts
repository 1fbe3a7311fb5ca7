import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLUGIN_DIR, PLUGIN_SLUG } from './plugin-files.ts';

/** What the plugin says about itself: its main file's header is the one place its version is written. */
export interface PluginHeader {
  name: string;
  version: string;
  requiresWordPress: string;
  requiresPhp: string;
  testedUpTo: string;
}

/** A `Name: value` line of a WordPress header, as WordPress's get_file_data() reads it. */
function headerField(text: string, name: string, file: string): string {
  const match = new RegExp(`^[ \\t/*#@]*${name}:(.*)$`, 'mi').exec(text);
  const value = match?.[1]?.trim();
  if (!value) throw new Error(`${file} has no "${name}:" header line.`);
  return value;
}

export function readPluginHeader(pluginDir = PLUGIN_DIR): PluginHeader {
  const mainFile = join(pluginDir, `${PLUGIN_SLUG}.php`);
  const readme = join(pluginDir, 'readme.txt');
  const main = readFileSync(mainFile, 'utf8');
  return {
    name: headerField(main, 'Plugin Name', mainFile),
    version: headerField(main, 'Version', mainFile),
    requiresWordPress: headerField(main, 'Requires at least', mainFile),
    requiresPhp: headerField(main, 'Requires PHP', mainFile),
    // WordPress reads "Tested up to" from the readme only.
    testedUpTo: headerField(readFileSync(readme, 'utf8'), 'Tested up to', readme),
  };
}
