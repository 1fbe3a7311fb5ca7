<?php
// What the FirmPilot service says about the plugin's newest release (GET <api-url>/v1/wordpress-plugin/info, a
// public call), cached so that WordPress's update checks do not ask on every admin screen; a failed check is
// reported to the service (includes/report.php). Declarations only (uninstall.php loads this file too).

defined('ABSPATH') || exit;

const FIRMPILOT_PORTAL_SLUG = 'firmpilot-portal';
const FIRMPILOT_PORTAL_RELEASE_TRANSIENT = 'firmpilot_portal_release';
const FIRMPILOT_PORTAL_RELEASE_TTL = 12 * HOUR_IN_SECONDS;
// A failed check is retried sooner than a good answer is refreshed, but not on every screen.
const FIRMPILOT_PORTAL_RELEASE_RETRY_TTL = HOUR_IN_SECONDS;
// WordPress waits for this call while it checks for updates: a service that does not answer must not hold it up.
const FIRMPILOT_PORTAL_RELEASE_TIMEOUT_SECONDS = 5;

function firmpilot_portal_api_path(string $path): string {
    return firmpilot_portal_settings()['api_url'] . '/v1/wordpress-plugin/' . $path;
}

/**
 * The newest release as the service describes it: name, version, downloadUrl, requiresWordPress, testedUpTo,
 * requiresPhp. A WP_Error says why it is not known; null when no API URL is set.
 *
 * @return array|WP_Error|null
 */
function firmpilot_portal_release() {
    $api_url = firmpilot_portal_settings()['api_url'];
    if ($api_url === '') {
        return null;
    }
    $cached = get_transient(FIRMPILOT_PORTAL_RELEASE_TRANSIENT);
    // A cached answer of another service (the API URL was changed since) does not count.
    if (is_array($cached) && ($cached['api_url'] ?? null) === $api_url) {
        return isset($cached['error']) ? new WP_Error('firmpilot_portal_release', $cached['error']) : $cached['release'];
    }
    $release = firmpilot_portal_fetch_release();
    if (is_wp_error($release) && $release->get_error_code() !== 'firmpilot_portal_insecure_api') {
        // Here, not on every screen: a failure is cached like an answer, so it is reported once per retry period.
        firmpilot_portal_report_update_check_failure($release);
    }
    $entry = is_wp_error($release) ? ['api_url' => $api_url, 'error' => $release->get_error_message()] : ['api_url' => $api_url, 'release' => $release];
    set_transient(FIRMPILOT_PORTAL_RELEASE_TRANSIENT, $entry, is_wp_error($release) ? FIRMPILOT_PORTAL_RELEASE_RETRY_TTL : FIRMPILOT_PORTAL_RELEASE_TTL);
    return $release;
}

/** @return array|WP_Error */
function firmpilot_portal_fetch_release() {
    $insecure = firmpilot_portal_api_url_problem(firmpilot_portal_settings()['api_url']);
    if ($insecure !== null) {
        // Not asked, and not reported either: a report would go over the same plain http.
        return new WP_Error('firmpilot_portal_insecure_api', $insecure);
    }
    $url = firmpilot_portal_api_path('info');
    $response = wp_remote_get($url, ['timeout' => FIRMPILOT_PORTAL_RELEASE_TIMEOUT_SECONDS, 'headers' => ['Accept' => 'application/json']]);
    if (is_wp_error($response)) {
        // Reported as a warning: the site's own network or a passing outage is as likely as the service's fault.
        /* translators: 1: URL, 2: the HTTP library's error */
        return new WP_Error('firmpilot_portal_release', sprintf(__('The update check could not reach %1$s: %2$s', 'firmpilot-portal'), $url, $response->get_error_message()),
            ['level' => 'warning', 'url' => $url, 'error' => $response->get_error_message()]);
    }
    $status = wp_remote_retrieve_response_code($response);
    $release = json_decode(wp_remote_retrieve_body($response), true);
    if ($status !== 200 || !is_array($release)) {
        /* translators: 1: URL, 2: HTTP status code */
        return new WP_Error('firmpilot_portal_release', sprintf(__('The update check at %1$s answered HTTP %2$s instead of the release details.', 'firmpilot-portal'), $url, $status),
            ['level' => 'error', 'url' => $url, 'status' => $status]);
    }
    $version = $release['version'] ?? null;
    $download_url = $release['downloadUrl'] ?? null;
    if (!is_string($version) || !preg_match('/^\d+(\.\d+)*$/', $version) || !is_string($download_url) || !firmpilot_portal_is_http_url($download_url)) {
        /* translators: %s: URL */
        return new WP_Error('firmpilot_portal_release', sprintf(__('The update check at %s answered without a version number and a download URL.', 'firmpilot-portal'), $url),
            ['level' => 'error', 'url' => $url, 'status' => $status]);
    }
    return $release;
}
