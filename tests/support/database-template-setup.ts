// vitest globalSetup: makes the migrated database template once, before the test processes start and would each
// make their own at once (support/database-template.ts); names the run's folder of seeded databases and its block of
// service ports (support/service-ports.ts), which the test processes inherit, and removes the folder after the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { migratedTemplate, SEEDED_DIR_VARIABLE } from './database-template.ts';
import { chooseRunPortBase, PORT_BASE_VARIABLE } from './service-ports.ts';
import { TEST_DATA_ROOT } from './test-data-root.ts';

export default async function makeDatabaseTemplate(): Promise<(() => void) | undefined> {
  await migratedTemplate();
  // Each project of the run calls this; the first one names the run's folder and ports and removes the folder.
  if (process.env[SEEDED_DIR_VARIABLE]) return undefined;
  const folder = mkdtempSync(join(TEST_DATA_ROOT, 'fp-db-seeded-'));
  process.env[SEEDED_DIR_VARIABLE] = folder;
  process.env[PORT_BASE_VARIABLE] = String(chooseRunPortBase());
  return () => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env[SEEDED_DIR_VARIABLE];
  };
}
