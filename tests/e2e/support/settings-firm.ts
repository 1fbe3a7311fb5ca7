// What the Firm settings test reads of the service (the oracle, through the API as the owner).
import type { E2eService } from './e2e-service.ts';

export interface FirmDetails {
  name: string;
  websiteUrl: string | null;
  advertisingDisclaimer: string | null;
  logoUrl: string | null;
}

export async function firmDetails(service: E2eService, userId: string, clientId: string): Promise<FirmDetails> {
  const answer = await service.graphql<{ client: FirmDetails }>(
    userId,
    'query ($id: ID!) { client(input: { clientId: $id }) { name websiteUrl advertisingDisclaimer logoUrl } }',
    { id: clientId },
  );
  if (!answer.data) throw new Error(`Reading the firm failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.client;
}

export async function firmIdentifiers(
  service: E2eService,
  userId: string,
  clientId: string,
): Promise<Array<{ id: string; name: string; value: string }>> {
  const answer = await service.graphql<{ clientSettings: { identifiers: Array<{ id: string; name: string; value: string }> } }>(
    userId,
    'query ($id: ID!) { clientSettings(input: { clientId: $id }) { identifiers { id name value } } }',
    { id: clientId },
  );
  if (!answer.data) throw new Error(`Reading the identifiers failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.clientSettings.identifiers;
}

export async function assigneeOf(service: E2eService, clientId: string): Promise<string | null> {
  const answer = await service.graphql<{ client: { assigneeUserId: string | null } }>(
    'user-admin',
    'query ($id: ID!) { client(input: { clientId: $id }) { assigneeUserId } }',
    { id: clientId },
  );
  return answer.data!.client.assigneeUserId;
}
