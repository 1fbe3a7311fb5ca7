<?php
// The settings screen under Settings, for administrators (manage_options), built on the Settings API:
// options.php checks the nonce settings_fields() prints and calls the sanitize callback.

defined('ABSPATH') || exit;

require_once __DIR__ . '/settings-sanitize.php';

add_action('admin_init', 'firmpilot_portal_register_settings');
add_action('admin_menu', 'firmpilot_portal_add_settings_page');

function firmpilot_portal_register_settings(): void {
    register_setting(FIRMPILOT_PORTAL_SETTINGS_GROUP, FIRMPILOT_PORTAL_OPTION, [
        'type' => 'array',
        'sanitize_callback' => 'firmpilot_portal_sanitize_settings',
        'default' => firmpilot_portal_default_settings(),
        'show_in_rest' => false,
    ]);
    add_settings_section('connection', __('Connection', 'firmpilot-portal'), 'firmpilot_portal_connection_intro', FIRMPILOT_PORTAL_SETTINGS_SLUG);
    add_settings_section('advanced', __('Advanced', 'firmpilot-portal'), 'firmpilot_portal_advanced_intro', FIRMPILOT_PORTAL_SETTINGS_SLUG);
    foreach (firmpilot_portal_fields() as $key => $field) {
        add_settings_field(
            'firmpilot-portal-' . $key,
            esc_html($field['label']) . ($field['required'] ? ' <span aria-hidden="true">*</span>' : ''),
            'firmpilot_portal_render_field',
            FIRMPILOT_PORTAL_SETTINGS_SLUG,
            $field['section'],
            ['key' => $key, 'field' => $field, 'label_for' => 'firmpilot-portal-' . $key]
        );
    }
}

function firmpilot_portal_add_settings_page(): void {
    add_options_page(
        __('FirmPilot Portal', 'firmpilot-portal'),
        __('FirmPilot Portal', 'firmpilot-portal'),
        'manage_options',
        FIRMPILOT_PORTAL_SETTINGS_SLUG,
        'firmpilot_portal_render_settings_page'
    );
}

function firmpilot_portal_connection_intro(): void {
    echo '<p>' . esc_html__('FirmPilot gives you these values. Fields marked * are required: the blog queue, the notification bell and the dashboard widget stay hidden until they are all set.', 'firmpilot-portal') . '</p>';
}

function firmpilot_portal_advanced_intro(): void {
    echo '<p>' . esc_html__('Optional. Leave these empty unless FirmPilot asks you to set them.', 'firmpilot-portal') . '</p>';
}

function firmpilot_portal_render_field(array $args): void {
    $key = $args['key'];
    $field = $args['field'];
    $value = firmpilot_portal_settings()[$key];
    $name = FIRMPILOT_PORTAL_OPTION . '[' . $key . ']';
    $id = $args['label_for'];
    if ($field['kind'] === 'open-in') {
        printf('<select id="%s" name="%s" aria-describedby="%s-help">', esc_attr($id), esc_attr($name), esc_attr($id));
        printf('<option value="board"%s>%s</option>', selected($value, 'board', false), esc_html__('Inside WordPress (in the blog queue)', 'firmpilot-portal'));
        printf('<option value="portal"%s>%s</option>', selected($value, 'portal', false), esc_html__('In the FirmPilot portal', 'firmpilot-portal'));
        echo '</select>';
    } else {
        printf(
            '<input type="%s" id="%s" name="%s" value="%s" class="regular-text" aria-describedby="%s-help"%s>',
            $field['kind'] === 'url' ? 'url' : 'text',
            esc_attr($id),
            esc_attr($name),
            esc_attr($value),
            esc_attr($id),
            $field['required'] ? ' aria-required="true"' : ''
        );
    }
    printf('<p class="description" id="%s-help">%s</p>', esc_attr($id), esc_html($field['help']));
}

function firmpilot_portal_render_settings_page(): void {
    if (!current_user_can('manage_options')) {
        return;
    }
    echo '<div class="wrap"><h1>' . esc_html(get_admin_page_title()) . '</h1>';
    // Errors of the last save are printed by WordPress itself above this page (options-head.php).
    echo '<form action="options.php" method="post">';
    settings_fields(FIRMPILOT_PORTAL_SETTINGS_GROUP);
    do_settings_sections(FIRMPILOT_PORTAL_SETTINGS_SLUG);
    submit_button();
    echo '</form>';
    firmpilot_portal_render_update_status();
    echo '</div>';
}
