import type { FastifyInstance } from 'fastify';
import { registerLocalAyrshare } from './local-ayrshare.ts';
import { registerLocalBubble } from './local-bubble.ts';
import { newTargetState, TARGET_NAMES, type TargetName, type TargetState } from './local-target-kit.ts';
import { registerLocalWordPress } from './local-wordpress.ts';

/**
 * Local stand-ins for WordPress, the Bubble app and Ayrshare, so the demo publishes somewhere real
 * offline and tests see exactly what the service sent. Every API call is recorded in memory:
 *   GET    /calls?target=wordpress   the recorded calls, oldest first (all targets without `target`)
 *   DELETE /calls                    forgets them
 *   POST   /fail-next {target, status, message}   the target's next call answers that error
 * Never registered in production (the caller skips it when config.production is set).
 */
export async function registerRecordingTargets(app: FastifyInstance): Promise<void> {
  const states = Object.fromEntries(TARGET_NAMES.map((name) => [name, newTargetState(name)])) as Record<TargetName, TargetState>;

  await app.register(async (scope) => registerLocalWordPress(scope, states.wordpress), { prefix: '/wordpress' });
  await app.register(async (scope) => registerLocalBubble(scope, states.bubble), { prefix: '/bubble' });
  await app.register(async (scope) => registerLocalAyrshare(scope, states.ayrshare), { prefix: '/ayrshare' });

  app.get('/calls', async (request, reply) => {
    const { target } = request.query as { target?: string };
    if (target === undefined)
      return { calls: TARGET_NAMES.flatMap((name) => states[name].calls).sort((a, b) => a.time.localeCompare(b.time)) };
    if (!isTargetName(target)) return reply.code(400).send({ message: unknownTarget(target) });
    return { calls: states[target].calls };
  });

  app.delete('/calls', async () => {
    for (const name of TARGET_NAMES) states[name].calls.length = 0;
    return { message: 'Recorded calls cleared.' };
  });

  app.post('/fail-next', async (request, reply) => {
    const body = (request.body ?? {}) as { target?: unknown; status?: unknown; message?: unknown };
    if (!isTargetName(body.target)) return reply.code(400).send({ message: unknownTarget(body.target) });
    const status = body.status ?? 500;
    if (typeof status !== 'number' || !Number.isInteger(status) || status < 400 || status > 599) {
      return reply.code(400).send({ message: 'status must be an HTTP error status from 400 to 599.' });
    }
    const message = body.message ?? 'The target failed as the test asked.';
    if (typeof message !== 'string' || message.trim() === '' || message.length > 1000) {
      return reply.code(400).send({ message: 'message must be a non-empty text of at most 1000 characters.' });
    }
    states[body.target].failNext = { status, message };
    return { message: `The next call to ${body.target} will answer ${status}.` };
  });
}

const isTargetName = (value: unknown): value is TargetName => TARGET_NAMES.includes(value as TargetName);
const unknownTarget = (value: unknown) => `target must be one of ${TARGET_NAMES.join(', ')}; got ${JSON.stringify(value ?? null)}.`;
