import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basicCredentials, instrument, publicBase, sendPostPage, type TargetState } from './local-target-kit.ts';

/** The demo clients' WordPress credential (store/seed/client-rows.ts). */
export const LOCAL_WORDPRESS_USERNAME = 'portal';
export const LOCAL_WORDPRESS_APPLICATION_PASSWORD = 'abcd efgh ijkl mnop qrst uvwx';

const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'];
const API = '/wp-json/wp/v2/posts';
const MEDIA = '/wp-json/wp/v2/media';

// WordPress's own error shape: { code, message, data: { status } }.
const wpError = (reply: FastifyReply, status: number, code: string, message: string, extra: Record<string, unknown> = {}) =>
  reply.code(status).send({ code, message, data: { status, ...extra } });

/** A WordPress site's posts endpoint, answering as wp/v2 does, behind application-password auth. */
export function registerLocalWordPress(scope: FastifyInstance, state: TargetState): void {
  scope.get('/', async (request, reply) =>
    sendPostPage(reply, 'Local WordPress', state.posts.get(String((request.query as { p?: string }).p))),
  );

  scope.register(async (api) => {
    instrument(api, state, (status, message) => ({ code: 'recorded_target_failure', message, data: { status } }));
    api.addHook('preHandler', async (request, reply) => {
      if (reply.sent) return;
      const credentials = basicCredentials(request);
      if (!credentials) return wpError(reply, 401, 'rest_not_logged_in', 'You are not currently logged in.');
      // WordPress ignores the spaces it shows in application passwords.
      const given = credentials.password.replace(/\s+/g, '');
      if (credentials.username !== LOCAL_WORDPRESS_USERNAME || given !== LOCAL_WORDPRESS_APPLICATION_PASSWORD.replace(/\s+/g, '')) {
        return wpError(reply, 401, 'incorrect_password', 'The provided password is an invalid application password.');
      }
    });

    registerMedia(api, state);

    api.post(API, async (request, reply) => {
      const problem = invalidParams(request.body, true);
      if (problem)
        return wpError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): ${problem}`, {
          params: { [problem]: `${problem} is not valid.` },
        });
      const id = String(state.nextId++);
      const post: Record<string, unknown> = {
        id: Number(id),
        status: 'draft',
        ...fields(request.body as Record<string, unknown>),
        link: `${publicBase(request, API)}/?p=${id}`,
      };
      state.posts.set(id, post);
      return reply.code(201).send(rendered(post));
    });

    api.post(`${API}/:id`, async (request, reply) => {
      const post = findPost(request, state);
      if (!post) return wpError(reply, 404, 'rest_post_invalid_id', 'Invalid post ID.');
      const problem = invalidParams(request.body, false);
      if (problem)
        return wpError(reply, 400, 'rest_invalid_param', `Invalid parameter(s): ${problem}`, {
          params: { [problem]: `${problem} is not valid.` },
        });
      Object.assign(post, fields(request.body as Record<string, unknown>));
      return rendered(post);
    });

    api.get(`${API}/:id`, async (request, reply) => {
      const post = findPost(request, state);
      return post ? rendered(post) : wpError(reply, 404, 'rest_post_invalid_id', 'Invalid post ID.');
    });

    api.delete(`${API}/:id`, async (request, reply) => {
      const post = findPost(request, state);
      if (!post) return wpError(reply, 404, 'rest_post_invalid_id', 'Invalid post ID.');
      if (String((request.query as { force?: string }).force) === 'true') {
        state.posts.delete(String(post.id));
        return { deleted: true, previous: rendered(post) };
      }
      if (post.status === 'trash') return wpError(reply, 410, 'rest_already_trashed', 'The post has already been deleted.');
      post.status = 'trash';
      return rendered(post);
    });
  });
}

const findPost = (request: FastifyRequest, state: TargetState) => state.posts.get(String((request.params as { id: string }).id));

/** The first invalid parameter's name, as WordPress reports it, or null. */
function invalidParams(body: unknown, creating: boolean): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'body';
  const post = body as Record<string, unknown>;
  for (const name of ['title', 'content', 'excerpt', 'date'] as const) {
    if (post[name] !== undefined && typeof post[name] !== 'string') return name;
  }
  if (post.featured_media !== undefined && !Number.isInteger(post.featured_media)) return 'featured_media';
  if (creating && !post.title && !post.content) return 'title';
  if (post.status !== undefined && !POST_STATUSES.includes(String(post.status))) return 'status';
  if (post.date !== undefined && Number.isNaN(Date.parse(String(post.date)))) return 'date';
  if (post.status === 'future' && post.date === undefined) return 'date';
  return null;
}

function fields(body: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name of ['title', 'content', 'excerpt', 'status', 'date', 'featured_media'])
    if (body[name] !== undefined) kept[name] = body[name];
  return kept;
}

// wp/v2 answers text fields as { rendered }.
function rendered(post: Record<string, unknown>) {
  return {
    id: post.id,
    link: post.link,
    status: post.status,
    date: post.date ?? null,
    featured_media: post.featured_media ?? 0,
    title: { rendered: post.title ?? '' },
    content: { rendered: post.content ?? '' },
    excerpt: { rendered: post.excerpt ?? '' },
  };
}

/**
 * The media library, as far as publishing uses it: an image upload (raw bytes named by Content-Disposition, as
 * WordPress takes it) answers its id and source_url; a forced delete removes it. Files are kept by size only.
 */
function registerMedia(api: FastifyInstance, state: TargetState): void {
  api.addContentTypeParser(/^image\//, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const media = new Map<string, { id: number; source_url: string; mime_type: string; bytes: number }>();

  api.post(MEDIA, async (request, reply) => {
    const fileName = /filename="?([^";]+)"?/.exec(String(request.headers['content-disposition'] ?? ''))?.[1];
    if (!fileName) return wpError(reply, 400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) return wpError(reply, 400, 'rest_upload_no_data', 'No data supplied.');
    const mimeType = String(request.headers['content-type']);
    if (mimeType.includes('svg'))
      return wpError(reply, 500, 'rest_upload_sideload_error', 'Sorry, you are not allowed to upload this file type.');
    const id = state.nextId++;
    const item = {
      id,
      source_url: `${publicBase(request, MEDIA)}/uploads/${id}/${fileName}`,
      mime_type: mimeType,
      bytes: request.body.length,
    };
    media.set(String(id), item);
    return reply.code(201).send(item);
  });

  api.delete(`${MEDIA}/:id`, async (request, reply) => {
    const id = String((request.params as { id: string }).id);
    const item = media.get(id);
    if (!item) return wpError(reply, 404, 'rest_post_invalid_id', 'Invalid post ID.');
    media.delete(id);
    return { deleted: true, previous: item };
  });
}
