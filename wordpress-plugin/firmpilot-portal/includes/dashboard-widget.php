<?php
// A dashboard widget with the firm's posts waiting for its review (only those, as a short list with their count),
// so what waits is seen on arriving in wp-admin; the link opens the whole blog queue.

defined('ABSPATH') || exit;

add_action('wp_dashboard_setup', 'firmpilot_portal_add_dashboard_widget');

function firmpilot_portal_add_dashboard_widget(): void {
    if (!firmpilot_portal_shows_elements()) {
        return;
    }
    wp_add_dashboard_widget(
        'firmpilot_portal_blog_queue',
        __('FirmPilot: posts for your review', 'firmpilot-portal'),
        'firmpilot_portal_render_dashboard_widget'
    );
}

function firmpilot_portal_render_dashboard_widget(): void {
    echo firmpilot_portal_element('fp-blog-board', ['show' => 'review']); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped attribute by attribute
    printf(
        '<p><a href="%s">%s</a></p>',
        esc_url(firmpilot_portal_queue_url()),
        esc_html__('Open the blog queue', 'firmpilot-portal')
    );
}
