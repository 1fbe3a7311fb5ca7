import type { Viewer } from '../auth/permissions.ts';
import type { ServerConfig } from '../config.ts';
import type { Publishers } from '../publishers/publishers.ts';
import type { SearchConsoleSource } from '../search-console/search-analytics.ts';
import type { Db } from '../store/db.ts';
import type { RequestLoaders } from './request-loaders.ts';

/** What every resolver gets: the database, the signed-in viewer and the service's collaborators. */
export interface GraphQLContext {
  db: Db;
  viewer: Viewer;
  config: ServerConfig;
  publishers: Publishers;
  /** Google Search Console's search analytics for a client's property (search-console/). */
  searchConsole: SearchConsoleSource;
  /** Batches the per-row reads of one request (request-loaders.ts). */
  loaders: RequestLoaders;
}
