import type { Handler } from '../call.ts';
import { recordRequest } from '../recorded.ts';
import { requireClientAccess } from '../table-crud.ts';

/** The WordPress plugin that embeds the portal in a firm's WordPress admin: its release, file, banner and logs. */
export const PLUGIN_VERSION = '1.4.0';
const PLUGIN_FILE = 'firmpilot-portal.php';
const REQUIRES_WORDPRESS = '6.0';
const TESTED_UP_TO = '6.7';
const REQUIRES_PHP = '7.4';
// The banner sizes WordPress.org shows: low and high (retina) resolution.
const BANNER_SIZES = { low: [772, 250], high: [1544, 500] } as const;

const escapePhp = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

function pluginSource(portalUrl: string): string {
  return `<?php
/**
 * Plugin Name: FirmPilot Portal
 * Description: Shows the FirmPilot client portal in the WordPress admin and wherever the [firmpilot_portal] shortcode is placed.
 * Version: ${PLUGIN_VERSION}
 * Requires at least: ${REQUIRES_WORDPRESS}
 * Requires PHP: ${REQUIRES_PHP}
 * Author: FirmPilot
 */
if (!defined('ABSPATH')) {
    exit;
}

const FIRMPILOT_PORTAL_URL = '${escapePhp(portalUrl)}';

function firmpilot_portal_markup() {
    wp_enqueue_script('firmpilot-portal', FIRMPILOT_PORTAL_URL . '/fp-portal.js', array(), '${PLUGIN_VERSION}', true);
    return '<fp-portal portal-url="' . esc_url(FIRMPILOT_PORTAL_URL) . '"></fp-portal>';
}

add_shortcode('firmpilot_portal', 'firmpilot_portal_markup');

add_action('admin_menu', function () {
    add_menu_page('FirmPilot', 'FirmPilot', 'edit_posts', 'firmpilot-portal', function () {
        echo firmpilot_portal_markup();
    }, 'dashicons-chart-area');
});
`;
}

function bannerSvg(resolution: keyof typeof BANNER_SIZES): string {
  const [width, height] = BANNER_SIZES[resolution];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 772 250" role="img" aria-label="FirmPilot Portal">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f2a4a"/><stop offset="1" stop-color="#1f6feb"/></linearGradient></defs>
  <rect width="772" height="250" fill="url(#sky)"/>
  <path d="M60 170 L120 80 L180 170 Z" fill="#ffffff" opacity="0.9"/>
  <text x="210" y="120" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="#ffffff">FirmPilot Portal</text>
  <text x="212" y="165" font-family="Helvetica, Arial, sans-serif" font-size="22" fill="#dbe7ff">Your blog, social and SEO work, inside WordPress</text>
  <desc>Banner of the FirmPilot Portal WordPress plugin ${PLUGIN_VERSION}</desc>
</svg>
`;
}

export const wordPressPluginHandlers: Record<string, Handler> = {
  getWordPressPluginInfo: async (call) => ({
    name: 'FirmPilot Portal',
    version: PLUGIN_VERSION,
    downloadUrl: `${call.config.publicUrl}/v1/wordPressPlugin/download`,
    requiresWordPress: REQUIRES_WORDPRESS,
    testedUpTo: TESTED_UP_TO,
    requiresPhp: REQUIRES_PHP,
  }),
  downloadWordPressPlugin: async (call) => call.sendFile('application/x-httpd-php; charset=utf-8', pluginSource(call.config.publicUrl), PLUGIN_FILE),
  getWordPressPluginBanner: async (call) => call.sendFile('image/svg+xml', bannerSvg(call.query.resolution === 'high' ? 'high' : 'low')),
  logWordPressPluginEvent: (call) =>
    call.db.transaction(async (tx) => {
      const { clientId, ...entry } = call.body as { clientId: string } & Record<string, unknown>;
      await requireClientAccess(call, tx, clientId);
      return recordRequest(tx, call, 'wordPressPluginLog', clientId, entry);
    }),
};
