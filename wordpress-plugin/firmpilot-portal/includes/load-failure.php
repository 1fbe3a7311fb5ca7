<?php
// What the page does when the portal's bundle does not load: a WordPress notice for the person, and a report to
// FirmPilot (the same public log call the PHP reports with, includes/report.php), since no element is there to
// sign in and the person may never say. Declarations only; assets.php prints the script.

defined('ABSPATH') || exit;

/**
 * A module that fails to load (missing from dist/, or one of its chunks) fires `error` on its own script element,
 * which does not bubble: a capturing listener on window sees it, shows a WordPress notice in the page and posts a
 * report. Once per page: the notice's id says it was done.
 */
function firmpilot_portal_load_failure_script(): string {
    $message = __('The FirmPilot portal could not be loaded on this page: its files in the plugin\'s dist folder did not load. Reinstall the FirmPilot Portal plugin, or look at the browser console for the reason.', 'firmpilot-portal');
    $reporter = firmpilot_portal_reporter();
    $api_url = firmpilot_portal_settings()['api_url'];
    $report = [
        // Empty when the API is plain http without the development setting: the notice shows, nothing is sent.
        'apiUrl' => firmpilot_portal_api_url_problem($api_url) === null ? esc_url_raw($api_url) : '',
        'clientId' => $reporter['clientId'],
        'siteUrl' => esc_url_raw($reporter['siteUrl']),
        'pluginVersion' => $reporter['pluginVersion'],
        'siteSecret' => $reporter['siteSecret'],
    ];
    return sprintf(
        '(function () {
  var scriptId = %s;
  var message = %s;
  var report = %s;
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
    sendReport(target.src);
  }, true);
  function withoutQuery(url) {
    return String(url || "").replace(/[?#][\s\S]*$/, "");
  }
  function sendReport(scriptUrl) {
    if (!report.apiUrl) return;
    // keepalive: the report still leaves if the person goes to another screen at once.
    fetch(report.apiUrl + "/v1/wordpress-plugin/log", {
      method: "POST",
      keepalive: true,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        clientId: report.clientId,
        level: "error",
        message: "The FirmPilot portal\'s bundle did not load in the browser on a wp-admin screen.",
        siteUrl: report.siteUrl,
        pluginVersion: report.pluginVersion,
        siteSecret: report.siteSecret,
        // Never the query or the hash: wp-admin URLs carry nonces.
        context: { event: "bundle-load", scriptUrl: withoutQuery(scriptUrl), page: location.pathname, userAgent: navigator.userAgent }
      })
    }).catch(function (error) {
      // The page already shows the notice; the console keeps why FirmPilot did not hear of it.
      console.warn("FirmPilot Portal: the load failure could not be reported to " + report.apiUrl + ".", error);
    });
  }
})();',
        wp_json_encode(FIRMPILOT_PORTAL_SCRIPT . '-js'),
        wp_json_encode($message),
        wp_json_encode($report)
    );
}
