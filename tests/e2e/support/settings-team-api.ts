// What the service holds for the Team and Subscription settings, read through its API as a demo person: the
// oracle of tests/e2e/settings-team.test.ts. Also sets up a throwaway client (a contract with periods and
// deliverables of its own) so that ending a contract touches nothing another test reads.
import {
  GetClientContractsDocument,
  GetClientSettingsDocument,
  GetClientTeamDocument,
  GetContractCancellationPreviewDocument,
  type GetClientContractsQuery,
  type GetClientSettingsQuery,
  type GetClientTeamQuery,
  type GetContractCancellationPreviewQuery,
} from '../../../src/core/api/generated/operations.ts';
import { mutate, PEOPLE } from './blog-expected.ts';
import type { E2eService } from './e2e-service.ts';

export type Member = GetClientTeamQuery['clientUsers'][number];
export type Contract = GetClientContractsQuery['clientContracts'][number];
export type Commitment = GetClientSettingsQuery['clientSettings']['commitments'][number];
export type Cancelled = GetContractCancellationPreviewQuery['contractCancellationPreview'][number];

async function query<T>(service: E2eService, userId: string, document: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await service.graphql<T>(userId, document, variables);
  if (!answer.data) throw new Error(`The service refused ${document.slice(0, 50)}… for ${userId}: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

export const teamOf = async (service: E2eService, clientId: string) =>
  (await query<GetClientTeamQuery>(service, PEOPLE.admin.id, GetClientTeamDocument, { input: { clientId } })).clientUsers;

export const contractsOf = async (service: E2eService, clientId: string) =>
  (await query<GetClientContractsQuery>(service, PEOPLE.admin.id, GetClientContractsDocument, { input: { clientId } })).clientContracts;

export const commitmentsOf = async (service: E2eService, clientId: string) =>
  (await query<GetClientSettingsQuery>(service, PEOPLE.owner.id, GetClientSettingsDocument, { input: { clientId } })).clientSettings
    .commitments;

export const cancellationPreview = async (service: E2eService, contractId: string, endDate: string) =>
  (
    await query<GetContractCancellationPreviewQuery>(service, PEOPLE.admin.id, GetContractCancellationPreviewDocument, {
      input: { contractId, endDate },
    })
  ).contractCancellationPreview;

/** The active account owners of a client (signed in at least once), as the service's last-owner rule counts them. */
export const activeOwners = (team: readonly Member[]) =>
  team.filter((member) => member.isActive && !member.isPending && member.roles.some((held) => held.role === 'ACCOUNT_OWNER'));

/** Takes someone out of a client again through the API (a test's own invitation), as its account owner. */
export async function removeFromClient(service: E2eService, userId: string, clientId: string): Promise<void> {
  await mutate(
    service,
    PEOPLE.owner.id,
    'mutation ($input: DisassociateUserFromClientInput!) { disassociateUserFromClient(input: $input) { message } }',
    { userId, clientId },
  );
}

/** Calls the REST API under /v1 as the agency's admin; fails with the service's problem when refused. */
async function restAsAdmin(service: E2eService, method: string, path: string, body?: unknown): Promise<any> {
  const answer = await service.rest(PEOPLE.admin.id, method, path, body);
  if (answer.status >= 400) throw new Error(`${method} /v1${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

export interface RestDeliverable {
  id: string;
  periodId: string;
  serviceName: string;
  name: string;
  status: string;
}

export const contractDeliverables = async (service: E2eService, contractId: string): Promise<RestDeliverable[]> =>
  (await restAsAdmin(service, 'GET', `/deliverables?PageSize=500&FilterFields=contractId:${contractId}`)).items;

/** The first day of the month `offset` months from this one (UTC, as the service's calendar). */
export function monthStart(offset: number, now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1)).toISOString().slice(0, 10);
}

export interface ThrowawayClient {
  id: string;
  name: string;
  /** The contract seeded around today: five monthly periods, from two months ago, with deliverables in each. */
  contractId: string;
}

/**
 * A ready client of its own: an old contract that ended (registered in 2020) and a running one of five monthly
 * periods (two months ago to two months ahead) with two blog posts and a social post in each.
 */
export async function createThrowawayClient(service: E2eService, stamp: string): Promise<ThrowawayClient> {
  const name = `Throwaway Firm ${stamp}`;
  const registered = await mutate<{ registerClient: { id: string } }>(
    service,
    PEOPLE.admin.id,
    'mutation ($input: RegisterClientInput!) { registerClient(input: $input) { id } }',
    {
      name,
      contractStartDate: '2020-01-01',
      contractEndDate: '2020-01-31',
    },
  );
  const id = registered.registerClient.id;
  await mutate(service, PEOPLE.admin.id, 'mutation ($input: ModifyClientInput!) { modifyClient(input: $input) { message } }', {
    clientId: id,
    isReady: true,
  });
  const snapshot = {
    name: 'Throwaway tier',
    services: [
      { serviceName: 'Blog', quantity: 2 },
      { serviceName: 'Social Media', quantity: 1 },
    ],
  };
  const seeded = await restAsAdmin(service, 'POST', '/contracts/seed', {
    clientId: id,
    startDate: monthStart(-2),
    months: 5,
    servicesTierSnapshot: snapshot,
  });
  const contractId = String(seeded.contract.id);
  await restAsAdmin(service, 'POST', '/contracts/seeddeliverables', { contractId });
  return { id, name, contractId };
}
