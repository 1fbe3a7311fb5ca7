// @vitest-environment happy-dom
// The real LaunchDarkly SDK against the reference service's LaunchDarkly-compatible endpoint.
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFlagRoutes } from '../../demo/server/flags/index.ts';
import { WORK_IN_PROGRESS_FLAG } from '../../src/core/flags/flag-keys.ts';
import { createFlags } from '../../src/core/flags/flags.ts';
import { startFlags } from '../../src/core/flags/start-flags.ts';

let app: FastifyInstance;
let baseUrl: string;
const dataDir = mkdtempSync(join(tmpdir(), 'fp-flags-'));

beforeAll(async () => {
  app = Fastify();
  await registerFlagRoutes(app, { dataDir });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}/flags`;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('startFlags with launchdarkly-js-client-sdk', () => {
  it('starts for the signed-in user, reads their flag, and identifies the multi-context on client selection', async () => {
    const flags = createFlags();
    flags.setIdentity({ user: { sub: 'auth0|user-ppc' } });
    await startFlags({ clientId: 'demo', baseUrl, sendEvents: false }, flags);
    expect(flags.store.getState()).toEqual({ status: 'success', identityKey: 'user:auth0|user-ppc', contextUserKey: 'auth0|user-ppc' });
    // The demo config turns the work-in-progress state on for the PPC admin only.
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, false, 'auth0|user-ppc')).toBe(true);

    flags.setIdentity({ user: { sub: 'auth0|user-owner' }, client: { clientId: 'c1', name: 'Harbor & Vale Law' } });
    expect(flags.store.getState().status).toBe('identifying');
    await until(() => flags.store.getState().status !== 'identifying');
    expect(flags.store.getState()).toEqual({
      status: 'success',
      identityKey: 'user:auth0|user-owner|client:c1',
      contextUserKey: 'auth0|user-owner',
    });
    expect(flags.readFlag(WORK_IN_PROGRESS_FLAG, true, 'auth0|user-owner')).toBe(false);
  });
});
