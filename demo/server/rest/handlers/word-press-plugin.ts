import { bannerSvg } from '../../wordpress-plugin/banner.ts';
import { pluginHeader, pluginPackageZip } from '../../wordpress-plugin/plugin-release.ts';
import type { Handler } from '../call.ts';
import { HttpProblem } from '../problems.ts';
import { logWordPressPluginEvent } from './word-press-plugin-log.ts';

/**
 * The WordPress plugin that embeds the portal in a firm's wp-admin (wordpress-plugin/firmpilot-portal): its
 * release, package, banner and logs. All are public: WordPress's update checker asks for the release, package and
 * banner from PHP, with no one's token, and the plugin reports its failures from PHP and from a page whose bundle
 * did not load (word-press-plugin-log.ts says whose reports are taken).
 */
export const wordPressPluginHandlers: Record<string, Handler> = {
  getWordPressPluginInfo: async (call) => ({ ...pluginHeader(), downloadUrl: `${call.config.publicUrl}/v1/wordpress-plugin/download` }),
  downloadWordPressPlugin: async (call) => {
    let plugin;
    try {
      plugin = pluginPackageZip();
    } catch (error) {
      throw new HttpProblem(503, `The plugin cannot be packed right now: ${(error as Error).message}`);
    }
    return call.sendFile('application/zip', plugin.bytes, plugin.fileName);
  },
  getWordPressPluginBanner: async (call) => call.sendFile('image/svg+xml', bannerSvg(call.query.resolution === 'high' ? 'high' : 'low', pluginHeader().version)),
  logWordPressPluginEvent,
};
