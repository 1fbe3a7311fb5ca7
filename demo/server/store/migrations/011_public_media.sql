-- Uploads that are meant to be published (social media images) are served without a token at
-- GET /v1/media/{id}, so the social posting provider can fetch them; the random id is the only key.
-- Everything else stays behind GET /v1/uploads/{id} and the client's permissions.
alter table uploads add column is_public boolean not null default false;
