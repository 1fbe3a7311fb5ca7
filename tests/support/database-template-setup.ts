// vitest globalSetup: makes the migrated database template once, before the test processes start and would each
// make their own at once (support/database-template.ts).
import { migratedTemplate } from './database-template.ts';

export default async function makeDatabaseTemplate(): Promise<void> {
  await migratedTemplate();
}
