import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mintAccessToken } from '../../../scripts/access-token.ts';
import { startServiceProcess } from '../../../bench/service-process.ts';
import { startInProcessService } from './in-process-service.ts';
import { DEFAULT_AUTH_AUDIENCE } from '../../../demo/server/config.ts';
import { copySeededTemplate } from '../../support/database-template.ts';
import { servicePort } from '../../support/service-ports.ts';
import { TEST_DATA_ROOT } from '../../support/test-data-root.ts';

const BUNDLE = fileURLToPath(new URL('../../../dist/fp-portal.js', import.meta.url));
export const MISSING_BUNDLE =
  'The end-to-end tests drive the built bundle: run `npm run build` first (`npm test` and `npm run test:e2e` do).';

/** Where a running service is: enough for a test file to reach it (and serializable, for vitest's provide). */
export interface ServiceAddress {
  /** The origin the browser uses for pages, sign-in and API alike. */
  url: string;
  /** Its data folder, whose signing key lets a test call the API as any demo user. */
  dataDir: string;
}

export interface GraphQLAnswer<T> {
  data: T | null | undefined;
  errors: Array<{ message: string; extensions?: { code?: string } }> | undefined;
}

export interface RestAnswer {
  status: number;
  body: any;
}

export interface E2eService {
  url: string;
  /** Calls the service's GraphQL API as a demo user (`user-owner`, ...), with a token signed by the service's key. */
  graphql<T = unknown>(userId: string, query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
  /** Calls the REST API under /v1 as a demo user, with a token signed by the service's key. */
  rest(userId: string, method: string, path: string, body?: unknown): Promise<RestAnswer>;
}

export interface RunningService extends E2eService {
  address: ServiceAddress;
  stop(): Promise<void>;
}

export function connectToService({ url, dataDir }: ServiceAddress): E2eService {
  const token = (userId: string) => mintAccessToken({ dataDir, issuer: url, audience: DEFAULT_AUTH_AUDIENCE, userId });
  return {
    url,
    async graphql<T>(userId: string, query: string, variables?: Record<string, unknown>) {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await token(userId)}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as GraphQLAnswer<T>;
      return { data: body.data, errors: body.errors };
    },
    async rest(userId, method, path, body) {
      const response = await fetch(`${url}/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${await token(userId)}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null };
    },
  };
}

/**
 * The service as `npm start` runs it (production mode) on a free port and a fresh data folder, so it starts from the
 * freshly seeded demo. The demo pages load the built bundle. `ownProcess`: in a process of its own (the suite's shared
 * service, started by the run rather than a file); otherwise in the calling file's worker (in-process-service.ts).
 */
export async function startE2eService({ ownProcess = false } = {}): Promise<RunningService> {
  if (!existsSync(BUNDLE)) throw new Error(MISSING_BUNDLE);
  const dataDir = mkdtempSync(join(TEST_DATA_ROOT, 'fp-e2e-'));
  const { port, release } = await servicePort();
  try {
    await copySeededTemplate(dataDir, `http://127.0.0.1:${port}`);
    const service = ownProcess
      ? await startServiceProcess({ dataDir, port })
      : await startInProcessService({ dataDir, port, production: true });
    const address = { url: service.url, dataDir };
    return {
      ...connectToService(address),
      address,
      async stop() {
        await service.stop();
        release();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    release();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
