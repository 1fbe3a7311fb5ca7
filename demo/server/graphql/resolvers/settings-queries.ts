import type { ClientInput, ClientSettings, Commitment, Connection, PeriodUnit } from '../../../../src/core/api/generated/graphql.ts';
import type { GraphQLContext } from '../context.ts';
import { requireReadableClient } from './clients.ts';
import { listResources } from './settings-resources.ts';

interface ClientFlagsRow {
  is_auto_publish: boolean;
  social_auto_publish: boolean;
  gbp_auto_publish: boolean;
  is_enrolled_in_social_media: boolean;
  is_enrolled_in_gbp: boolean;
  enable_automated_competitor_retrieval: boolean;
  ayrshare_profile_key: string | null;
}
interface CommitmentRow {
  id: string;
  contract_id: string | null;
  service_name: string;
  process_type: string;
  campaign_name: string;
  is_opted_out: boolean;
}

/** A client's settings page in one call. The WordPress credential shows where and as whom, never the password. */
async function clientSettings(_: unknown, { input }: { input: ClientInput }, context: GraphQLContext): Promise<ClientSettings> {
  const { db } = context;
  const { clientId } = input;
  await requireReadableClient(db, context, clientId);
  const [flags] = await db.query<ClientFlagsRow>('select * from clients where id = $1', [clientId]);
  const connections = await db.query<{ platform: Connection['platform']; account_name: string | null; connected_on: string }>(
    'select platform, account_name, connected_on from connections where client_id = $1 order by platform',
    [clientId],
  );
  const [credential] = await db.query<{ site_url: string; username: string; updated_on: string; verified_on: string | null }>(
    'select site_url, username, updated_on, verified_on from word_press_credentials where client_id = $1',
    [clientId],
  );
  const keywordLists = await db.query<{ id: string; name: string; keywords: string[]; updated_on: string }>(
    'select id, name, keywords, updated_on from keyword_lists where client_id = $1 order by created_on, id',
    [clientId],
  );
  const competitors = await db.query<{ id: string; name: string; website_url: string; is_automated: boolean }>(
    'select id, name, website_url, is_automated from competitors where client_id = $1 order by created_on, id',
    [clientId],
  );
  const commitments = await db.query<CommitmentRow>(
    'select * from commitments where client_id = $1 order by service_name, campaign_name, id',
    [clientId],
  );
  const identifiers = await listResources<{ name: string; value: string }>(db, 'identifier', clientId);
  const services = await listResources<{ serviceName: string; isEnabled: boolean }>(db, 'connectedService', clientId);
  // The social helper writes reporting preferences; the newest active one is the client's.
  const [preference] = await db.query<{ id: string; data: { frequency: PeriodUnit; recipients?: string[] } }>(
    `select id, data from resources where kind = 'socialMediaReportingPreference' and client_id = $1 and is_active
      order by updated_on desc, id limit 1`,
    [clientId],
  );
  if (!flags) throw new Error(`Client ${clientId} vanished while its settings were read.`);
  return {
    clientId,
    wordPressAutoPublish: flags.is_auto_publish,
    socialMediaAutoPublish: flags.social_auto_publish,
    googleBusinessProfileAutoPublish: flags.gbp_auto_publish,
    isEnrolledInSocialMedia: flags.is_enrolled_in_social_media,
    isEnrolledInGbp: flags.is_enrolled_in_gbp,
    enableAutomatedCompetitorRetrieval: flags.enable_automated_competitor_retrieval,
    hasAyrshareProfile: flags.ayrshare_profile_key !== null,
    connections: connections.map((row) => ({ platform: row.platform, accountName: row.account_name, connectedOn: row.connected_on })),
    wordPressCredential: credential
      ? {
          siteUrl: credential.site_url,
          username: credential.username,
          updatedOn: credential.updated_on,
          verifiedOn: credential.verified_on,
        }
      : null,
    keywordLists: keywordLists.map((row) => ({ id: row.id, name: row.name, keywords: row.keywords, updatedOn: row.updated_on })),
    competitors: competitors.map((row) => ({ id: row.id, name: row.name, websiteUrl: row.website_url, isAutomated: row.is_automated })),
    commitments: commitments.map(
      (row): Commitment => ({
        id: row.id,
        contractId: row.contract_id,
        serviceName: row.service_name,
        processType: row.process_type,
        campaignName: row.campaign_name,
        isOptedOut: row.is_opted_out,
      }),
    ),
    identifiers: identifiers.map((row) => ({ id: row.id, name: row.data.name, value: row.data.value })),
    connectedServices: services.map((row) => ({ id: row.id, serviceName: row.data.serviceName, isEnabled: row.data.isEnabled })),
    reportingPreference: preference
      ? { id: preference.id, frequency: preference.data.frequency, recipients: preference.data.recipients ?? [] }
      : null,
  };
}

export const settingsQueryResolvers = { Query: { clientSettings } };
