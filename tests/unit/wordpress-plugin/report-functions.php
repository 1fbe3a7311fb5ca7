<?php
// Runs the plugin's reports on the cases tests/unit/wordpress-plugin-php.test.ts names: a failed update check (once,
// then from the cache) and the load-failure script's settings, and prints what was sent as JSON.

require __DIR__ . '/plugin-includes.php';
$plugin = $argv[1];
define('FIRMPILOT_PORTAL_FILE', $plugin . '/firmpilot-portal.php');
foreach (firmpilot_test_includes($plugin, ['settings', 'assets', 'report', 'release', 'load-failure']) as $file) require $file;

$saved = require __DIR__ . '/configured-settings.php';
$results = [];
$GLOBALS['stub_options'][FIRMPILOT_PORTAL_SITE_SECRET_OPTION] = str_repeat('a1', 32);

// Not configured (no client ID): the check fails, nothing is reported.
$GLOBALS['stub_options'][FIRMPILOT_PORTAL_OPTION] = array_merge($saved, ['client_id' => '']);
$GLOBALS['stub_http_get'] = ['response' => ['code' => 502], 'body' => 'Bad gateway'];
firmpilot_portal_release();
$results['unconfiguredPosts'] = count($GLOBALS['stub_http_posts']);

// Configured: the service answers 502; a second look within the retry period reads the cache and sends nothing.
$GLOBALS['stub_transients'] = [];
$GLOBALS['stub_options'][FIRMPILOT_PORTAL_OPTION] = $saved;
$results['failed'] = firmpilot_portal_release()->get_error_message();
$results['cached'] = firmpilot_portal_release()->get_error_message();
$results['badAnswerPosts'] = array_map(fn ($post) => ['url' => $post['url'], 'args' => array_diff_key($post['args'], ['body' => 1]), 'body' => json_decode($post['args']['body'], true)], $GLOBALS['stub_http_posts']);

// The service cannot be reached: a warning with the HTTP library's error.
$GLOBALS['stub_transients'] = [];
$GLOBALS['stub_http_posts'] = [];
$GLOBALS['stub_http_get'] = new WP_Error('http_request_failed', 'cURL error 7: Failed to connect');
firmpilot_portal_release();
$results['unreachableBody'] = json_decode($GLOBALS['stub_http_posts'][0]['args']['body'], true);
$long = firmpilot_portal_report_body('error', str_repeat('é', 2100), []);
$results['clipped'] = ['length' => mb_strlen($long['message']), 'context' => wp_json_encode($long['context'])];

$results['queryless'] = firmpilot_portal_report_body('error', 'x', ['event' => 'update-check', 'url' => 'https://api.example.com/v1/wordpress-plugin/info?_wpnonce=abc#x'])['context'];
$results['loadFailureScript'] = firmpilot_portal_load_failure_script();

echo json_encode($results, JSON_PRETTY_PRINT);
