import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, instrument, publicBase, sendPostPage, type TargetState } from './local-target-kit.ts';

const API = '/api/post';
const PLATFORMS = ['facebook', 'instagram', 'linkedin', 'twitter', 'gmb', 'pinterest', 'tiktok', 'youtube', 'threads', 'bluesky'];

// Ayrshare's error shape: { status: 'error', code, message }.
const ayrError = (reply: FastifyReply, httpStatus: number, code: number, message: string) =>
  reply.code(httpStatus).send({ status: 'error', code, message });

/** The social posting provider's post endpoint, for the profile named by the Profile-Key header. */
export function registerLocalAyrshare(scope: FastifyInstance, state: TargetState): void {
  scope.get('/p/:id/:platform', async (request, reply) => {
    const { id, platform } = request.params as { id: string; platform: string };
    const post = state.posts.get(id);
    return sendPostPage(
      reply,
      `Local ${platform}`,
      post && { title: `${platform} post`, content: `<p>${escapeText(String(post.post))}</p>` },
    );
  });

  scope.register(async (api) => {
    instrument(api, state, (status, message) => ({ status: 'error', code: status, message }));
    api.addHook('preHandler', async (request, reply) => {
      if (reply.sent) return;
      if (!bearerToken(request)) return ayrError(reply, 403, 102, 'API Key not valid. Send it as "Authorization: Bearer API_KEY".');
      if (!request.headers['profile-key'])
        return ayrError(reply, 400, 146, 'Profile-Key header is missing: name the user profile to post for.');
    });

    api.post(API, async (request, reply) => {
      const problem = invalidPost(request.body);
      if (problem) return ayrError(reply, 400, 101, problem);
      const body = request.body as { post: string; platforms: string[]; mediaUrls?: string[]; scheduleDate?: string };
      const id = `ayr${String(state.nextId++).padStart(6, '0')}`;
      const post = { id, profileKey: request.headers['profile-key'], ...body };
      state.posts.set(id, post);
      return answer(request, post);
    });

    api.patch(API, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const post = state.posts.get(String(body.id));
      if (!post || post.profileKey !== request.headers['profile-key'])
        return ayrError(reply, 404, 136, `Post id ${String(body.id)} not found for this profile.`);
      const problem = invalidPost({ ...post, ...body });
      if (problem) return ayrError(reply, 400, 101, problem);
      Object.assign(post, body);
      return answer(request, post);
    });

    api.delete(API, async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const post = state.posts.get(String(body.id));
      if (!post || post.profileKey !== request.headers['profile-key'])
        return ayrError(reply, 404, 136, `Post id ${String(body.id)} not found for this profile.`);
      state.posts.delete(String(body.id));
      return { status: 'success', id: body.id, deleted: (post.platforms as string[]).map((platform) => ({ platform, status: 'success' })) };
    });
  });
}

// A post scheduled for later has no links on the platforms yet.
function answer(request: FastifyRequest, post: Record<string, unknown>) {
  const id = String(post.id);
  const scheduled = typeof post.scheduleDate === 'string' && Date.parse(post.scheduleDate) > Date.now();
  if (scheduled) return { status: 'scheduled', id, scheduleDate: post.scheduleDate, postIds: [] };
  const base = publicBase(request, API);
  const postIds = (post.platforms as string[]).map((platform) => ({
    status: 'success',
    platform,
    id: `${platform}-${id}`,
    postUrl: `${base}/p/${id}/${platform}`,
  }));
  return { status: 'success', id, postIds };
}

function invalidPost(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object.';
  const post = body as Record<string, unknown>;
  if (typeof post.post !== 'string' || post.post.trim() === '') return 'Missing post text: send it as "post".';
  if (!Array.isArray(post.platforms) || post.platforms.length === 0) return 'Missing platforms: send a list such as ["facebook"].';
  const unknown = post.platforms.find((platform) => !PLATFORMS.includes(String(platform)));
  if (unknown !== undefined) return `Unknown platform "${String(unknown)}".`;
  if (post.mediaUrls !== undefined && (!Array.isArray(post.mediaUrls) || post.mediaUrls.some((url) => typeof url !== 'string')))
    return 'mediaUrls must be a list of URLs.';
  if (post.platforms.includes('instagram') && !(post.mediaUrls as unknown[] | undefined)?.length)
    return 'Instagram requires an image or video in mediaUrls.';
  if (post.scheduleDate !== undefined && Number.isNaN(Date.parse(String(post.scheduleDate))))
    return 'scheduleDate must be an ISO 8601 date and time.';
  return null;
}

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
