import type { Queryable } from '../store/db.ts';
import type { SearchConsoleSource } from './search-analytics.ts';
import { seededSearchConsole } from './seeded-source.ts';

/** The service's Search Console source. A real account plugs in here (demo/server/README.md, "Search Console"). */
export const createSearchConsoleSource = (db: Queryable): SearchConsoleSource => seededSearchConsole(db);
