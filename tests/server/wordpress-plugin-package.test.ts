import { execFileSync } from 'node:child_process';
import { createPublicKey, verify } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReleaseKey } from '../../demo/server/wordpress-plugin/release-key.ts';
import { DEMO, startTestService, type TestService } from './support/service.ts';

// The plugin WordPress installs and updates from the service: asked for with no token (WordPress's update checker
// runs in PHP), packed from the repository's plugin folder and the built bundle. Python's zipfile reads the zip:
// a reader other than the writer, checking every entry's CRC. Runs on the built bundle (npm run build first).
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = join(ROOT, 'dist');
const PLUGIN = join(ROOT, 'wordpress-plugin/firmpilot-portal');
const headerVersion = () => /^\s*\*\s*Version:\s*(\S+)\s*$/m.exec(readFileSync(join(PLUGIN, 'firmpilot-portal.php'), 'utf8'))?.[1];

/** The archive as Python's zipfile sees it: its names, and the first entry whose CRC or data is bad (null if none). */
const READ_ZIP = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as archive:
    print(json.dumps({"names": archive.namelist(), "bad": archive.testzip()}))
    archive.extractall(sys.argv[2])
`;

let service: TestService;
let workDir: string;
beforeAll(async () => {
  if (!existsSync(join(DIST, 'fp-portal.js'))) throw new Error('dist/ has no fp-portal.js: run npm run build first.');
  workDir = mkdtempSync(join(tmpdir(), 'fp-plugin-zip-'));
  service = await startTestService();
});
afterAll(async () => {
  await service?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('GET /v1/wordpress-plugin/info', () => {
  it('answers without a token, with the version of the plugin header and the download URL', async () => {
    const version = headerVersion();
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const answer = await service.rest(null, 'GET', '/v1/wordpress-plugin/info');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'FirmPilot Portal',
      version,
      downloadUrl: `${service.url}/v1/wordpress-plugin/download`,
      requiresWordPress: '6.1',
      requiresPhp: '8.1',
      testedUpTo: '6.1',
    });
  });

  it('agrees with the readme WordPress shows: its stable tag is the header version', () => {
    expect(readFileSync(join(PLUGIN, 'readme.txt'), 'utf8')).toMatch(
      new RegExp(`^Stable tag: ${headerVersion()!.replace(/\./g, '\\.')}$`, 'm'),
    );
  });
});

/** An Ed25519 public key as the service publishes it (raw, base64), for node:crypto. */
const publicKeyOf = (raw: string) =>
  createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(raw, 'base64').toString('base64url') }, format: 'jwk' });

describe('GET /v1/wordpress-plugin/download', () => {
  let names: string[];
  let extracted: string;
  let zipBytes: Buffer;
  let signature: string | null;
  beforeAll(async () => {
    const response = await fetch(`${service.url}/v1/wordpress-plugin/download`);
    signature = response.headers.get('x-firmpilot-signature');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="firmpilot-portal-${headerVersion()}.zip"`);
    const zipPath = join(workDir, 'plugin.zip');
    zipBytes = Buffer.from(await response.arrayBuffer());
    writeFileSync(zipPath, zipBytes);
    extracted = join(workDir, 'extracted');
    const read = JSON.parse(execFileSync('python3', ['-c', READ_ZIP, zipPath, extracted], { encoding: 'utf8' })) as {
      names: string[];
      bad: string | null;
    };
    expect(read.bad).toBeNull();
    names = read.names;
  });

  it('holds the plugin under firmpilot-portal/, as WordPress moves it into wp-content/plugins', () => {
    expect(names.every((name) => name.startsWith('firmpilot-portal/'))).toBe(true);
    for (const file of ['firmpilot-portal.php', 'uninstall.php', 'readme.txt', 'includes/settings.php', 'includes/updates.php']) {
      expect(names).toContain(`firmpilot-portal/${file}`);
    }
  });

  it('ships the built bundle in dist/: the loader and its chunks, byte for byte, JavaScript only', () => {
    expect(names).toContain('firmpilot-portal/dist/fp-portal.js');
    const chunks = names.filter((name) => name.startsWith('firmpilot-portal/dist/chunks/'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.startsWith('firmpilot-portal/dist/')).every((name) => name.endsWith('.js'))).toBe(true);
    expect(names.some((name) => name.startsWith('firmpilot-portal/dist/test/'))).toBe(false);
    for (const file of ['fp-portal.js', chunks[0]!.slice('firmpilot-portal/dist/'.length)]) {
      expect(readFileSync(join(extracted, 'firmpilot-portal/dist', file)).equals(readFileSync(join(DIST, file)))).toBe(true);
    }
  });

  it('is signed by the release key the service publishes, and carries that key for the plugin to check its next update', async () => {
    const answer = await service.rest(null, 'GET', '/v1/wordpress-plugin/release-key');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ algorithm: 'Ed25519', publicKey: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/) });
    expect(signature).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    expect(verify(null, zipBytes, publicKeyOf(answer.body.publicKey), Buffer.from(signature!, 'base64'))).toBe(true);
    const tampered = Buffer.from(zipBytes);
    tampered[100] = tampered[100]! ^ 1;
    expect(verify(null, tampered, publicKeyOf(answer.body.publicKey), Buffer.from(signature!, 'base64'))).toBe(false);
    expect(readFileSync(join(extracted, 'firmpilot-portal/includes/release-key.php'), 'utf8')).toContain(
      `const FIRMPILOT_PORTAL_RELEASE_KEY = '${answer.body.publicKey}';`,
    );
  });

  it('keeps its release key in the data folder, private, the same on the next start', () => {
    const dir = join(workDir, 'data');
    const first = loadReleaseKey(dir);
    expect((statSync(join(dir, 'plugin-release-key.pem')).mode & 0o777).toString(8)).toBe('600');
    const text = readFileSync(join(dir, 'plugin-release-key.pem'), 'utf8');
    expect(text).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    // Another process reading the same folder (the cache is per process) finds the same key.
    const again = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createPrivateKey, createPublicKey } from 'node:crypto'; import { readFileSync } from 'node:fs';
console.log(Buffer.from(createPublicKey(createPrivateKey(readFileSync(${JSON.stringify(join(dir, 'plugin-release-key.pem'))}, 'utf8'))).export({ format: 'jwk' }).x, 'base64url').toString('base64'));`,
      ],
      { encoding: 'utf8' },
    ).trim();
    expect(again).toBe(first.publicKey);
  });

  it('unpacks the PHP as it is in the repository', () => {
    expect(
      readFileSync(join(extracted, 'firmpilot-portal/includes/assets.php')).equals(readFileSync(join(PLUGIN, 'includes/assets.php'))),
    ).toBe(true);
  });
});

describe('the other plugin calls', () => {
  it('serves the banner without a token, in both resolutions', async () => {
    for (const [resolution, width] of [
      ['low', 772],
      ['high', 1544],
    ] as const) {
      const response = await fetch(`${service.url}/v1/wordpress-plugin/banner-image?resolution=${resolution}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toContain(`width="${width}"`);
    }
  });

  it('no longer answers the camelCase paths', async () => {
    for (const path of ['info', 'download', 'banner-image']) {
      expect((await service.rest(DEMO.user, 'GET', `/v1/wordPressPlugin/${path}`)).status).toBe(404);
    }
  });
});
