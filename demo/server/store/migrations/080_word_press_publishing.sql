-- Publishing to a firm's real WordPress (graphql/resolvers/blog-publishing.ts). What the site answered when a push,
-- update or delete failed stays on the job until a later call succeeds, so the board can say what to fix.
alter table blog_jobs add column word_press_error text;
-- The media item of the featured image uploaded with the post; an update uploads again only when the image changed
-- (the Featured row of blog_images then has no published_url).
alter table blog_jobs add column word_press_media_id text;
