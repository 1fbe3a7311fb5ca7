<?php
// The portal's custom elements as WordPress prints them: every element gets the same connection attributes,
// written from the settings and escaped for an HTML attribute.

defined('ABSPATH') || exit;

const FIRMPILOT_PORTAL_QUEUE_SLUG = 'firmpilot-blog-queue';
// Attributes that hold a URL: escaped with esc_url (which also refuses other schemes), the rest with esc_attr.
const FIRMPILOT_PORTAL_URL_ATTRIBUTES = ['api-url', 'auth-domain', 'portal-url', 'flags-url', 'logs-url', 'auth-redirect-uri'];

function firmpilot_portal_queue_url(): string {
    return admin_url('admin.php?page=' . FIRMPILOT_PORTAL_QUEUE_SLUG);
}

/** The attributes every element of the plugin carries; empty ones are left out. */
function firmpilot_portal_element_attributes(): array {
    $settings = firmpilot_portal_settings();
    return [
        'api-url' => $settings['api_url'],
        'auth-domain' => $settings['auth_domain'],
        'auth-client-id' => $settings['auth_client_id'],
        'auth-audience' => $settings['auth_audience'],
        // The identity provider sends the browser back to exactly this URL after sign-in, whichever element asked.
        'auth-redirect-uri' => firmpilot_portal_queue_url(),
        'portal-url' => $settings['portal_url'],
        'client-id' => $settings['client_id'],
        // Without the attribute a post opens inside the board.
        'open-in' => $settings['open_in'] === 'portal' ? 'portal' : '',
        'flags-client-id' => $settings['flags_client_id'],
        'flags-url' => $settings['flags_url'],
        'logs-url' => $settings['logs_url'],
    ];
}

/** The element's markup: `$extra` adds or overrides attributes (an empty value removes one). */
function firmpilot_portal_element(string $tag, array $extra = []): string {
    $html = '<' . tag_escape($tag);
    foreach (array_merge(firmpilot_portal_element_attributes(), $extra) as $name => $value) {
        if ($value === '') {
            continue;
        }
        $escaped = in_array($name, FIRMPILOT_PORTAL_URL_ATTRIBUTES, true) ? esc_url($value) : esc_attr($value);
        $html .= sprintf(' %s="%s"', esc_attr($name), $escaped);
    }
    return $html . '></' . tag_escape($tag) . '>';
}
