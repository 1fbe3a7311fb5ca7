import DataLoader from 'dataloader';
import type { Contract } from '../../../src/core/api/generated/graphql.ts';
import type { Queryable } from '../store/db.ts';
import { contractsOfClients } from './resolvers/clients.ts';
import { POST_PLATFORM_ORDER, type SocialImageRecord, type SocialPostRecord } from './resolvers/social-jobs.ts';

/**
 * Per-request batch loaders for the lists a board asks of every row: without them a board of 2,000 social
 * jobs is 2,000 queries for their posts (on the embedded database, one after another). Each loader gathers the
 * keys asked for in one tick into one query. Nothing is cached (`cache: false`): a mutation in the same request
 * may change what was read before it, and its answer must show the change.
 */
export interface RequestLoaders {
  /** A social job's posts, in the order a job shows them (platform, then id). */
  socialPosts: DataLoader<string, SocialPostRecord[]>;
  /** A social post's images, oldest first. */
  socialImages: DataLoader<string, SocialImageRecord[]>;
  /** A listed client's contracts, oldest first (allClientIds lists clients without them). */
  clientContracts: DataLoader<string, Contract[]>;
}

function groupedBy<Row, Key extends keyof Row>(rows: readonly Row[], key: Key, ids: readonly string[]): Row[][] {
  const byId = new Map<string, Row[]>(ids.map((id) => [id, []]));
  for (const row of rows) byId.get(row[key] as string)?.push(row);
  return ids.map((id) => byId.get(id) ?? []);
}

export function requestLoaders(db: Queryable): RequestLoaders {
  return {
    socialPosts: new DataLoader(
      async (jobIds) =>
        groupedBy(
          await db.query<SocialPostRecord>(
            `select * from social_posts where social_job_id = any($1::text[]) order by ${POST_PLATFORM_ORDER}, id`,
            [jobIds],
          ),
          'social_job_id',
          jobIds,
        ),
      { cache: false },
    ),
    socialImages: new DataLoader(
      async (postIds) =>
        groupedBy(
          await db.query<SocialImageRecord>('select * from social_images where social_post_id = any($1::text[]) order by created_on, id', [
            postIds,
          ]),
          'social_post_id',
          postIds,
        ),
      { cache: false },
    ),
    clientContracts: new DataLoader(async (clientIds) => contractsOfClients(db, clientIds), { cache: false }),
  };
}
