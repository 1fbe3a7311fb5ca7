-- What a person uploads is served back from the service's own origin, where markup (SVG, HTML, XML) could run
-- script: a logo is kept as a raster image only (an SVG logo is kept as the PNG drawn from it), and no upload is kept
-- as markup. `not valid` leaves the rows kept before this rule alone: a logo kept as SVG is converted to PNG the
-- first time it is served (rest/handlers/clients.ts), and that update is held to the rule.
alter table client_logos add constraint client_logos_raster_only
  check (content_type in ('image/png', 'image/jpeg', 'image/webp')) not valid;
alter table uploads add constraint uploads_never_markup
  check (content_type !~* '(svg|html|xml)') not valid;
