<?php
// The site's secret: the service issues one when the firm connects this site in FirmPilot, and takes reports
// without a token (includes/report.php, includes/load-failure.php) only with it. Someone signed in to FirmPilot
// on the blog queue page fetches it over the API with their own token (GET <api-url>/v1/wordpress-plugin/site-secret,
// which answers only people with access to the firm); the page hands it to WordPress (admin-ajax, with a nonce),
// which keeps it in the firmpilot_portal_site_secret option. A new site connected in FirmPilot gets a new secret,
// and the next sign-in on the queue page stores it.

defined('ABSPATH') || exit;

const FIRMPILOT_PORTAL_SITE_SECRET_ACTION = 'firmpilot_portal_site_secret';
// The service's secrets are 32 random bytes in hex.
const FIRMPILOT_PORTAL_SITE_SECRET_PATTERN = '/^[0-9a-f]{64}$/';

add_action('admin_enqueue_scripts', 'firmpilot_portal_enqueue_site_secret_script');
add_action('wp_ajax_' . FIRMPILOT_PORTAL_SITE_SECRET_ACTION, 'firmpilot_portal_save_site_secret');

/**
 * Reads the token the portal's elements keep in local storage ('user-storage', the spec's sign-in state), waits a
 * minute at most for a sign-in that is still coming back, asks the service for the secret and stores it when it
 * differs. The token never leaves the browser for WordPress.
 */
function firmpilot_portal_site_secret_script(): string {
    $settings = firmpilot_portal_settings();
    $data = [
        'secretUrl' => esc_url_raw($settings['api_url']) . '/v1/wordpress-plugin/site-secret?clientId=' . rawurlencode($settings['client_id']),
        'saveUrl' => admin_url('admin-ajax.php'),
        'action' => FIRMPILOT_PORTAL_SITE_SECRET_ACTION,
        'nonce' => wp_create_nonce(FIRMPILOT_PORTAL_SITE_SECRET_ACTION),
        'stored' => firmpilot_portal_site_secret(),
    ];
    return sprintf(
        '(function () {
  var data = %s;
  var tries = 30;
  function token() {
    try {
      var state = JSON.parse(localStorage.getItem("user-storage") || "{}").state || {};
      return state.accessToken && state.tokenExpiresAt > Date.now() ? state.accessToken : null;
    } catch (error) {
      return null;
    }
  }
  function look() {
    var accessToken = token();
    if (!accessToken) {
      if (--tries > 0) setTimeout(look, 2000);
      return;
    }
    fetch(data.secretUrl, { headers: { authorization: "Bearer " + accessToken } })
      .then(function (answer) { return answer.ok ? answer.json() : null; })
      .then(function (body) {
        if (!body || !body.siteSecret || body.siteSecret === data.stored) return;
        var form = new FormData();
        form.append("action", data.action);
        form.append("_ajax_nonce", data.nonce);
        form.append("secret", body.siteSecret);
        return fetch(data.saveUrl, { method: "POST", body: form, credentials: "same-origin" });
      })
      .catch(function (error) {
        console.warn("FirmPilot Portal: the site secret for reports could not be fetched from FirmPilot.", error);
      });
  }
  look();
})();',
        wp_json_encode($data)
    );
}

function firmpilot_portal_enqueue_site_secret_script(string $hook): void {
    // The queue page only: it is where people sign in to FirmPilot inside wp-admin.
    if ($hook !== 'toplevel_page_' . FIRMPILOT_PORTAL_QUEUE_SLUG || !firmpilot_portal_shows_elements()
        || firmpilot_portal_api_url_problem(firmpilot_portal_settings()['api_url']) !== null) {
        return;
    }
    wp_add_inline_script(FIRMPILOT_PORTAL_SCRIPT, firmpilot_portal_site_secret_script(), 'before');
}

/** admin-ajax: keeps the secret the page fetched, for people who may see the queue, with the page's nonce. */
function firmpilot_portal_save_site_secret(): void {
    check_ajax_referer(FIRMPILOT_PORTAL_SITE_SECRET_ACTION);
    if (!current_user_can('edit_posts')) {
        wp_send_json_error(['message' => __('Only people who may edit posts can store the FirmPilot site secret.', 'firmpilot-portal')], 403);
    }
    $secret = isset($_POST['secret']) && is_string($_POST['secret']) ? sanitize_text_field(wp_unslash($_POST['secret'])) : '';
    if (!preg_match(FIRMPILOT_PORTAL_SITE_SECRET_PATTERN, $secret)) {
        wp_send_json_error(['message' => __('That is not a FirmPilot site secret (64 hexadecimal characters).', 'firmpilot-portal')], 400);
    }
    update_option(FIRMPILOT_PORTAL_SITE_SECRET_OPTION, $secret, false);
    wp_send_json_success();
}
