import { randomBytes } from 'node:crypto';

/** PHP's own string literal for a value (JSON's escapes are PHP's too, and `$` needs none in single quotes). */
const php = (value: unknown) => `json_decode(${phpString(JSON.stringify(value))}, true)`;
const phpString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The site's wp-config (read through Debian's /etc/wordpress switch): its database on a local socket, its
 * own wp-content, local environment (application passwords and the FirmPilot plugin's API over plain HTTP), no cron, no calls to the Internet
 * (this machine has none), and errors in a log instead of the page.
 */
export function siteConfig(site: {
  url: string;
  content: string;
  debugLog: string;
  database: { name: string; user: string; password: string; socket: string };
}): string {
  const salts = [
    'AUTH_KEY',
    'SECURE_AUTH_KEY',
    'LOGGED_IN_KEY',
    'NONCE_KEY',
    'AUTH_SALT',
    'SECURE_AUTH_SALT',
    'LOGGED_IN_SALT',
    'NONCE_SALT',
  ];
  const constants: Record<string, string | boolean> = {
    DB_NAME: site.database.name,
    DB_USER: site.database.user,
    DB_PASSWORD: site.database.password,
    DB_HOST: `localhost:${site.database.socket}`,
    WP_HOME: site.url,
    WP_SITEURL: site.url,
    WP_CONTENT_DIR: site.content,
    WP_CONTENT_URL: `${site.url}/wp-content`,
    WP_ENVIRONMENT_TYPE: 'local',
    // The service runs on http://localhost here: the FirmPilot plugin calls a plain-http API only with this.
    FIRMPILOT_ALLOW_HTTP_API: true,
    WP_HTTP_BLOCK_EXTERNAL: true,
    DISABLE_WP_CRON: true,
    AUTOMATIC_UPDATER_DISABLED: true,
    WP_DEBUG: true,
    WP_DEBUG_LOG: site.debugLog,
    WP_DEBUG_DISPLAY: false,
    ...Object.fromEntries(salts.map((salt) => [salt, randomBytes(32).toString('hex')])),
  };
  return `<?php\n${Object.entries(constants)
    .map(([name, value]) => `define('${name}', ${typeof value === 'boolean' ? String(value) : phpString(value)});`)
    .join('\n')}\n`;
}

/**
 * Installs WordPress from the command line (Debian ships no wp-cli): the administrator, pretty permalinks, no
 * avatars (they reach for a host that is not there), the plugins activated, the given options, and an
 * application password for the REST API. Prints `{"applicationPassword": ...}`.
 */
export function installScript(site: {
  url: string;
  host: string;
  title: string;
  admin: { username: string; password: string };
  plugins: string[];
  options: Record<string, unknown>;
}): string {
  return `<?php
$_SERVER['HTTP_HOST'] = ${phpString(site.host)};
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['WORDPRESS_CONFIG'] = getenv('FP_WORDPRESS_CONFIG');
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
if (!is_blog_installed()) {
    wp_install(${phpString(site.title)}, ${phpString(site.admin.username)}, 'admin@example.test', true, '', wp_slash(${phpString(site.admin.password)}));
}
// A site kept between runs keeps its data; its administrator gets this run's password and one application password.
wp_set_password(${phpString(site.admin.password)}, 1);
WP_Application_Passwords::delete_all_application_passwords(1);
update_option('permalink_structure', '/%postname%/');
update_option('show_avatars', 0);
flush_rewrite_rules(true);
foreach (${php(site.options)} as $name => $value) {
    update_option($name, $value);
}
foreach (${php(site.plugins)} as $slug) {
    $activated = activate_plugin($slug . '/' . $slug . '.php');
    if (is_wp_error($activated)) {
        fwrite(STDERR, $activated->get_error_message());
        exit(1);
    }
}
[$password] = WP_Application_Passwords::create_new_application_password(1, ['name' => 'fp-portal']);
echo json_encode(['applicationPassword' => $password]);
`;
}
