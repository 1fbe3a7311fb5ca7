<?php
// What every runner starts with: WordPress's stubs, and the paths of the plugin's includes it names, to require at the
// top level (so each include's globals stay global), from the plugin folder the test passes as the first argument.

require_once __DIR__ . '/wordpress-stubs.php';

function firmpilot_test_includes(string $plugin, array $names): array {
    return array_map(fn ($name) => $plugin . '/includes/' . $name . '.php', $names);
}
