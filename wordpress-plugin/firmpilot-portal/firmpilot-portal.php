<?php
/**
 * Plugin Name:       FirmPilot Portal
 * Plugin URI:        https://firmpilot.com/
 * Description:       Review the blog posts FirmPilot writes for your firm without leaving WordPress: the blog queue, a dashboard widget and the notification bell in the admin bar.
 * Version:           2.0.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            FirmPilot
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       firmpilot-portal
 */

defined('ABSPATH') || exit;

// The main file's path: plugins_url() and the plugin's basename are derived from it.
define('FIRMPILOT_PORTAL_FILE', __FILE__);

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/element.php';
require_once __DIR__ . '/includes/settings-page.php';
require_once __DIR__ . '/includes/admin-notice.php';
require_once __DIR__ . '/includes/load-failure.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/blog-queue-page.php';
require_once __DIR__ . '/includes/admin-bar.php';
require_once __DIR__ . '/includes/dashboard-widget.php';
require_once __DIR__ . '/includes/report.php';
require_once __DIR__ . '/includes/release.php';
require_once __DIR__ . '/includes/updates.php';
require_once __DIR__ . '/includes/package-check.php';
require_once __DIR__ . '/includes/site-secret.php';
// Written when FirmPilot packs the plugin; without it (a copy of the repository) no update is installed.
if (is_readable(__DIR__ . '/includes/release-key.php')) {
    require_once __DIR__ . '/includes/release-key.php';
}
