// Helpers shared by the flag and log plugins: where their routes live, and their CORS rules.
import type { FastifyInstance } from 'fastify';

/**
 * The prefix a plugin should add itself. `app.register(plugin, { prefix })` makes Fastify apply
 * the prefix already, while a direct call `plugin(app, { prefix })` does not; both must work.
 */
export function ownPrefix(app: FastifyInstance, requested: string | undefined, fallback: string): string {
  if (requested === undefined) return fallback;
  const wanted = '/' + requested.replace(/^\/+|\/+$/g, '');
  if (wanted === '/') return '';
  return app.prefix.endsWith(wanted) ? '' : wanted;
}

export const CORS_HEADERS = [
  'Content-Type',
  'Authorization',
  'X-LaunchDarkly-User-Agent',
  'X-LaunchDarkly-Payload-ID',
  'X-LaunchDarkly-Event-Schema',
  // Sent by the SDK when wrapperName or application tags are configured.
  'X-LaunchDarkly-Wrapper',
  'X-LaunchDarkly-Tags',
];

/**
 * Lets pages on any origin call this scope's routes. No credentials are involved, so `*` is
 * enough. Call inside an encapsulated scope: the hook then applies to that scope only.
 */
export function allowAnyOrigin(scope: FastifyInstance, methods: string[]): void {
  scope.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
    // The SDK reads Date from event responses to judge debug-event deadlines by the server clock.
    reply.header('access-control-expose-headers', 'date');
  });
  scope.options('/*', async (_request, reply) => {
    reply
      .code(204)
      .header('access-control-allow-methods', [...methods, 'OPTIONS'].join(', '))
      .header('access-control-allow-headers', CORS_HEADERS.join(', '))
      .header('access-control-max-age', '600')
      .send();
  });
}
