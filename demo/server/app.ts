import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { ConfigError, SEED_REFUSED_IN_PRODUCTION, type ServerConfig } from './config.ts';
import { registerFlagRoutes } from './flags/index.ts';
import { capConnectionsPerAddress, serverTimeouts } from './http-limits.ts';
import { registerGraphQL } from './graphql/route.ts';
import { createFirmSites } from './identity/firm-sites.ts';
import { createIdentity, type Identity } from './identity/provider.ts';
import { tokenVerifierFor } from './identity/token-verifier.ts';
import { registerFirmSiteCors } from './firm-site-cors.ts';
import { refuseDeepJsonBodies } from './input/json-depth.ts';
import { startLiveUpdates, type LiveUpdates } from './live/live-updates.ts';
import { registerLogIntake } from './logs/index.ts';
import { registerCspReports } from './csp-reports.ts';
import { demoPageUrls, PAGES_DIR, registerDemoPages } from './pages.ts';
import { createOutbound } from './outbound/outbound.ts';
import { createPublishers } from './publishers/index.ts';
import { registerRecordingTargets } from './publishers/recording-targets.ts';
import { assignRequestId, loggerOptions, logRequest, logServerError, REQUEST_ID_HEADER } from './request-log.ts';
import { registerRest } from './rest/index.ts';
import { badUrlProblem } from './rest/bad-url.ts';
import { HttpProblem, problemBody } from './rest/problems.ts';
import { registerSecurityHeaders, setIdentityHeaders } from './security-headers.ts';
import { openDb, type Db } from './store/db.ts';
import { migrate } from './store/migrate.ts';
import { seedDemoIfEmpty } from './store/seed/demo.ts';
import { createWorker, type Worker } from './worker/worker.ts';

export interface App {
  url: string;
  config: ServerConfig;
  db: Db;
  identity: Identity;
  worker: Worker;
  /** The change feed and the open GET /v1/events streams. */
  live: LiveUpdates;
  fastify: FastifyInstance;
  close(): Promise<void>;
}

export interface AppOptions {
  /** Where the log lines go (standard output unless given). */
  logStream?: NodeJS.WritableStream;
  /** `npm run dev`: what answers the paths it handles before the service does, on the service's own server. */
  devFrontEnd?: (server: Server) => Promise<DevFrontEnd>;
}

/** A development server in front of the service (dev/vite-front-end.ts). */
export interface DevFrontEnd {
  handles(pathname: string): boolean;
  /** Answers the request, or calls `next` to leave it to the service. */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  close(): Promise<void>;
}

/** The local sites firms' addresses may point at: never in production, whatever the setting says. */
function localSitesOf(config: ServerConfig): string[] {
  if (!config.production || config.allowLocalSites.length === 0) return config.allowLocalSites;
  console.warn(
    `ALLOW_LOCAL_SITES is ignored in production (NODE_ENV=production): firms' sites must be on the internet. It named ${config.allowLocalSites.join(', ')}.`,
  );
  return [];
}

/**
 * The reference service in one process on one port: the identity provider answers its own paths at
 * the HTTP level (it is a Koa app); Fastify serves everything else.
 */
export async function startApp(config: ServerConfig, options: AppOptions = {}): Promise<App> {
  // readConfig refuses this too; a config built in code must not get round it.
  if (config.seedDemo && config.production) throw new ConfigError(SEED_REFUSED_IN_PRODUCTION);
  const db = await openDb({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  await migrate(db);
  if (config.seedDemo) await seedDemoIfEmpty(db, { publicUrl: config.publicUrl });

  const firmSites = createFirmSites(db);
  const identity = await createIdentity({
    db,
    firmSites,
    dataDir: config.dataDir,
    issuer: config.auth.issuer,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
    redirectUris: demoPageUrls(config.publicUrl),
    brand: 'FirmPilot',
    production: config.production,
    logError: (req, error, what) => logServerError(fastify.log.child({ reqId: req.headers[REQUEST_ID_HEADER] }), req, error, what),
  });

  const verifier = tokenVerifierFor(config, identity);

  let server: Server | undefined;
  // Made once the server exists (it carries the dev server's hot updates); the server's handler reads it per request.
  const dev: { frontEnd?: DevFrontEnd } = {};
  const fastify = Fastify({
    ...loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    // A path that is not valid percent-encoded UTF-8 (a lone surrogate, say) fails before any route is
    // found: answer it as a problem like any other bad input, not in Fastify's own shape.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const problem =
        error.code === 'FST_ERR_BAD_URL' ? badUrlProblem(request.url) : new HttpProblem(error.statusCode ?? 400, error.message);
      return reply.status(problem.status).send(problemBody(problem.status, problem.message, problem.extra));
    },
    serverFactory: (handler) => {
      server = createServer(serverTimeouts(config.requestTimeoutMs), (req: IncomingMessage, res: ServerResponse) => {
        const id = assignRequestId(req, res);
        const pathname = new URL(req.url ?? '/', 'http://service').pathname;
        if (dev.frontEnd?.handles(pathname)) return dev.frontEnd.handle(req, res, () => handler(req, res));
        if (!identity.handles(pathname)) return handler(req, res);
        // The identity provider answers outside Fastify: its requests get their line here.
        const began = performance.now();
        res.once('finish', () =>
          logRequest(fastify.log.child({ reqId: id }), req.method, req.url, res.statusCode, performance.now() - began),
        );
        setIdentityHeaders(res);
        identity.handle(req, res);
      });
      capConnectionsPerAddress(server, config.connectionsPerAddress);
      return server;
    },
  });

  dev.frontEnd = await options.devFrontEnd?.(server!);
  refuseDeepJsonBodies(fastify);
  await registerFirmSiteCors(fastify, firmSites);
  registerSecurityHeaders(fastify, { pagesDir: PAGES_DIR, publicUrl: config.publicUrl });
  const outbound = createOutbound({ allowLocalSites: localSitesOf(config) });
  const publishers = createPublishers(config.publishers, { outbound, ownOrigin: config.publicUrl });
  const worker = createWorker({ db, intervalMs: config.workerIntervalMs, publicUrl: config.publicUrl });
  const live = await startLiveUpdates(db, config.liveStreams);
  await fastify.register(async (scope) => registerGraphQL(scope, { db, config, verifier, publishers }));
  await fastify.register(async (scope) => registerRest(scope, { db, config, verifier, publishers, live }), {
    prefix: '/v1',
  });
  await fastify.register(async (scope) => registerFlagRoutes(scope, { dataDir: config.dataDir }));
  // Reading what pages logged is for development only (`npm run dev`), and for staff even there.
  const logTrust = {
    publicUrl: config.publicUrl,
    allowsOrigin: (origin: string) => firmSites.allowsOrigin(origin),
    verifier,
    db,
  };
  await fastify.register(async (scope) => registerLogIntake(scope, { trust: logTrust, readable: config.development }));
  await fastify.register(async (scope) => registerCspReports(scope));
  // Local stand-ins for WordPress, Bubble and Ayrshare that record what they receive: for the demo and tests only.
  if (!config.production) await fastify.register(async (scope) => registerRecordingTargets(scope), { prefix: '/__targets' });
  await fastify.register(async (scope) => registerDemoPages(scope, config));

  await fastify.listen({ port: config.port, host: config.host });
  const { port } = server!.address() as AddressInfo;
  worker.start();

  let closed = false;
  return {
    url: config.publicUrl.replace(/:\d+$/, `:${port}`),
    config,
    db,
    identity,
    worker,
    live,
    fastify,
    async close() {
      if (closed) return;
      closed = true;
      await worker.stop();
      await dev.frontEnd?.close();
      // Open streams first: fastify.close() waits for every answer in progress, and a stream never finishes by itself.
      await live.close();
      await fastify.close();
      await identity.close?.();
      await outbound.close();
      await db.close();
    },
  };
}
