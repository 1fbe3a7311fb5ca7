import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, instrument, sendPostPage, type TargetState } from './local-target-kit.ts';

const THINGS = '/api/1.1/obj/blogpost';
const TEXT_FIELDS = ['title', 'content', 'excerpt', 'status', 'date'];

// Bubble's Data API error shape: { statusCode, body: { status, message } }.
const bubbleError = (reply: FastifyReply, statusCode: number, status: string, message: string) =>
  reply.code(statusCode).send({ statusCode, body: { status, message } });

/** An app builder app's Data API for the `blogpost` type, and the app's page that shows a post. */
export function registerLocalBubble(scope: FastifyInstance, state: TargetState): void {
  scope.get('/blog/:id', async (request, reply) =>
    sendPostPage(reply, 'Local Bubble app', state.posts.get((request.params as { id: string }).id)),
  );

  scope.register(async (api) => {
    instrument(api, state, (statusCode, message) => ({ statusCode, body: { status: 'ERROR', message } }));
    api.addHook('preHandler', async (request, reply) => {
      if (reply.sent) return;
      if (!bearerToken(request))
        return bubbleError(reply, 401, 'UNAUTHORIZED', 'The API token is missing or invalid: send it as "Authorization: Bearer <token>".');
    });

    api.post(THINGS, async (request, reply) => {
      const problem = invalidFields(request.body);
      if (problem) return bubbleError(reply, 400, 'INVALID_DATA', problem);
      const body = request.body as Record<string, unknown>;
      if (typeof body.title !== 'string' || body.title.trim() === '')
        return bubbleError(reply, 400, 'MISSING_DATA', 'Missing field: title');
      // Bubble's ids are a creation time, an "x" and a number.
      const id = `1700000000000x${100000 + state.nextId++}`;
      state.posts.set(id, { _id: id, ...pick(body) });
      return reply.code(201).send({ status: 'success', id });
    });

    api.get(`${THINGS}/:id`, async (request, reply) => {
      const thing = findThing(request, state);
      return thing ? { response: thing } : notFound(reply, request);
    });

    api.patch(`${THINGS}/:id`, async (request, reply) => {
      const thing = findThing(request, state);
      if (!thing) return notFound(reply, request);
      const problem = invalidFields(request.body);
      if (problem) return bubbleError(reply, 400, 'INVALID_DATA', problem);
      Object.assign(thing, pick(request.body as Record<string, unknown>));
      return reply.code(204).send();
    });

    api.delete(`${THINGS}/:id`, async (request, reply) => {
      if (!findThing(request, state)) return notFound(reply, request);
      state.posts.delete((request.params as { id: string }).id);
      return reply.code(204).send();
    });
  });
}

const findThing = (request: FastifyRequest, state: TargetState) => state.posts.get((request.params as { id: string }).id);

const notFound = (reply: FastifyReply, request: FastifyRequest) =>
  bubbleError(
    reply,
    404,
    'NOT_FOUND',
    `Missing object of type blogpost: object with id ${(request.params as { id: string }).id} does not exist`,
  );

function invalidFields(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The body must be a JSON object of field values.';
  for (const [name, value] of Object.entries(body)) {
    if (!TEXT_FIELDS.includes(name)) return `Unrecognized field: ${name}`;
    if (typeof value !== 'string') return `Invalid data for field ${name}: expected text`;
  }
  return null;
}

function pick(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([name]) => TEXT_FIELDS.includes(name)));
}
