<?php
// Runs the plugin's settings, element, dashboard widget and script-tag functions on the cases the test names, and prints what they
// answered as JSON for tests/unit/wordpress-plugin-php.test.ts to check.

require __DIR__ . '/plugin-includes.php';
$plugin = $argv[1];
foreach (firmpilot_test_includes($plugin, ['settings', 'settings-sanitize', 'element', 'assets', 'dashboard-widget']) as $file) require $file;

$saved = require __DIR__ . '/configured-settings.php';
$results = ['unconfigured' => ['configured' => firmpilot_portal_is_configured(), 'missing' => firmpilot_portal_missing_settings()]];

$GLOBALS['stub_options'][FIRMPILOT_PORTAL_OPTION] = $saved;
$results['badValues'] = firmpilot_portal_sanitize_settings(array_merge($saved, [
    'portal_url' => 'javascript:alert(1)', 'api_url' => 'api.example.com', 'client_id' => 'not an id!', 'open_in' => 'popup', 'logs_url' => 'ftp://logs.example.com',
]));
$results['errors'] = array_column($GLOBALS['stub_settings_errors'], 'message', 'code');
$GLOBALS['stub_settings_errors'] = [];
$results['goodValues'] = firmpilot_portal_sanitize_settings(array_merge($saved, [
    'portal_url' => ' http://127.0.0.1:4173/ ', 'open_in' => 'portal', 'auth_client_id' => '<b>spa</b>', 'flags_url' => '',
]));
$results['goodErrors'] = $GLOBALS['stub_settings_errors'];

$GLOBALS['stub_options'][FIRMPILOT_PORTAL_OPTION] = array_merge($saved, ['open_in' => 'portal', 'auth_audience' => 'a"b<c>']);
$results['configured'] = firmpilot_portal_is_configured();
$results['board'] = firmpilot_portal_element('fp-blog-board');
ob_start();
firmpilot_portal_render_dashboard_widget();
$results['widget'] = ob_get_clean();

$before = "<script id='firmpilot-portal-js-before'>\nvar a = 1;\n</script>\n";
$results['moduleTag'] = firmpilot_portal_module_tag($before . "<script src='http://wp.test/dist/fp-portal.js?ver=2.0.0' id='firmpilot-portal-js'></script>\n", FIRMPILOT_PORTAL_SCRIPT);
$results['moduleTagTyped'] = firmpilot_portal_module_tag("<script type='text/javascript' src='http://wp.test/x.js' id='firmpilot-portal-js'></script>\n", FIRMPILOT_PORTAL_SCRIPT);
$results['otherTag'] = firmpilot_portal_module_tag("<script src='http://wp.test/jquery.js' id='jquery-js'></script>\n", 'jquery');

echo json_encode($results, JSON_PRETTY_PRINT);
