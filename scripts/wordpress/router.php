<?php
// The front controller of PHP's built-in server for a WordPress site made by site.ts (a stand-in for Apache's
// rewrite rules): it names the site's config file for Debian's wp-config.php, serves wp-content from the site's
// own folder with the right types (browsers refuse module scripts sent as text/plain) and sends pretty
// permalinks to index.php.
$_SERVER['WORDPRESS_CONFIG'] = getenv('FP_WORDPRESS_CONFIG');

$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH));
$content = getenv('FP_WORDPRESS_CONTENT');
$types = [
    'js' => 'text/javascript; charset=utf-8', 'mjs' => 'text/javascript; charset=utf-8', 'css' => 'text/css; charset=utf-8',
    'json' => 'application/json', 'png' => 'image/png', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'gif' => 'image/gif',
    'webp' => 'image/webp', 'svg' => 'image/svg+xml', 'woff2' => 'font/woff2', 'woff' => 'font/woff', 'ico' => 'image/x-icon',
];

if (str_starts_with($path, '/wp-content/') && !str_contains($path, '..')) {
    $file = $content . substr($path, strlen('/wp-content'));
    if (is_file($file)) {
        if (str_ends_with($file, '.php')) {
            require $file;
            return true;
        }
        $extension = strtolower(pathinfo($file, PATHINFO_EXTENSION));
        header('Content-Type: ' . ($types[$extension] ?? 'application/octet-stream'));
        header('Content-Length: ' . filesize($file));
        readfile($file);
        return true;
    }
    http_response_code(404);
    return true;
}

$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ($path !== '/' && is_file($file)) {
    if (!str_ends_with($file, '.php')) {
        $extension = strtolower(pathinfo($file, PATHINFO_EXTENSION));
        if (isset($types[$extension])) {
            header('Content-Type: ' . $types[$extension]);
            readfile($file);
            return true;
        }
        return false;
    }
    chdir(dirname($file));
    $_SERVER['SCRIPT_NAME'] = $path;
    $_SERVER['SCRIPT_FILENAME'] = $file;
    $_SERVER['PHP_SELF'] = $path;
    require $file;
    return true;
}
if (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')) {
    chdir($file);
    require rtrim($file, '/') . '/index.php';
    return true;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
chdir($_SERVER['DOCUMENT_ROOT']);
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
return true;
