<?php
// WordPress runs this file when the plugin is deleted: nothing of the plugin may stay in the database.

defined('WP_UNINSTALL_PLUGIN') || exit;

// Both files only declare constants and functions: loading them hooks nothing.
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/release.php';
require_once __DIR__ . '/includes/report.php';

delete_option(FIRMPILOT_PORTAL_OPTION);
delete_option(FIRMPILOT_PORTAL_SITE_SECRET_OPTION);
delete_transient(FIRMPILOT_PORTAL_RELEASE_TRANSIENT);
