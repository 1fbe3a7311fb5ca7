import { bannerSvg } from '../../wordpress-plugin/banner.ts';
import { pluginHeader, pluginPackageZip } from '../../wordpress-plugin/plugin-release.ts';
import { loadReleaseKey, SIGNATURE_HEADER } from '../../wordpress-plugin/release-key.ts';
import { siteSecretOf } from '../../wordpress-plugin/site-secret.ts';
import type { Handler } from '../call.ts';
import { HttpProblem } from '../problems.ts';
import { requireClientAccess } from '../table-crud.ts';
import { logWordPressPluginEvent } from './word-press-plugin-log.ts';

/**
 * The WordPress plugin that embeds the portal in a firm's wp-admin (wordpress-plugin/firmpilot-portal): its
 * release, signed package, release key, banner, the site's secret and logs. All but the secret are public:
 * WordPress's update checker asks for the release, package and banner from PHP, with no one's token, and the
 * plugin reports its failures from PHP and from a page whose bundle did not load (word-press-plugin-log.ts says
 * whose reports are taken).
 */
export const wordPressPluginHandlers: Record<string, Handler> = {
  getWordPressPluginInfo: async (call) => ({ ...pluginHeader(), downloadUrl: `${call.config.publicUrl}/v1/wordpress-plugin/download` }),
  downloadWordPressPlugin: async (call) => {
    let plugin;
    try {
      plugin = pluginPackageZip(call.config.dataDir);
    } catch (error) {
      throw new HttpProblem(503, `The plugin cannot be packed right now: ${(error as Error).message}`);
    }
    call.reply.header(SIGNATURE_HEADER, plugin.signature);
    return call.sendFile('application/zip', plugin.bytes, plugin.fileName);
  },
  getWordPressPluginReleaseKey: async (call) => ({ algorithm: 'Ed25519', publicKey: loadReleaseKey(call.config.dataDir).publicKey }),
  getWordPressPluginSiteSecret: async (call) => {
    const clientId = String(call.query.clientId);
    await requireClientAccess(call, call.db, clientId);
    const found = await siteSecretOf(call.db, clientId);
    if (!found)
      throw new HttpProblem(404, `Client "${clientId}" has no WordPress site connected: connect it in Settings → Connections first.`);
    return { clientId, ...found };
  },
  getWordPressPluginBanner: async (call) =>
    call.sendFile('image/svg+xml', bannerSvg(call.query.resolution === 'high' ? 'high' : 'low', pluginHeader().version)),
  logWordPressPluginEvent,
};
