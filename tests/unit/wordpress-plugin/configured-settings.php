<?php
// The settings of a configured plugin, as both runners save them before calling the plugin's functions.

return [
    'portal_url' => 'https://portal.example.com', 'api_url' => 'https://api.example.com', 'auth_domain' => 'https://login.example.com',
    'auth_client_id' => 'spa', 'auth_audience' => 'https://api.example.com', 'client_id' => '6f1c2a4e-8d0b-4c55-9a7e-2b3d4f5a6b7c',
    'open_in' => 'board', 'flags_client_id' => '', 'flags_url' => '', 'logs_url' => '',
];
