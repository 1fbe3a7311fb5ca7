<?php
// The FirmPilot menu and its blog queue page (admin.php?page=firmpilot-blog-queue): the board of the firm's
// posts, for everyone who may edit posts.

defined('ABSPATH') || exit;

add_action('admin_menu', 'firmpilot_portal_add_queue_page');

function firmpilot_portal_add_queue_page(): void {
    add_menu_page(
        __('FirmPilot blog queue', 'firmpilot-portal'),
        __('FirmPilot', 'firmpilot-portal'),
        'edit_posts',
        FIRMPILOT_PORTAL_QUEUE_SLUG,
        'firmpilot_portal_render_queue_page',
        'dashicons-edit-page',
        3
    );
    // The first submenu item repeats the menu's own page; naming it says what the page is.
    add_submenu_page(
        FIRMPILOT_PORTAL_QUEUE_SLUG,
        __('FirmPilot blog queue', 'firmpilot-portal'),
        __('Blog queue', 'firmpilot-portal'),
        'edit_posts',
        FIRMPILOT_PORTAL_QUEUE_SLUG,
        'firmpilot_portal_render_queue_page'
    );
}

function firmpilot_portal_render_queue_page(): void {
    if (!current_user_can('edit_posts')) {
        return;
    }
    echo '<div class="wrap"><h1>' . esc_html__('Blog queue', 'firmpilot-portal') . '</h1>';
    if (firmpilot_portal_is_configured()) {
        echo firmpilot_portal_element('fp-blog-board'); // phpcs:ignore WordPress.Security.EscapeOutput -- escaped attribute by attribute
    } elseif (!current_user_can('manage_options')) {
        // Administrators see the not-configured notice above; everyone else needs to know whom to ask.
        echo '<p>' . esc_html__('The FirmPilot blog queue is not set up on this site yet. Ask an administrator to fill in the FirmPilot Portal settings.', 'firmpilot-portal') . '</p>';
    }
    echo '</div>';
}
