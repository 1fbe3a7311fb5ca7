<?php
// The portal's bundle ships inside the plugin (dist/): loaded as an ES module on the wp-admin screens of people
// who may see the queue, since the bell in the admin bar is on all of them.

defined('ABSPATH') || exit;

const FIRMPILOT_PORTAL_SCRIPT = 'firmpilot-portal';

add_action('admin_enqueue_scripts', 'firmpilot_portal_enqueue_bundle');
add_filter('script_loader_tag', 'firmpilot_portal_module_tag', 10, 2);

/** The plugin's version, read from its own header: the header is the one place it is written. */
function firmpilot_portal_version(): string {
    static $version = null;
    if ($version === null) {
        $version = get_file_data(FIRMPILOT_PORTAL_FILE, ['Version' => 'Version'])['Version'];
    }
    return $version;
}

function firmpilot_portal_shows_elements(): bool {
    return current_user_can('edit_posts') && firmpilot_portal_is_configured();
}

function firmpilot_portal_enqueue_bundle(): void {
    if (!firmpilot_portal_shows_elements()) {
        return;
    }
    wp_enqueue_script(FIRMPILOT_PORTAL_SCRIPT, plugins_url('dist/fp-portal.js', FIRMPILOT_PORTAL_FILE), [], firmpilot_portal_version(), true);
    wp_add_inline_script(FIRMPILOT_PORTAL_SCRIPT, firmpilot_portal_load_failure_script(), 'before');
}

/**
 * WordPress 6.1 has no script-module API: the bundle's tag gets type="module" here. The tag WordPress hands over
 * also holds the inline script printed before it, which must stay a classic script.
 */
function firmpilot_portal_module_tag(string $tag, string $handle): string {
    if ($handle !== FIRMPILOT_PORTAL_SCRIPT) {
        return $tag;
    }
    return preg_replace('/<script(?: type=([\'"])text\/javascript\1)? src=/', '<script type="module" src=', $tag, 1) ?? $tag;
}

/**
 * A module that fails to load (missing from dist/, or one of its chunks) fires `error` on its own script element,
 * which does not bubble: a capturing listener on window sees it and shows a WordPress notice in the page.
 */
function firmpilot_portal_load_failure_script(): string {
    $message = __('The FirmPilot portal could not be loaded on this page: its files in the plugin\'s dist folder did not load. Reinstall the FirmPilot Portal plugin, or look at the browser console for the reason.', 'firmpilot-portal');
    return sprintf(
        '(function () {
  var scriptId = %s;
  var message = %s;
  window.addEventListener("error", function (event) {
    var target = event.target;
    if (!target || target.id !== scriptId || document.getElementById("firmpilot-portal-load-error")) return;
    var notice = document.createElement("div");
    notice.id = "firmpilot-portal-load-error";
    notice.className = "notice notice-error";
    notice.setAttribute("role", "alert");
    var text = document.createElement("p");
    text.textContent = message;
    notice.appendChild(text);
    var place = document.querySelector("#wpbody-content .wrap") || document.getElementById("wpbody-content") || document.body;
    var heading = place.querySelector("h1");
    place.insertBefore(notice, heading ? heading.nextSibling : place.firstChild);
  }, true);
})();',
        wp_json_encode(FIRMPILOT_PORTAL_SCRIPT . '-js'),
        wp_json_encode($message)
    );
}
