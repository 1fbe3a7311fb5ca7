<?php
// Updates through WordPress's own Updates screen and plugin list: the release the service describes is added to
// the update_plugins transient, and the "View details" popup is answered from it, every field the service wrote
// escaped. The package is downloaded and checked by includes/package-check.php.

defined('ABSPATH') || exit;

add_filter('pre_set_site_transient_update_plugins', 'firmpilot_portal_offer_update');
add_filter('plugins_api', 'firmpilot_portal_plugin_details', 10, 3);

function firmpilot_portal_basename(): string {
    return plugin_basename(FIRMPILOT_PORTAL_FILE);
}

/** The entry WordPress's update screens read for one plugin. */
function firmpilot_portal_update_entry(array $release): object {
    return (object) [
        'id' => FIRMPILOT_PORTAL_SLUG,
        'slug' => FIRMPILOT_PORTAL_SLUG,
        'plugin' => firmpilot_portal_basename(),
        'new_version' => $release['version'],
        'url' => esc_url(firmpilot_portal_settings()['portal_url']),
        'package' => $release['downloadUrl'],
        'requires' => esc_html(firmpilot_portal_release_text($release, 'requiresWordPress')),
        'tested' => esc_html(firmpilot_portal_release_text($release, 'testedUpTo')),
        'requires_php' => esc_html(firmpilot_portal_release_text($release, 'requiresPhp')),
        'icons' => [],
        'banners' => firmpilot_portal_banners(),
    ];
}

function firmpilot_portal_banners(): array {
    return [
        'low' => firmpilot_portal_api_path('banner-image?resolution=low'),
        'high' => firmpilot_portal_api_path('banner-image?resolution=high'),
    ];
}

/** @param mixed $transient WordPress's update_plugins record (not an object before the first check). */
function firmpilot_portal_offer_update($transient) {
    if (!is_object($transient)) {
        return $transient;
    }
    $release = firmpilot_portal_release();
    if (!is_array($release)) {
        return $transient;
    }
    $entry = firmpilot_portal_update_entry($release);
    $basename = firmpilot_portal_basename();
    // Listed under no_update too, so the plugin row keeps its "View details" link when it is up to date.
    if (version_compare($release['version'], firmpilot_portal_version(), '>')) {
        $transient->response[$basename] = $entry;
        unset($transient->no_update[$basename]);
    } else {
        $transient->no_update[$basename] = $entry;
        unset($transient->response[$basename]);
    }
    return $transient;
}

/**
 * @param false|object|array $result What an earlier filter answered.
 * @param string $action
 * @param object $args
 */
function firmpilot_portal_plugin_details($result, $action, $args) {
    if ($action !== 'plugin_information' || !is_object($args) || ($args->slug ?? '') !== FIRMPILOT_PORTAL_SLUG) {
        return $result;
    }
    $release = firmpilot_portal_release();
    if (!is_array($release)) {
        // Anything but an answer here would send WordPress to ask wordpress.org about a plugin it does not host.
        return is_wp_error($release) ? $release : new WP_Error('firmpilot_portal_release', __('Set the API URL in the FirmPilot Portal settings to see the plugin\'s details.', 'firmpilot-portal'));
    }
    $sections = [
        'description' => esc_html__('Review the blog posts FirmPilot writes for your firm without leaving WordPress: the blog queue, a dashboard widget and the notification bell in the admin bar.', 'firmpilot-portal'),
    ];
    if (is_string($release['changelog'] ?? null) && $release['changelog'] !== '') {
        $sections['changelog'] = wp_kses($release['changelog'], FIRMPILOT_PORTAL_CHANGELOG_TAGS);
    }
    // WordPress prints these into wp-admin's popup as they are: what the service wrote is text, escaped here.
    return (object) [
        'name' => esc_html(firmpilot_portal_release_text($release, 'name', __('FirmPilot Portal', 'firmpilot-portal'))),
        'slug' => FIRMPILOT_PORTAL_SLUG,
        'version' => esc_html($release['version']),
        'author' => '<a href="https://firmpilot.com/">FirmPilot</a>',
        'homepage' => esc_url(firmpilot_portal_settings()['portal_url']),
        'requires' => esc_html(firmpilot_portal_release_text($release, 'requiresWordPress')),
        'tested' => esc_html(firmpilot_portal_release_text($release, 'testedUpTo')),
        'requires_php' => esc_html(firmpilot_portal_release_text($release, 'requiresPhp')),
        'download_link' => esc_url($release['downloadUrl']),
        'banners' => firmpilot_portal_banners(),
        'sections' => $sections,
    ];
}

// A changelog is a few lists and paragraphs: no links, images, attributes or scripts.
const FIRMPILOT_PORTAL_CHANGELOG_TAGS = ['h4' => [], 'p' => [], 'ul' => [], 'ol' => [], 'li' => [], 'strong' => [], 'em' => [], 'code' => [], 'br' => []];

/** A text field of the release, or the fallback when the service sent none (or not a string). */
function firmpilot_portal_release_text(array $release, string $field, string $fallback = ''): string {
    return is_string($release[$field] ?? null) ? $release[$field] : $fallback;
}

/** On the settings page: which version runs here and what the last update check found. */
function firmpilot_portal_render_update_status(): void {
    $release = firmpilot_portal_release();
    echo '<h2>' . esc_html__('Updates', 'firmpilot-portal') . '</h2><p>';
    /* translators: %s: version number */
    echo esc_html(sprintf(__('Version %s is installed.', 'firmpilot-portal'), firmpilot_portal_version())) . ' ';
    if (is_wp_error($release)) {
        echo esc_html($release->get_error_message());
    } elseif (is_array($release)) {
        /* translators: %s: version number */
        echo esc_html(sprintf(__('The newest release is %s; WordPress offers it on the Updates screen when it is newer.', 'firmpilot-portal'), $release['version']));
    }
    echo '</p>';
}
