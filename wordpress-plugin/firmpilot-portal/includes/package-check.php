<?php
// Updates of this plugin install only a zip signed by FirmPilot's release key, the one packed into this copy of the
// plugin (includes/release-key.php, written when the service packed it), downloaded over https from the configured
// API's own host. WordPress's upgrader asks this filter before it downloads a package: for this plugin's package
// the plugin downloads it itself, checks it and hands WordPress the checked file, or refuses with the reason, which
// WordPress shows where the update was started.

defined('ABSPATH') || exit;

// The service sends the zip's detached Ed25519 signature (base64) with the download.
const FIRMPILOT_PORTAL_SIGNATURE_HEADER = 'x-firmpilot-signature';
// A zip of the plugin with its bundle is under a megabyte; a slow site still gets it within this.
const FIRMPILOT_PORTAL_DOWNLOAD_TIMEOUT_SECONDS = 300;

add_filter('upgrader_pre_download', 'firmpilot_portal_download_checked_package', 10, 4);

/** Whether the upgrader is about to fetch this plugin: its update, or any package from the API's plugin path. */
function firmpilot_portal_is_own_package(string $package, array $hook_extra): bool {
    if (($hook_extra['plugin'] ?? '') === plugin_basename(FIRMPILOT_PORTAL_FILE)) {
        return true;
    }
    $api_url = firmpilot_portal_settings()['api_url'];
    return $api_url !== '' && str_starts_with($package, $api_url . '/v1/wordpress-plugin/');
}

/** Why the plugin will not download this package URL (not https, or not the API's host), or null when it may. */
function firmpilot_portal_package_url_problem(string $package): ?string {
    $api_url = firmpilot_portal_settings()['api_url'];
    $insecure = firmpilot_portal_api_url_problem($api_url);
    if ($insecure !== null) {
        return $insecure;
    }
    $scheme = strtolower((string) wp_parse_url($package, PHP_URL_SCHEME));
    $same_origin = strtolower((string) wp_parse_url($package, PHP_URL_HOST)) === strtolower((string) wp_parse_url($api_url, PHP_URL_HOST))
        && wp_parse_url($package, PHP_URL_PORT) === wp_parse_url($api_url, PHP_URL_PORT);
    if (($scheme === 'https' || ($scheme === 'http' && firmpilot_portal_allows_http_api())) && $same_origin) {
        return null;
    }
    return sprintf(
        /* translators: 1: the package URL, 2: the API URL */
        __('The FirmPilot Portal update was refused: its package %1$s is not on the API %2$s over https.', 'firmpilot-portal'),
        $package,
        $api_url
    );
}

/**
 * Whether `$bytes` are signed by the release key this plugin was packed with: a WP_Error saying what is wrong
 * otherwise (no key in this copy, no or malformed signature, a zip changed on the way or signed by another key).
 *
 * @return true|WP_Error
 */
function firmpilot_portal_check_package_signature(string $bytes, string $signature) {
    $refused = __('The FirmPilot Portal update was refused and nothing was installed:', 'firmpilot-portal') . ' ';
    $key = defined('FIRMPILOT_PORTAL_RELEASE_KEY') ? base64_decode((string) FIRMPILOT_PORTAL_RELEASE_KEY, true) : false;
    if (!is_string($key) || strlen($key) !== SODIUM_CRYPTO_SIGN_PUBLICKEYBYTES) {
        return new WP_Error('firmpilot_portal_package', $refused . __('this copy of the plugin has no FirmPilot release key to check it with. Install the plugin once from the zip FirmPilot serves (GET /v1/wordpress-plugin/download).', 'firmpilot-portal'));
    }
    $raw = base64_decode(trim($signature), true);
    if (!is_string($raw) || strlen($raw) !== SODIUM_CRYPTO_SIGN_BYTES) {
        return new WP_Error('firmpilot_portal_package', $refused . __('the package came without a FirmPilot signature.', 'firmpilot-portal'));
    }
    if (!sodium_crypto_sign_verify_detached($raw, $bytes, $key)) {
        return new WP_Error('firmpilot_portal_package', $refused . __('its signature does not match FirmPilot\'s release key, so the package was changed on the way or signed by someone else.', 'firmpilot-portal'));
    }
    return true;
}

/**
 * Downloads the package over https from the API's host (no redirects), and keeps it only when its signature holds.
 *
 * @return string|WP_Error The checked file's path, which WordPress unpacks and deletes.
 */
function firmpilot_portal_fetch_checked_package(string $package) {
    $problem = firmpilot_portal_package_url_problem($package);
    if ($problem !== null) {
        return new WP_Error('firmpilot_portal_package', $problem);
    }
    if (!function_exists('wp_tempnam')) {
        require_once ABSPATH . 'wp-admin/includes/file.php';
    }
    $file = wp_tempnam($package);
    if (!$file) {
        return new WP_Error('firmpilot_portal_package', __('The FirmPilot Portal update could not be saved: WordPress has no writable temporary folder.', 'firmpilot-portal'));
    }
    // wp_remote_get, not WordPress's safe variant: the URL is the configured API's own host, checked above, and
    // nothing else is allowed to pass for a local or private host.
    $response = wp_remote_get($package, ['timeout' => FIRMPILOT_PORTAL_DOWNLOAD_TIMEOUT_SECONDS, 'redirection' => 0, 'stream' => true, 'filename' => $file]);
    $status = is_wp_error($response) ? 0 : (int) wp_remote_retrieve_response_code($response);
    if ($status !== 200) {
        @unlink($file);
        /* translators: 1: the package URL, 2: the HTTP library's error or the HTTP status */
        return new WP_Error('firmpilot_portal_package', sprintf(__('The FirmPilot Portal update could not be downloaded from %1$s: %2$s', 'firmpilot-portal'), $package,
            is_wp_error($response) ? $response->get_error_message() : 'HTTP ' . $status));
    }
    $checked = firmpilot_portal_check_package_signature((string) file_get_contents($file), (string) wp_remote_retrieve_header($response, FIRMPILOT_PORTAL_SIGNATURE_HEADER));
    if (is_wp_error($checked)) {
        @unlink($file);
        return $checked;
    }
    return $file;
}

/**
 * @param false|string|WP_Error $reply What an earlier filter answered (false: WordPress downloads it itself).
 * @param string $package
 * @param WP_Upgrader $upgrader
 * @param array $hook_extra
 * @return false|string|WP_Error
 */
function firmpilot_portal_download_checked_package($reply, $package, $upgrader, $hook_extra = []) {
    if ($reply !== false || !is_string($package) || !firmpilot_portal_is_own_package($package, is_array($hook_extra) ? $hook_extra : [])) {
        return $reply;
    }
    return firmpilot_portal_fetch_checked_package($package);
}
