-- The secret the WordPress plugin on a client's connected site proves itself with when it reports without a token
-- (POST /v1/wordpress-plugin/log). Issued when a site is connected, renewed when another site is; null for a
-- connection saved before it existed, until the plugin asks for it (GET /v1/wordpress-plugin/site-secret).
alter table word_press_credentials add column site_secret text;
