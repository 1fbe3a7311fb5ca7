import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, SiteUnreachable, type Resolver } from '../../demo/server/outbound/outbound.ts';
import { insideRange, parseLocalSites } from '../../demo/server/outbound/site-address.ts';

// The service's one way to a firm's address (demo/server/outbound/): which addresses are inside, the check on save,
// and the connection's own lookup. Every connection here goes to 127.0.0.1: the "public" answers are never connected to.
const PUBLIC = '93.184.216.34';
const answers = (...addresses: string[]) => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
/** A resolver that answers each call with the next list (the last one again when they run out), and counts its calls. */
function sequence(...calls: string[][]): Resolver & { calls: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    return answers(...calls[Math.min(asked.length - 1, calls.length - 1)]!);
  };
  return Object.assign(resolve, { calls: asked });
}

let server: Server;
let port: number;
let connections = 0;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/moved') return response.writeHead(302, { location: `http://127.0.0.1:${port}/inside` }).end();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url }));
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
const quiet = () => undefined;
const request = { timeoutMs: 2000 };

describe('which addresses are inside', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['::ffff:7f00:1', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['::7f00:1', 'ipv4Compatible'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['[::1]', 'loopback'],
    ['127.1', 'not an address'],
    ['0x7f.0.0.1', 'not an address'],
    ['2130706433', 'not an address'],
    ['localhost', 'not an address'],
  ])('%s is %s', (address, range) => {
    expect(insideRange(address)).toBe(range);
  });

  it.each(['8.8.8.8', PUBLIC, '2606:4700::1111', '[2a00:1450::1]'])('%s is on the internet', (address) => {
    expect(insideRange(address)).toBeNull();
  });

  it('reads ALLOW_LOCAL_SITES as origins with an optional path, and names a wrong entry', () => {
    expect(parseLocalSites(' http://localhost:8091/ , http://127.0.0.1:4173/__targets/ ')).toEqual([
      'http://localhost:8091',
      'http://127.0.0.1:4173/__targets',
    ]);
    expect(parseLocalSites(undefined)).toEqual([]);
    expect(() => parseLocalSites('localhost:8091')).toThrow(/must start with http/);
    expect(() => parseLocalSites('http://a.test/?x=1')).toThrow(/only an origin and a path/);
  });
});

describe('the check on save', () => {
  it('refuses every spelling of an inside address without asking the resolver', async () => {
    const resolve = sequence([PUBLIC]);
    const outbound = createOutbound({ resolve, log: quiet });
    for (const url of [
      'http://127.1/',
      'http://2130706433/',
      'http://0x7f.0.0.1/',
      'http://[::ffff:127.0.0.1]/',
      'http://0.0.0.0/',
      'http://[::]/',
      'http://localhost/',
      'http://wp.localhost/',
      'http://LOCALHOST./',
    ]) {
      expect(await outbound.checkSite(url), url).toMatchObject({ allowed: false });
    }
    expect(resolve.calls).toEqual([]);
    await outbound.close();
  });

  it('refuses a name when any address it resolves to is inside, and lets a name that does not resolve (yet) pass', async () => {
    const outbound = createOutbound({ resolve: sequence([PUBLIC, '10.1.2.3']), log: quiet });
    expect(await outbound.checkSite('https://mixed.example/')).toEqual({
      allowed: false,
      host: 'mixed.example',
      detail: 'mixed.example resolves to 10.1.2.3 (private)',
    });
    const missing = createOutbound({
      resolve: async () => Promise.reject(Object.assign(new Error('not found'), { code: 'ENOTFOUND' })),
      log: quiet,
    });
    expect(await missing.checkSite('https://not-yet.example/')).toEqual({ allowed: true });
    expect(await createOutbound({ resolve: sequence([PUBLIC]), log: quiet }).checkSite('https://www.firm.example/')).toEqual({
      allowed: true,
    });
    await Promise.all([outbound.close(), missing.close()]);
  });

  it('lets only the local sites ALLOW_LOCAL_SITES names pass, by origin and path', async () => {
    const outbound = createOutbound({ allowLocalSites: ['http://127.0.0.1:4173/__targets', 'http://localhost:8091'], log: quiet });
    expect(await outbound.checkSite('http://127.0.0.1:4173/__targets/wordpress')).toEqual({ allowed: true });
    expect(await outbound.checkSite('http://localhost:8091')).toEqual({ allowed: true });
    expect(await outbound.checkSite('http://127.0.0.1:4173/graphql')).toMatchObject({ allowed: false });
    expect(await outbound.checkSite('http://127.0.0.1:4173/__targetsx')).toMatchObject({ allowed: false });
    expect(await outbound.checkSite('http://localhost:8092')).toMatchObject({ allowed: false });
    await outbound.close();
  });
});

describe('connecting', () => {
  it('a rebinding name (public when saved, inside when connecting) is refused, and nothing is connected to', async () => {
    const resolve = sequence([PUBLIC], ['127.0.0.1']);
    const outbound = createOutbound({ resolve, log: quiet });
    const site = `http://rebind.example:${port}/wp-json/`;
    expect(await outbound.checkSite(site)).toEqual({ allowed: true });
    const before = connections;
    const error = await outbound.site(site, request).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(SiteUnreachable);
    expect((error as SiteUnreachable).detail).toBe('rebind.example resolves to 127.0.0.1 (loopback)');
    expect(connections).toBe(before);
    // One lookup for the save, one for the connection: the connection's own, whose answer was checked.
    expect(resolve.calls).toEqual(['rebind.example', 'rebind.example']);
    await outbound.close();
  });

  it('connects to the address the lookup checked, not to another resolution', async () => {
    // pinned.test resolves nowhere but in this resolver: reaching the server proves the connection used its answer.
    const resolve = sequence(['127.0.0.1'], ['10.9.9.9']);
    const outbound = createOutbound({ resolve, allowLocalSites: [`http://pinned.test:${port}`], log: quiet });
    const answer = await outbound.site(`http://pinned.test:${port}/hello`, request);
    expect(await answer.json()).toEqual({ path: '/hello' });
    expect(resolve.calls).toEqual(['pinned.test']);
    await outbound.close();
  });

  it('refuses a written inside address before connecting, in every spelling', async () => {
    const outbound = createOutbound({ resolve: sequence([PUBLIC]), log: quiet });
    const before = connections;
    for (const host of ['127.0.0.1', '127.1', '2130706433', '0x7f.0.0.1', '[::ffff:127.0.0.1]', 'localhost']) {
      await expect(outbound.site(`http://${host}:${port}/`, request), host).rejects.toBeInstanceOf(SiteUnreachable);
    }
    expect(connections).toBe(before);
    await outbound.close();
  });

  it('never follows a redirect: the answer is the redirect itself', async () => {
    const outbound = createOutbound({ allowLocalSites: [`http://127.0.0.1:${port}/moved`], log: quiet });
    const answer = await outbound.site(`http://127.0.0.1:${port}/moved`, request);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`http://127.0.0.1:${port}/inside`);
    await outbound.close();
  });

  it('keeps what went wrong for the log, not for the person', async () => {
    const lines: string[] = [];
    const outbound = createOutbound({ log: (line) => lines.push(line) });
    const error = (await outbound
      .site(`http://127.0.0.1:${port}/secret?token=x`, request)
      .catch((reason: unknown) => reason)) as SiteUnreachable;
    expect(error.message).toBe(`http://127.0.0.1:${port}/secret?token=x could not be reached`);
    expect(lines).toEqual([`GET http://127.0.0.1:${port}/secret refused: 127.0.0.1 is loopback`]);
    await outbound.close();
  });
});
