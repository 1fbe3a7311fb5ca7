import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { FirmSites } from './identity/firm-sites.ts';

/** Where the elements on a firm's own site call: the GraphQL endpoint and the REST API. */
const API_PATHS = /^\/(graphql|v1\/)/;
/** Browsers may keep a preflight's answer this long (seconds). */
const PREFLIGHT_MAX_AGE = 600;

/**
 * The elements on a firm's WordPress site (wordpress-plugin/) call the API from the site's origin. Only the
 * origins of connected sites get CORS answers, for the API's paths only; bearer tokens, never cookies, so no
 * credentials mode. Every answer of those paths carries the headers, errors included, so the page reads the error.
 */
export async function registerFirmSiteCors(fastify: FastifyInstance, firmSites: FirmSites): Promise<void> {
  await fastify.register(cors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const path = request.url.split('?')[0] ?? '';
      if (!origin || !API_PATHS.test(path)) return callback(null, { origin: false });
      firmSites.allowsOrigin(origin).then(
        (allowed) =>
          callback(null, { origin: allowed ? origin : false, maxAge: PREFLIGHT_MAX_AGE, methods: ['GET', 'POST', 'PUT', 'DELETE'] }),
        (error: Error) => callback(error),
      );
    },
  });
}
