<?php
// Runs the plugin's update checks (includes/package-check.php) and its refusal of a plain-http API on the cases
// tests/unit/wordpress-plugin-php.test.ts names, with a release key made here, and prints what they answered as JSON.
// FIRMPILOT_ALLOW_HTTP_API is not defined: this is a site without the development setting.

require __DIR__ . '/plugin-includes.php';
$plugin = $argv[1];
define('FIRMPILOT_PORTAL_FILE', $plugin . '/firmpilot-portal.php');
foreach (firmpilot_test_includes($plugin, ['settings', 'settings-sanitize', 'assets', 'report', 'release', 'package-check', 'updates']) as $file) require $file;

$saved = require __DIR__ . '/configured-settings.php';
$GLOBALS['stub_options'][FIRMPILOT_PORTAL_OPTION] = $saved;
$results = [];
$message = fn ($checked) => is_wp_error($checked) ? $checked->get_error_message() : $checked;

$zip = random_bytes(2048);
$service = sodium_crypto_sign_keypair();
$other = sodium_crypto_sign_keypair();
$signature = base64_encode(sodium_crypto_sign_detached($zip, sodium_crypto_sign_secretkey($service)));
$results['noKey'] = $message(firmpilot_portal_check_package_signature($zip, $signature));
define('FIRMPILOT_PORTAL_RELEASE_KEY', base64_encode(sodium_crypto_sign_publickey($service)));
$tampered = $zip;
$tampered[100] = chr(ord($tampered[100]) ^ 1);
$results['signature'] = [
    'signed' => $message(firmpilot_portal_check_package_signature($zip, $signature)),
    'tampered' => $message(firmpilot_portal_check_package_signature($tampered, $signature)),
    'otherKey' => $message(firmpilot_portal_check_package_signature($zip, base64_encode(sodium_crypto_sign_detached($zip, sodium_crypto_sign_secretkey($other))))),
    'unsigned' => $message(firmpilot_portal_check_package_signature($zip, '')),
];
$results['packageUrls'] = [
    'api' => firmpilot_portal_package_url_problem('https://api.example.com/v1/wordpress-plugin/download'),
    'otherHost' => firmpilot_portal_package_url_problem('https://evil.example/v1/wordpress-plugin/download'),
    'otherPort' => firmpilot_portal_package_url_problem('https://api.example.com:8443/v1/wordpress-plugin/download'),
    'plainHttp' => firmpilot_portal_package_url_problem('http://api.example.com/v1/wordpress-plugin/download'),
];
$results['ownPackage'] = [
    'update' => firmpilot_portal_is_own_package('https://elsewhere.example/x.zip', ['plugin' => 'firmpilot-portal/firmpilot-portal.php']),
    'apiPath' => firmpilot_portal_is_own_package('https://api.example.com/v1/wordpress-plugin/download', []),
    'otherPlugin' => firmpilot_portal_is_own_package('https://downloads.wordpress.org/plugin/akismet.zip', ['plugin' => 'akismet/akismet.php']),
];

// The details popup, from a release whose fields hold markup (a service answering what it should not).
$GLOBALS['stub_transients'][FIRMPILOT_PORTAL_RELEASE_TRANSIENT] = ['api_url' => $saved['api_url'], 'release' => [
    'name' => 'FirmPilot <img src=x onerror=alert(1)>', 'version' => '2.1.0', 'downloadUrl' => 'https://api.example.com/v1/wordpress-plugin/download',
    'requiresWordPress' => '6.1<script>alert(2)</script>', 'testedUpTo' => '6.1', 'requiresPhp' => '8.1',
    'changelog' => '<h4>2.1.0</h4><ul><li onclick="alert(3)">Faster <a href="javascript:alert(4)">board</a></li></ul><script>alert(5)</script><iframe src="https://evil.example"></iframe>',
]];
$details = firmpilot_portal_plugin_details(false, 'plugin_information', (object) ['slug' => 'firmpilot-portal']);
$results['details'] = ['name' => $details->name, 'requires' => $details->requires, 'changelog' => $details->sections['changelog']];

// An http API without the development setting: refused in the settings, not asked for updates, nothing reported.
$results['httpSetting'] = firmpilot_portal_sanitize_settings(array_merge($saved, ['api_url' => 'http://api.example.com']))['api_url'];
$results['httpSettingErrors'] = array_column($GLOBALS['stub_settings_errors'], 'message', 'code');
$GLOBALS['stub_options'][FIRMPILOT_PORTAL_OPTION] = array_merge($saved, ['api_url' => 'http://api.example.com']);
$GLOBALS['stub_http_get'] = ['response' => ['code' => 200], 'body' => json_encode(['version' => '9.0.0', 'downloadUrl' => 'http://api.example.com/v1/wordpress-plugin/download'])];
$GLOBALS['stub_http_gets'] = [];
$results['httpRelease'] = $message(firmpilot_portal_release());
$results['httpPackage'] = $message(firmpilot_portal_fetch_checked_package('http://api.example.com/v1/wordpress-plugin/download'));
$results['httpRequests'] = ['gets' => count($GLOBALS['stub_http_gets']), 'posts' => count($GLOBALS['stub_http_posts'])];

echo json_encode($results, JSON_PRETTY_PRINT);
