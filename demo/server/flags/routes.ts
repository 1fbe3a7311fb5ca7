// The LaunchDarkly-compatible endpoint read by launchdarkly-js-client-sdk through baseUrl/eventsUrl.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { checkContext, decodeContextSegment, type ContextCheck } from './context.ts';
import { evaluateFlags } from './evaluate.ts';
import { allowAnyOrigin, ownPrefix } from './http-scope.ts';
import { createFlagStore } from './store.ts';

export interface FlagRouteOptions {
  /** Folder holding flags.json; created with the demo defaults when missing. */
  dataDir: string;
  /** Defaults to '/flags'. */
  prefix?: string;
}

/** An event as the SDK posted it, kept for inspection. */
export interface ReceivedFlagEvent {
  receivedAt: string;
  envId: string;
  kind: 'bulk' | 'diagnostic';
  event: unknown;
}

const KEEP_EVENTS = 100;

export async function registerFlagRoutes(app: FastifyInstance, options: FlagRouteOptions): Promise<void> {
  // Supported methods are shared by the whole app; adding REPORT twice only earns a warning.
  if (!app.supportedMethods.includes('REPORT')) app.addHttpMethod('REPORT', { hasBody: true });
  const prefix = ownPrefix(app, options.prefix, '/flags');
  await app.register(async (scope) => flagRoutes(scope, options.dataDir), { prefix });
}

async function flagRoutes(scope: FastifyInstance, dataDir: string): Promise<void> {
  const store = createFlagStore(dataDir, (message) => scope.log.warn(message));
  // Create the file at start, so it is there to edit before the first page asks for flags.
  await store.read().catch((error: Error) => scope.log.warn(error.message));
  const events: ReceivedFlagEvent[] = [];

  allowAnyOrigin(scope, ['GET', 'POST', 'REPORT']);

  async function answer(check: ContextCheck, reply: FastifyReply) {
    if (!check.ok) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: check.problem });
    const config = await store.read();
    // Flags change when the file does, so no cache may hold an answer.
    return reply.header('cache-control', 'no-store').send(evaluateFlags(config, check.context));
  }

  // A wildcard, not a :param: Fastify refuses params over 100 characters and a multi-context is longer.
  scope.get<{ Params: { envId: string; '*': string } }>('/sdk/evalx/:envId/contexts/*', (request, reply) =>
    answer(decodeContextSegment(request.params['*']), reply),
  );
  scope.route({
    method: 'REPORT',
    url: '/sdk/evalx/:envId/context',
    handler: (request, reply) => answer(checkContext(request.body), reply),
  });
  scope.get('/sdk/goals/:envId', async () => []);

  for (const kind of ['bulk', 'diagnostic'] as const) {
    scope.post<{ Params: { envId: string } }>(`/events/${kind}/:envId`, async (request, reply) => {
      const receivedAt = new Date().toISOString();
      const posted = kind === 'bulk' && Array.isArray(request.body) ? request.body : [request.body];
      for (const event of posted) events.push({ receivedAt, envId: request.params.envId, kind, event });
      events.splice(0, events.length - KEEP_EVENTS);
      return reply.code(202).send();
    });
  }
  scope.get('/events/recent', async () => ({ events: events.slice().reverse() }));
}
