import type { AiModel, ClientInput, JobConfig, RefreshKind } from '../../../../src/core/api/generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { requireReadableClient } from './clients.ts';
import type { ResourceKind, ResourceRow } from './settings-resources.ts';

/** What the job configuration mutations (settings-job-configs.ts) keep in a resource's data. */
interface JobConfigData {
  name: string;
  prompt: string;
  model?: AiModel | null;
  refreshKind?: RefreshKind | null;
  isDefault?: boolean;
}

const toJobConfig = (row: ResourceRow<JobConfigData>): JobConfig => ({
  id: row.id,
  clientId: row.client_id,
  name: row.data.name,
  prompt: row.data.prompt,
  model: row.data.model ?? null,
  refreshKind: row.data.refreshKind ?? null,
  isDefault: row.data.isDefault === true,
  updatedOn: row.updated_on,
});

/**
 * A client's jobs may run on its own configurations or on the global ones (no client), so the list holds both:
 * the client's first, then the global ones, each oldest first.
 */
function configsFor(kind: ResourceKind) {
  return async (_: unknown, { input }: { input: ClientInput }, context: GraphQLContext): Promise<JobConfig[]> => {
    await requireReadableClient(context.db, context, input.clientId);
    const rows = await context.db.query<ResourceRow<JobConfigData>>(
      `select * from resources where kind = $1 and is_active and (client_id = $2 or client_id is null)
        order by client_id nulls last, created_on, id`,
      [kind, input.clientId],
    );
    return rows.map(toJobConfig);
  };
}

export const readConfigResolvers = {
  Query: {
    seoContentRefreshJobConfigs: configsFor('seoContentRefreshJobConfig'),
    googleAdsLandingPageConfigs: configsFor('googleAdsLandingPageConfig'),
  },
};
