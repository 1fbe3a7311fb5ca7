// vitest globalSetup of the e2e project: one service for the files that only read the seeded demo, so the
// suite pays for one start instead of one per file. A file that changes who may do what starts its own.
import type { TestProject } from 'vitest/node';
import { startE2eService, type ServiceAddress } from './e2e-service.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared service, or why it could not start (the files then fail with that, not the whole run). */
    e2eService: ServiceAddress | { error: string };
  }
}

export default async function startSharedService(project: TestProject) {
  try {
    const service = await startE2eService({ ownProcess: true });
    project.provide('e2eService', service.address);
    return () => service.stop();
  } catch (error) {
    project.provide('e2eService', { error: error instanceof Error ? error.message : String(error) });
    return undefined;
  }
}
