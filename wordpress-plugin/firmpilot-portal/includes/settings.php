<?php
// The plugin's settings: one option holding every field, what each field accepts, and whether the plugin is
// configured. Declarations only (uninstall.php loads this file too); the Settings API hooks are in settings-page.php.

defined('ABSPATH') || exit;

const FIRMPILOT_PORTAL_OPTION = 'firmpilot_portal_settings';
const FIRMPILOT_PORTAL_SETTINGS_GROUP = 'firmpilot_portal';
const FIRMPILOT_PORTAL_SETTINGS_SLUG = 'firmpilot-portal-settings';
// A firm's id as FirmPilot gives it out (a UUID today); the service refuses ids longer than 100 characters.
const FIRMPILOT_PORTAL_CLIENT_ID_PATTERN = '/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/';
const FIRMPILOT_PORTAL_OPEN_IN = ['board', 'portal'];
const FIRMPILOT_PORTAL_AUTH_CLIENT_ID = 'fp-wordpress-plugin';

/**
 * Every field: its label, what it accepts (url, text, client-id, open-in), whether the plugin needs it, its
 * section (connection or advanced) and a line of help.
 */
function firmpilot_portal_fields(): array {
    return [
        'portal_url' => ['label' => __('Portal URL', 'firmpilot-portal'), 'kind' => 'url', 'required' => true, 'section' => 'connection',
            'help' => __('Where the whole FirmPilot portal lives, such as https://portal.firmpilot.com.', 'firmpilot-portal')],
        'api_url' => ['label' => __('API URL', 'firmpilot-portal'), 'kind' => 'url', 'api' => true, 'required' => true, 'section' => 'connection',
            'help' => __('The FirmPilot service the portal calls; updates of this plugin come from there too.', 'firmpilot-portal')],
        'auth_domain' => ['label' => __('Identity domain', 'firmpilot-portal'), 'kind' => 'url', 'required' => true, 'section' => 'connection',
            'help' => __('The sign-in service, as a URL such as https://login.firmpilot.com.', 'firmpilot-portal')],
        'auth_client_id' => ['label' => __('Identity client ID', 'firmpilot-portal'), 'kind' => 'text', 'required' => true, 'section' => 'connection',
            'help' => __('This plugin\'s application id at the sign-in service: fp-wordpress-plugin unless FirmPilot gives you another.', 'firmpilot-portal')],
        'auth_audience' => ['label' => __('Identity audience', 'firmpilot-portal'), 'kind' => 'text', 'required' => true, 'section' => 'connection',
            'help' => __('The API audience the sign-in service issues tokens for.', 'firmpilot-portal')],
        'client_id' => ['label' => __('Client ID', 'firmpilot-portal'), 'kind' => 'client-id', 'required' => true, 'section' => 'connection',
            'help' => __('Which firm this site belongs to: the id FirmPilot gave you.', 'firmpilot-portal')],
        'open_in' => ['label' => __('Open posts', 'firmpilot-portal'), 'kind' => 'open-in', 'required' => false, 'section' => 'connection',
            'help' => __('Where a post opens from the blog queue: inside WordPress, or in the portal.', 'firmpilot-portal')],
        'flags_client_id' => ['label' => __('Feature flags client ID', 'firmpilot-portal'), 'kind' => 'text', 'required' => false, 'section' => 'advanced',
            'help' => __('Leave empty unless FirmPilot asks you to set it.', 'firmpilot-portal')],
        'flags_url' => ['label' => __('Feature flags URL', 'firmpilot-portal'), 'kind' => 'url', 'required' => false, 'section' => 'advanced',
            'help' => __('Leave empty unless FirmPilot asks you to set it.', 'firmpilot-portal')],
        'logs_url' => ['label' => __('Logs URL', 'firmpilot-portal'), 'kind' => 'url', 'required' => false, 'section' => 'advanced',
            'help' => __('Where the portal sends its browser logs; empty keeps them in the browser console.', 'firmpilot-portal')],
    ];
}

function firmpilot_portal_default_settings(): array {
    $defaults = array_fill_keys(array_keys(firmpilot_portal_fields()), '');
    $defaults['open_in'] = 'board';
    // The plugin's own identity client, never the portal's: the sign-in service sends codes to a firm's site only for it.
    $defaults['auth_client_id'] = FIRMPILOT_PORTAL_AUTH_CLIENT_ID;
    return $defaults;
}

/** The saved settings, every field present. */
function firmpilot_portal_settings(): array {
    $saved = get_option(FIRMPILOT_PORTAL_OPTION, []);
    $settings = firmpilot_portal_default_settings();
    foreach ($settings as $key => $default) {
        if (is_array($saved) && isset($saved[$key]) && is_string($saved[$key])) {
            $settings[$key] = $saved[$key];
        }
    }
    return $settings;
}

/** The labels of the required fields that are still empty. */
function firmpilot_portal_missing_settings(): array {
    $settings = firmpilot_portal_settings();
    $missing = [];
    foreach (firmpilot_portal_fields() as $key => $field) {
        if ($field['required'] && $settings[$key] === '') {
            $missing[] = $field['label'];
        }
    }
    return $missing;
}

function firmpilot_portal_is_configured(): bool {
    return firmpilot_portal_missing_settings() === [];
}

function firmpilot_portal_settings_url(): string {
    return admin_url('options-general.php?page=' . FIRMPILOT_PORTAL_SETTINGS_SLUG);
}

/**
 * Whether the API may be called over plain http: only where wp-config says so (`define('FIRMPILOT_ALLOW_HTTP_API',
 * true);`), for a development site and a service on http://localhost. Everywhere else the plugin sends its reports
 * and its site secret, and takes its updates, over https only.
 */
function firmpilot_portal_allows_http_api(): bool {
    return defined('FIRMPILOT_ALLOW_HTTP_API') && FIRMPILOT_ALLOW_HTTP_API === true;
}

/** Why the plugin will not call this API URL (plain http without the development setting), or null when it may. */
function firmpilot_portal_api_url_problem(string $url): ?string {
    if (strtolower((string) wp_parse_url($url, PHP_URL_SCHEME)) === 'https' || firmpilot_portal_allows_http_api()) {
        return null;
    }
    return sprintf(
        /* translators: %s: the API URL */
        __('The API URL %s is not https: FirmPilot Portal calls the service and installs its updates over https only. On a development site with the service on http, add define(\'FIRMPILOT_ALLOW_HTTP_API\', true); to wp-config.php.', 'firmpilot-portal'),
        $url
    );
}

/** An absolute http(s) URL with a host; the portal refuses anything else. */
function firmpilot_portal_is_http_url(string $value): bool {
    $parts = wp_parse_url($value);
    return is_array($parts)
        && in_array(strtolower($parts['scheme'] ?? ''), ['http', 'https'], true)
        && ($parts['host'] ?? '') !== ''
        && !preg_match('/\s/', $value);
}
