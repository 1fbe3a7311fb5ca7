<?php
// Updates through WordPress's own Updates screen and plugin list: the release the service describes is added to
// the update_plugins transient, and the "View details" popup is answered from it. The package is downloaded
// from the service, which WordPress refuses for local and private hosts unless told the API host is allowed.

defined('ABSPATH') || exit;

add_filter('pre_set_site_transient_update_plugins', 'firmpilot_portal_offer_update');
add_filter('plugins_api', 'firmpilot_portal_plugin_details', 10, 3);
add_filter('http_request_host_is_external', 'firmpilot_portal_allow_api_host', 10, 2);
add_filter('http_allowed_safe_ports', 'firmpilot_portal_allow_api_port', 10, 2);

function firmpilot_portal_basename(): string {
    return plugin_basename(FIRMPILOT_PORTAL_FILE);
}

/** The entry WordPress's update screens read for one plugin. */
function firmpilot_portal_update_entry(array $release): object {
    return (object) [
        'id' => FIRMPILOT_PORTAL_SLUG,
        'slug' => FIRMPILOT_PORTAL_SLUG,
        'plugin' => firmpilot_portal_basename(),
        'new_version' => $release['version'],
        'url' => firmpilot_portal_settings()['portal_url'],
        'package' => $release['downloadUrl'],
        'requires' => $release['requiresWordPress'] ?? '',
        'tested' => $release['testedUpTo'] ?? '',
        'requires_php' => $release['requiresPhp'] ?? '',
        'icons' => [],
        'banners' => firmpilot_portal_banners(),
    ];
}

function firmpilot_portal_banners(): array {
    return [
        'low' => firmpilot_portal_api_path('banner-image?resolution=low'),
        'high' => firmpilot_portal_api_path('banner-image?resolution=high'),
    ];
}

/** @param mixed $transient WordPress's update_plugins record (not an object before the first check). */
function firmpilot_portal_offer_update($transient) {
    if (!is_object($transient)) {
        return $transient;
    }
    $release = firmpilot_portal_release();
    if (!is_array($release)) {
        return $transient;
    }
    $entry = firmpilot_portal_update_entry($release);
    $basename = firmpilot_portal_basename();
    // Listed under no_update too, so the plugin row keeps its "View details" link when it is up to date.
    if (version_compare($release['version'], firmpilot_portal_version(), '>')) {
        $transient->response[$basename] = $entry;
        unset($transient->no_update[$basename]);
    } else {
        $transient->no_update[$basename] = $entry;
        unset($transient->response[$basename]);
    }
    return $transient;
}

/**
 * @param false|object|array $result What an earlier filter answered.
 * @param string $action
 * @param object $args
 */
function firmpilot_portal_plugin_details($result, $action, $args) {
    if ($action !== 'plugin_information' || !is_object($args) || ($args->slug ?? '') !== FIRMPILOT_PORTAL_SLUG) {
        return $result;
    }
    $release = firmpilot_portal_release();
    if (!is_array($release)) {
        // Anything but an answer here would send WordPress to ask wordpress.org about a plugin it does not host.
        return is_wp_error($release) ? $release : new WP_Error('firmpilot_portal_release', __('Set the API URL in the FirmPilot Portal settings to see the plugin\'s details.', 'firmpilot-portal'));
    }
    return (object) [
        'name' => $release['name'] ?? __('FirmPilot Portal', 'firmpilot-portal'),
        'slug' => FIRMPILOT_PORTAL_SLUG,
        'version' => $release['version'],
        'author' => '<a href="https://firmpilot.com/">FirmPilot</a>',
        'homepage' => firmpilot_portal_settings()['portal_url'],
        'requires' => $release['requiresWordPress'] ?? '',
        'tested' => $release['testedUpTo'] ?? '',
        'requires_php' => $release['requiresPhp'] ?? '',
        'download_link' => $release['downloadUrl'],
        'banners' => firmpilot_portal_banners(),
        'sections' => [
            'description' => esc_html__('Review the blog posts FirmPilot writes for your firm without leaving WordPress: the blog queue, a dashboard widget and the notification bell in the admin bar.', 'firmpilot-portal'),
        ],
    ];
}

function firmpilot_portal_api_host(): string {
    return (string) wp_parse_url(firmpilot_portal_settings()['api_url'], PHP_URL_HOST);
}

/** WordPress downloads packages only from public hosts: the configured API host (local or not) is allowed too. */
function firmpilot_portal_allow_api_host($external, $host) {
    $api_host = firmpilot_portal_api_host();
    return $external || ($api_host !== '' && strtolower((string) $host) === strtolower($api_host));
}

/** ...and only on ports 80, 443 and 8080: the configured API's port is allowed on its host. */
function firmpilot_portal_allow_api_port($ports, $host) {
    $api_port = wp_parse_url(firmpilot_portal_settings()['api_url'], PHP_URL_PORT);
    if (is_array($ports) && $api_port && strtolower((string) $host) === strtolower(firmpilot_portal_api_host())) {
        $ports[] = (int) $api_port;
    }
    return $ports;
}

/** On the settings page: which version runs here and what the last update check found. */
function firmpilot_portal_render_update_status(): void {
    $release = firmpilot_portal_release();
    echo '<h2>' . esc_html__('Updates', 'firmpilot-portal') . '</h2><p>';
    /* translators: %s: version number */
    echo esc_html(sprintf(__('Version %s is installed.', 'firmpilot-portal'), firmpilot_portal_version())) . ' ';
    if (is_wp_error($release)) {
        echo esc_html($release->get_error_message());
    } elseif (is_array($release)) {
        /* translators: %s: version number */
        echo esc_html(sprintf(__('The newest release is %s; WordPress offers it on the Updates screen when it is newer.', 'firmpilot-portal'), $release['version']));
    }
    echo '</p>';
}
