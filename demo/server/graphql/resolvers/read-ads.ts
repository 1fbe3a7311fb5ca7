import type {
  AdsCampaign,
  ClientInput,
  LandingPageJob,
  QcResult,
  StatusChange,
  TaskStatus,
} from '../../../../src/core/api/generated/graphql.ts';
import type { JobKind } from '../../domain/status-history.ts';
import type { GraphQLContext } from '../context.ts';
import { requireReadableClient } from './clients.ts';
import { statusHistoryOf } from './seo-queries.ts';
import type { ResourceKind, ResourceRow } from './settings-resources.ts';

/** The data ads-jobs.ts stores for each kind of Google Ads work. */
interface CampaignData {
  campaignName: string;
  dailyBudget: number;
  keywords: string[];
  status: TaskStatus;
}
interface LandingPageJobData {
  topic: string;
  configId: string | null;
  status: TaskStatus;
  qcResult?: QcResult;
  qcComment?: string | null;
}

/** A client's Google Ads work of one kind, newest first, each with its status history oldest first. */
async function listWithHistory<Data, Item>(
  context: GraphQLContext,
  clientId: string,
  kinds: { resource: ResourceKind; history: JobKind },
  toItem: (row: ResourceRow<Data>, statusHistory: StatusChange[]) => Item,
): Promise<Item[]> {
  await requireReadableClient(context.db, context, clientId);
  const rows = await context.db.query<ResourceRow<Data>>(
    'select * from resources where kind = $1 and client_id = $2 and is_active order by created_on desc, id desc',
    [kinds.resource, clientId],
  );
  const history = await statusHistoryOf(
    context.db,
    kinds.history,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, history.get(row.id) ?? []));
}

const googleAdsCampaigns = (_: unknown, { input }: { input: ClientInput }, context: GraphQLContext) =>
  listWithHistory<CampaignData, AdsCampaign>(
    context,
    input.clientId,
    { resource: 'googleAdsCampaign', history: 'ads_campaign' },
    (row, statusHistory) => ({
      id: row.id,
      clientId: input.clientId,
      campaignName: row.data.campaignName,
      dailyBudget: row.data.dailyBudget,
      keywords: row.data.keywords,
      status: row.data.status,
      statusHistory,
      createdOn: row.created_on,
    }),
  );

const landingPageJobs = (_: unknown, { input }: { input: ClientInput }, context: GraphQLContext) =>
  listWithHistory<LandingPageJobData, LandingPageJob>(
    context,
    input.clientId,
    { resource: 'landingPageJob', history: 'landing_page_job' },
    (row, statusHistory) => ({
      id: row.id,
      clientId: input.clientId,
      topic: row.data.topic,
      configId: row.data.configId ?? null,
      status: row.data.status,
      qcResult: row.data.qcResult ?? null,
      qcComment: row.data.qcComment ?? null,
      statusHistory,
      createdOn: row.created_on,
    }),
  );

export const readAdsResolvers = { Query: { googleAdsCampaigns, landingPageJobs } };
