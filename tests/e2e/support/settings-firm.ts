// What the Firm settings test reads of the service (the oracle, through the API as the owner) and the pictures it
// uploads: real PNGs, built here, so the stored logo is one a browser decodes and shows.
import { crc32, deflateSync } from 'node:zlib';
import type { E2eService } from './e2e-service.ts';

export interface FirmDetails {
  name: string;
  websiteUrl: string | null;
  advertisingDisclaimer: string | null;
  logoUrl: string | null;
}

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
};

/**
 * An RGBA PNG of `size` × `size` pixels. `noisy` fills it with pseudo-random colours, which deflate cannot shrink,
 * so a large one is large on the wire too (its upload takes long enough to be watched).
 */
export function pngOf(size: number, noisy = false): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 4));
  let seed = 0x9e3779b9;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size * 4; x += 1) {
      // xorshift32: cheap, repeatable, and nothing deflate finds a pattern in.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      rows[y * (1 + size * 4) + 1 + x] = noisy ? seed & 0xff : x % 4 === 3 ? 255 : (x * 40 + y) % 256;
    }
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

export async function firmDetails(service: E2eService, userId: string, clientId: string): Promise<FirmDetails> {
  const answer = await service.graphql<{ client: FirmDetails }>(userId, 'query ($id: ID!) { client(input: { clientId: $id }) { name websiteUrl advertisingDisclaimer logoUrl } }', { id: clientId });
  if (!answer.data) throw new Error(`Reading the firm failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.client;
}

export async function firmIdentifiers(service: E2eService, userId: string, clientId: string): Promise<Array<{ id: string; name: string; value: string }>> {
  const answer = await service.graphql<{ clientSettings: { identifiers: Array<{ id: string; name: string; value: string }> } }>(
    userId,
    'query ($id: ID!) { clientSettings(input: { clientId: $id }) { identifiers { id name value } } }',
    { id: clientId },
  );
  if (!answer.data) throw new Error(`Reading the identifiers failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.clientSettings.identifiers;
}

export async function assigneeOf(service: E2eService, clientId: string): Promise<string | null> {
  const answer = await service.graphql<{ client: { assigneeUserId: string | null } }>('user-admin', 'query ($id: ID!) { client(input: { clientId: $id }) { assigneeUserId } }', { id: clientId });
  return answer.data!.client.assigneeUserId;
}
