<?php
// Until the connection settings are filled in, administrators see on every wp-admin screen what is missing and
// where to set it. WordPress 6.1 has no wp_admin_notice(): the notice markup is printed here.

defined('ABSPATH') || exit;

add_action('admin_notices', 'firmpilot_portal_not_configured_notice');

function firmpilot_portal_not_configured_notice(): void {
    if (!current_user_can('manage_options')) {
        return;
    }
    $missing = firmpilot_portal_missing_settings();
    if ($missing === []) {
        return;
    }
    printf(
        '<div class="notice notice-warning firmpilot-portal-not-configured"><p><strong>%s</strong> %s <a href="%s">%s</a></p></div>',
        esc_html__('FirmPilot Portal is not configured yet.', 'firmpilot-portal'),
        esc_html(sprintf(
            /* translators: %s: the labels of the missing settings, comma separated */
            __('The blog queue, the notification bell and the dashboard widget stay hidden until these settings are set: %s.', 'firmpilot-portal'),
            implode(', ', $missing)
        )),
        esc_url(firmpilot_portal_settings_url()),
        esc_html__('Open the FirmPilot Portal settings', 'firmpilot-portal')
    );
}
