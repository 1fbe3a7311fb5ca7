-- The image templates GET /v1/images/templates lists (resources of kind 'imageTemplate'): the agency's
-- standard layouts for logo images, present in every installation. Fixed ids keep them stable.
insert into resources (id, kind, client_id, data)
values
  ('image-template-square-badge', 'imageTemplate', null, '{"name": "Square badge", "templateUrl": "https://templates.firmpilot.test/square-badge.svg", "width": 1080, "height": 1080}'),
  ('image-template-wide-banner', 'imageTemplate', null, '{"name": "Wide banner", "templateUrl": "https://templates.firmpilot.test/wide-banner.svg", "width": 1200, "height": 628}'),
  ('image-template-story', 'imageTemplate', null, '{"name": "Story", "templateUrl": "https://templates.firmpilot.test/story.svg", "width": 1080, "height": 1920}')
on conflict (id) do nothing;
