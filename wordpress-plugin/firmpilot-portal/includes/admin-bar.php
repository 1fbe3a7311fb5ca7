<?php
// The notification bell in the admin bar of wp-admin screens. The bundle is loaded on wp-admin only, so the bar
// the site's front end shows does not get the bell.

defined('ABSPATH') || exit;

const FIRMPILOT_PORTAL_BELL_NODE = 'firmpilot-notifications';

add_action('admin_bar_menu', 'firmpilot_portal_add_bell', 100);
add_action('admin_enqueue_scripts', 'firmpilot_portal_bell_style');

function firmpilot_portal_add_bell(WP_Admin_Bar $bar): void {
    if (!is_admin() || !firmpilot_portal_shows_elements()) {
        return;
    }
    $bar->add_node([
        'id' => FIRMPILOT_PORTAL_BELL_NODE,
        'parent' => 'top-secondary',
        'title' => firmpilot_portal_element('fp-notifications'),
        'meta' => ['title' => __('FirmPilot notifications', 'firmpilot-portal')],
    ]);
}

/**
 * The bar is 32px high, dark, and sets its own line height: the bell's button (36px elsewhere) is made the bar's
 * height, so nothing of it hangs below the bar (Chromium then painted a strip of the bar's colour under it), and
 * takes the bar's own colours through the element's parts; its count sits inside the bar.
 */
function firmpilot_portal_bell_style(): void {
    if (!firmpilot_portal_shows_elements()) {
        return;
    }
    $node = '#wp-admin-bar-' . FIRMPILOT_PORTAL_BELL_NODE;
    wp_add_inline_style(
        'admin-bar',
        "$node > .ab-item { display: flex; align-items: center; height: 32px; padding: 0 12px 0 4px; }"
        . " $node fp-notifications { display: inline-block; line-height: normal; }"
        . " $node fp-notifications::part(trigger) { width: 32px; height: 32px; border-radius: 0; color: #f0f0f1; }"
        . " $node fp-notifications::part(trigger):hover { background: #2c3338; color: #72aee6; }"
        . " $node fp-notifications::part(count) { top: 3px; right: -9px; }"
    );
}
