<?php
// The portal's bundle ships inside the plugin (dist/): loaded as an ES module on the wp-admin screens of people
// who may see the queue, since the bell in the admin bar is on all of them.

defined('ABSPATH') || exit;

const FIRMPILOT_PORTAL_SCRIPT = 'firmpilot-portal';

add_action('admin_enqueue_scripts', 'firmpilot_portal_enqueue_bundle');
add_filter('script_loader_tag', 'firmpilot_portal_module_tag', 10, 2);

/** The plugin's version, read from its own header: the header is the one place it is written. */
function firmpilot_portal_version(): string {
    static $version = null;
    if ($version === null) {
        $version = get_file_data(FIRMPILOT_PORTAL_FILE, ['Version' => 'Version'])['Version'];
    }
    return $version;
}

function firmpilot_portal_shows_elements(): bool {
    return current_user_can('edit_posts') && firmpilot_portal_is_configured();
}

function firmpilot_portal_enqueue_bundle(): void {
    if (!firmpilot_portal_shows_elements()) {
        return;
    }
    wp_enqueue_script(FIRMPILOT_PORTAL_SCRIPT, plugins_url('dist/fp-portal.js', FIRMPILOT_PORTAL_FILE), [], firmpilot_portal_version(), true);
    wp_add_inline_script(FIRMPILOT_PORTAL_SCRIPT, firmpilot_portal_load_failure_script(), 'before');
}

/**
 * WordPress 6.1 has no script-module API: the bundle's tag gets type="module" here. The tag WordPress hands over
 * also holds the inline script printed before it, which must stay a classic script.
 */
function firmpilot_portal_module_tag(string $tag, string $handle): string {
    if ($handle !== FIRMPILOT_PORTAL_SCRIPT) {
        return $tag;
    }
    return preg_replace('/<script(?: type=([\'"])text\/javascript\1)? src=/', '<script type="module" src=', $tag, 1) ?? $tag;
}
