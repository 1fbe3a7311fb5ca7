import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from '../../demo/server/app.ts';
import { readConfig } from '../../demo/server/config.ts';
import { DEMO_USERS, FIRM_TEAM } from '../../demo/server/store/seed/demo-users.ts';
import { DEMO, MAIN_CLIENT, clientIdOf, startTestService } from './support/service.ts';

const ADD_KEYWORDS = 'mutation ($input: AddClientKeywordListInput!) { addClientKeywordList(input: $input) { id } }';
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function keywordListNames(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: 'query ($input: ClientInput!) { clientSettings(input: $input) { keywordLists { name } } }',
      variables: { input: { clientId: clientIdOf(MAIN_CLIENT) } },
    }),
  });
  const body = (await response.json()) as { data: { clientSettings: { keywordLists: Array<{ name: string }> } } };
  return body.data.clientSettings.keywordLists.map((list) => list.name);
}

describe('nothing written is lost', () => {
  it('keeps writes, the signing key and sessions across a restart on the same data folder', async () => {
    const first = await startTestService();
    const input = { clientId: clientIdOf(MAIN_CLIENT), name: 'Kept across restarts', keywords: ['estate lawyer'] };
    expect((await first.graphql(DEMO.owner, ADD_KEYWORDS, { input })).errors).toBeUndefined();
    const token = await first.tokenFor(DEMO.owner);
    const { config } = first.app;
    await first.app.close();

    const second = await startApp(config);
    try {
      // The same token still verifies: the signing key was persisted, not made anew.
      expect(await keywordListNames(second.url, token)).toContain('Kept across restarts');
      const [users] = await second.db.query<{ count: number }>('select count(*)::int as count from users');
      expect(users!.count).toBe(DEMO_USERS.length + FIRM_TEAM.length); // seeded once, not again
    } finally {
      await second.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('commits before answering, so `npm start` stopped by SIGTERM right after a write keeps it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fp-sigterm-'));
    dirs.push(dataDir);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WORKER_INTERVAL_MS: '0', SEED_DEMO: '1' };
    const run = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      const ready = new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Ctrl-C stops') && resolve());
        child.once('exit', (code) => reject(new Error(`service exited early with ${code}`)));
      });
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      return { child, ready, exited };
    };

    const first = run();
    await first.ready;
    const config = readConfig({ DATA_DIR: dataDir }, { port });
    const { loadSigningKey } = await import('../../demo/server/identity/signing-key.ts');
    const { SignJWT, importJWK } = await import('jose');
    const key = await loadSigningKey(dataDir);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
      .setIssuer(`${config.publicUrl}/`)
      .setAudience(config.auth.audience)
      .setSubject('auth0|user-owner')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await importJWK(key.privateJwk, 'RS256'));
    const url = `http://localhost:${port}`;
    const write = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: ADD_KEYWORDS,
        variables: { input: { clientId: clientIdOf(MAIN_CLIENT), name: 'Written before SIGTERM', keywords: ['probate'] } },
      }),
    });
    expect(write.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = run();
    await second.ready;
    try {
      expect(await keywordListNames(url, token)).toContain('Written before SIGTERM');
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 120_000);
});
