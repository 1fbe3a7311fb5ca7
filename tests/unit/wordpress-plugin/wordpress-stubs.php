<?php
// Just enough of WordPress for the plugin's pure functions to run under the PHP command line: the functions they
// call, written plainly (the escaping ones as strictly as WordPress's for the characters the tests use). The
// plugin in a real WordPress is the end-to-end test's part.

define('ABSPATH', __DIR__ . '/');
define('HOUR_IN_SECONDS', 3600);

$GLOBALS['stub_options'] = [];
$GLOBALS['stub_settings_errors'] = [];

function __($text, $domain = null) { return $text; }
function esc_html__($text, $domain = null) { return esc_html($text); }
function esc_html($text) { return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8'); }
function esc_attr($text) { return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8'); }
function esc_url($url) { return preg_match('#^https?://#i', (string) $url) ? str_replace('&', '&#038;', esc_attr($url)) : ''; }
function esc_url_raw($url, $protocols = null) { return preg_match('#^https?://#i', (string) $url) ? (string) $url : ''; }
function untrailingslashit($value) { return rtrim((string) $value, '/\\'); }
function sanitize_text_field($value) { return trim(strip_tags((string) $value)); }
function wp_parse_url($url, $component = -1) { return parse_url((string) $url, $component); }
function wp_json_encode($value) { return json_encode($value); }
function tag_escape($tag) { return strtolower(preg_replace('/[^a-zA-Z0-9-_:]/', '', $tag)); }
function admin_url($path = '') { return 'http://wp.test/wp-admin/' . $path; }
function get_option($name, $default = false) { return $GLOBALS['stub_options'][$name] ?? $default; }
function add_settings_error($setting, $code, $message, $type = 'error') { $GLOBALS['stub_settings_errors'][] = compact('setting', 'code', 'message', 'type'); }
function add_action(...$args) {}
function add_filter(...$args) {}
// A site in a subfolder: its home URL keeps the path, without a trailing slash (as WordPress answers home_url()).
function home_url($path = '') { return 'http://wp.test/firm' . ($path === '' ? '' : '/' . ltrim($path, '/')); }
function get_file_data($file, $headers) {
    $text = (string) file_get_contents($file);
    return array_map(fn ($name) => preg_match('/^[ \t\/*#@]*' . preg_quote($name, '/') . ':(.*)$/mi', $text, $m) ? trim($m[1]) : '', $headers);
}

// Transients and HTTP: what the update check and the reports call, recorded for the test to read.
$GLOBALS['stub_transients'] = [];
$GLOBALS['stub_http_get'] = null;
$GLOBALS['stub_http_posts'] = [];
function get_transient($name) { return $GLOBALS['stub_transients'][$name] ?? false; }
function set_transient($name, $value, $ttl = 0) { $GLOBALS['stub_transients'][$name] = $value; return true; }
$GLOBALS['stub_http_gets'] = [];
function wp_remote_get($url, $args = []) { $GLOBALS['stub_http_gets'][] = compact('url', 'args'); return $GLOBALS['stub_http_get']; }
// Keeps the allowed tags without any attribute, drops every other tag (WordPress's kses does more; the allowlist is what is tested).
function wp_kses($html, $allowed) {
    $kept = strip_tags(preg_replace('#<(script|style)\b.*?</\1>#is', '', (string) $html), array_keys($allowed));
    return preg_replace('#<(/?)([a-z0-9]+)\b[^>]*>#i', '<$1$2>', $kept);
}
function plugin_basename($file) { return basename(dirname($file)) . '/' . basename($file); }
function wp_remote_post($url, $args = []) { $GLOBALS['stub_http_posts'][] = compact('url', 'args'); return ['response' => ['code' => 201], 'body' => '']; }
function wp_remote_retrieve_response_code($response) { return $response['response']['code'] ?? ''; }
function wp_remote_retrieve_body($response) { return $response['body'] ?? ''; }
function is_wp_error($thing) { return $thing instanceof WP_Error; }

class WP_Error {
    public function __construct(private string $code = '', private string $message = '', private mixed $data = '') {}
    public function get_error_code() { return $this->code; }
    public function get_error_message() { return $this->message; }
    public function get_error_data() { return $this->data; }
}
