<?php
// The Settings API's sanitize callback: every field is checked on its own, a bad value is refused with a message
// saying what was expected, and that field keeps its previous value while the good ones are saved.

defined('ABSPATH') || exit;

/** The message for a value the field refuses, or null when the value is acceptable (empty is: it clears the field). */
function firmpilot_portal_setting_error(array $field, string $value): ?string {
    if ($value === '') {
        return null;
    }
    $shown = esc_html($value);
    switch ($field['kind']) {
        case 'url':
            if (!firmpilot_portal_is_http_url($value)) {
                return sprintf(
                    /* translators: 1: field label, 2: the refused value */
                    __('%1$s must be an absolute http(s) URL such as https://example.com; "%2$s" was not saved and the previous value is kept.', 'firmpilot-portal'),
                    $field['label'],
                    $shown
                );
            }
            $insecure = ($field['api'] ?? false) ? firmpilot_portal_api_url_problem($value) : null;
            return $insecure === null ? null : esc_html($insecure) . ' ' . esc_html__('The previous value is kept.', 'firmpilot-portal');
        case 'client-id':
            return preg_match(FIRMPILOT_PORTAL_CLIENT_ID_PATTERN, $value) ? null : sprintf(
                /* translators: 1: field label, 2: the refused value */
                __('%1$s must be the id FirmPilot gave your firm (letters, digits and dashes, such as 6f1c2a4e-8d0b-4c55-9a7e-2b3d4f5a6b7c); "%2$s" was not saved and the previous value is kept.', 'firmpilot-portal'),
                $field['label'],
                $shown
            );
        case 'open-in':
            return in_array($value, FIRMPILOT_PORTAL_OPEN_IN, true) ? null : sprintf(
                /* translators: %s: field label */
                __('%s must be "board" or "portal"; the previous value is kept.', 'firmpilot-portal'),
                $field['label']
            );
        default:
            return null;
    }
}

function firmpilot_portal_normalize_setting(array $field, string $value): string {
    if ($field['kind'] === 'url') {
        // The portal joins paths to these URLs itself: a trailing slash would double it.
        return untrailingslashit(esc_url_raw($value, ['http', 'https']));
    }
    return sanitize_text_field($value);
}

/** @param mixed $input What the settings form posted (already unslashed by options.php). */
function firmpilot_portal_sanitize_settings($input): array {
    $input = is_array($input) ? $input : [];
    $previous = firmpilot_portal_settings();
    $clean = [];
    foreach (firmpilot_portal_fields() as $key => $field) {
        $value = isset($input[$key]) && is_scalar($input[$key]) ? trim((string) $input[$key]) : '';
        $error = firmpilot_portal_setting_error($field, $value);
        if ($error !== null) {
            add_settings_error(FIRMPILOT_PORTAL_OPTION, 'firmpilot-portal-' . $key, $error, 'error');
            $clean[$key] = $previous[$key];
            continue;
        }
        $clean[$key] = firmpilot_portal_normalize_setting($field, $value);
    }
    if ($clean['open_in'] === '') {
        $clean['open_in'] = 'board';
    }
    return $clean;
}
