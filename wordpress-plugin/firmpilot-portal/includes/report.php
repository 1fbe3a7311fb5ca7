<?php
// The plugin's own failures, reported to FirmPilot (POST <api-url>/v1/wordpress-plugin/log, a public call: where
// the plugin fails there is no one's token). The service takes a report only for the site the firm connected, so
// every report names this site as the firm connects it. Declarations only.

defined('ABSPATH') || exit;

// A report must not hold up the page or the update check it is about: sent without waiting for the answer.
const FIRMPILOT_PORTAL_REPORT_TIMEOUT_SECONDS = 3;
// The service refuses longer messages.
const FIRMPILOT_PORTAL_REPORT_MESSAGE_LENGTH = 2000;
// The secret the service gave this site (includes/site-secret.php): reports without a token carry it.
const FIRMPILOT_PORTAL_SITE_SECRET_OPTION = 'firmpilot_portal_site_secret';

function firmpilot_portal_site_secret(): string {
    $secret = get_option(FIRMPILOT_PORTAL_SITE_SECRET_OPTION, '');
    return is_string($secret) ? $secret : '';
}

/** A URL without its query and hash: wp-admin URLs carry nonces, which no report may. */
function firmpilot_portal_without_query(string $url): string {
    return (string) preg_replace('/[?#].*$/s', '', $url);
}

/** This site as the firm connects it in FirmPilot (and the service stores it): its home URL, no trailing slash. */
function firmpilot_portal_site_url(): string {
    return untrailingslashit(home_url());
}

/** Who reports: the firm, this site and the plugin's version; the same fields the browser's report sends. */
function firmpilot_portal_reporter(): array {
    return [
        'clientId' => firmpilot_portal_settings()['client_id'],
        'siteUrl' => firmpilot_portal_site_url(),
        'pluginVersion' => firmpilot_portal_version(),
        'siteSecret' => firmpilot_portal_site_secret(),
    ];
}

/** @param string $level 'error' or 'warning' */
function firmpilot_portal_report_body(string $level, string $message, array $context): array {
    $reporter = firmpilot_portal_reporter();
    return [
        'clientId' => $reporter['clientId'],
        'level' => $level,
        'message' => mb_substr($message, 0, FIRMPILOT_PORTAL_REPORT_MESSAGE_LENGTH),
        'siteUrl' => $reporter['siteUrl'],
        'pluginVersion' => $reporter['pluginVersion'],
        'siteSecret' => $reporter['siteSecret'],
        // An object even when empty: the service takes context as a JSON object only.
        'context' => (object) array_map(fn ($value) => is_string($value) ? firmpilot_portal_without_query($value) : $value, $context),
    ];
}

/**
 * Sends one report when the plugin is configured (without a client ID the service would refuse it anyway), over
 * https unless the development setting allows http.
 */
function firmpilot_portal_report(string $level, string $message, array $context = []): void {
    if (!firmpilot_portal_is_configured() || firmpilot_portal_api_url_problem(firmpilot_portal_settings()['api_url']) !== null) {
        return;
    }
    wp_remote_post(firmpilot_portal_api_path('log'), [
        'blocking' => false,
        'timeout' => FIRMPILOT_PORTAL_REPORT_TIMEOUT_SECONDS,
        'headers' => ['Content-Type' => 'application/json'],
        'body' => wp_json_encode(firmpilot_portal_report_body($level, $message, $context)),
    ]);
}

/** A failed update check, with what its WP_Error carries (level, url, status or the HTTP library's error). */
function firmpilot_portal_report_update_check_failure(WP_Error $failure): void {
    $data = $failure->get_error_data();
    $data = is_array($data) ? $data : [];
    $level = ($data['level'] ?? 'error') === 'warning' ? 'warning' : 'error';
    unset($data['level']);
    firmpilot_portal_report($level, $failure->get_error_message(), ['event' => 'update-check'] + $data);
}
