// The service for the blog files: each changes data, so each gets its own service on a fresh database. Unlike
// the shared service it runs outside production mode, because only then are the local publishing targets
// (/__targets, demo/server/publishers/recording-targets.ts) there to receive a push and record it.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copySeededTemplate } from '../../support/database-template.ts';
import { servicePort } from '../../support/service-ports.ts';
import { connectToService, MISSING_BUNDLE, type E2eService } from './e2e-service.ts';
import { startInProcessService, type InProcessService } from './in-process-service.ts';
import { TEST_DATA_ROOT } from '../../support/test-data-root.ts';

const BUNDLE = fileURLToPath(new URL('../../../dist/fp-portal.js', import.meta.url));

/** A call the local WordPress, Bubble or Ayrshare stand-in received (local-target-kit.ts RecordedCall). */
export interface RecordedCall {
  target: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  auth: { scheme: string; username?: string } | null;
  body: any;
  time: string;
}

export type { RestAnswer } from './e2e-service.ts';

export interface BlogService extends E2eService {
  /** What a publishing target recorded, oldest first. */
  targetCalls(target: 'wordpress' | 'bubble' | 'ayrshare'): Promise<RecordedCall[]>;
}

export interface RunningBlogService extends BlogService {
  /** Closes the service and starts it again on the same port and database (open streams drop). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Puts data the contract cannot write (e.g. what the SEO generator proposes) into the fresh database before the
 * service starts on it: `dataDir` is the embedded database's folder, `publicUrl` the origin the service will have.
 */
export type PrepareData = (dataDir: string, publicUrl: string) => Promise<void>;

/**
 * `alsoAllow`: local sites besides the demo's stand-ins (which the seeded firms point at) that firms' addresses may
 * point at, such as a WordPress on this machine (ALLOW_LOCAL_SITES).
 */
export async function startBlogService(prepare?: PrepareData, alsoAllow: string[] = []): Promise<RunningBlogService> {
  if (!existsSync(BUNDLE)) throw new Error(MISSING_BUNDLE);
  const dataDir = mkdtempSync(join(TEST_DATA_ROOT, 'fp-e2e-blog-'));
  let service: InProcessService;
  const { port, release } = await servicePort();
  try {
    // The demo as the service would seed it for its origin; `prepare` adds to it.
    await copySeededTemplate(dataDir, `http://127.0.0.1:${port}`);
    await prepare?.(dataDir, `http://127.0.0.1:${port}`);
    // Not production (the recording targets); the embedded database, never one DATABASE_URL points at.
    service = await startInProcessService({
      dataDir,
      port,
      production: false,
      allowLocalSites: [`http://127.0.0.1:${port}/__targets`, ...alsoAllow],
    });
  } catch (error) {
    release();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const { url } = service;

  return {
    ...connectToService({ url, dataDir }),
    async targetCalls(target) {
      const response = await fetch(`${url}/__targets/calls?target=${target}`);
      if (!response.ok) throw new Error(`The recording targets answered ${response.status}: is the service in production mode?`);
      return ((await response.json()) as { calls: RecordedCall[] }).calls;
    },
    restart: () => service.restart(),
    async stop() {
      await service.stop();
      release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
