// A file's own service runs in the file's worker: the app `npm start` runs (demo/server/app.ts) on its own port and
// database, without a process of its own. A process costs each file about 3 CPU-seconds of Node and tsx loading the
// service again, where the worker keeps the modules from one file to the next; the suite is CPU-bound on two cores.
import { startApp, type App } from '../../../demo/server/app.ts';
import { readConfig } from '../../../demo/server/config.ts';

export interface InProcessServiceOptions {
  dataDir: string;
  port: number;
  /** NODE_ENV=production, as `npm start` runs it; otherwise neither production nor development, as the blog files need. */
  production: boolean;
  /** ALLOW_LOCAL_SITES: none unless given (production ignores it). */
  allowLocalSites?: string[];
}

export interface InProcessService {
  url: string;
  /** Closes the service and starts it again on the same port and database (open streams drop). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startInProcessService(options: InProcessServiceOptions): Promise<InProcessService> {
  const url = `http://127.0.0.1:${options.port}`;
  // A line per request would fill the test's output; faults are still logged.
  const config = readConfig(options.production ? { NODE_ENV: 'production', LOG_LEVEL: 'warn' } : { LOG_LEVEL: 'warn' }, {
    port: options.port,
    host: '127.0.0.1',
    publicUrl: url,
    dataDir: options.dataDir,
    databaseUrl: undefined,
    workerIntervalMs: 0,
    allowLocalSites: options.allowLocalSites ?? [],
  });
  let app: App | undefined = await startApp(config);
  return {
    url,
    async restart() {
      await app?.close();
      app = undefined;
      app = await startApp(config);
    },
    async stop() {
      await app?.close();
      app = undefined;
    },
  };
}
