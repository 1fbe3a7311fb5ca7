import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, ClientSettings } from '../../src/core/api/generated/graphql.ts';
import { seededId } from '../../demo/server/store/seed/ids.ts';
import { imageSize } from 'image-size';
import { claimingSize, JPEG, pngOf } from '../support/image-files.ts';
import { errorOf, schemaMutator, type Payload } from './support/graphql-helpers.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type GraphQLResult, type TestService } from './support/service.ts';

// A client's settings (competitors, keyword lists, connected services, identifiers, commitments, logo)
// and its Google Ads work (campaigns, landing pages and their configurations).
const main = clientIdOf(MAIN_CLIENT);
const other = clientIdOf(SECOND_CLIENT);
const SETTINGS = `clientId enableAutomatedCompetitorRetrieval hasAyrshareProfile wordPressCredential { siteUrl username updatedOn }
  keywordLists { id name keywords } competitors { id name websiteUrl isAutomated } commitments { id processType campaignName isOptedOut }
  identifiers { id name value } connectedServices { id serviceName isEnabled } reportingPreference { id frequency recipients } connections { platform }`;

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const mutate = schemaMutator(() => service);
const settingsOf = async (clientId = main, user: string = DEMO.owner) =>
  (
    await service.graphql<{ clientSettings: ClientSettings }>(
      user,
      `query ($clientId: ID!) { clientSettings(input: { clientId: $clientId }) { ${SETTINGS} } }`,
      { clientId },
    )
  ).data!.clientSettings;

describe('client settings', () => {
  it('shows the WordPress credential without its password', async () => {
    const result = await service.graphql<{ clientSettings: ClientSettings }>(
      DEMO.user,
      `query ($clientId: ID!) { clientSettings(input: { clientId: $clientId }) { ${SETTINGS} } }`,
      { clientId: main },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.clientSettings.wordPressCredential).toMatchObject({ username: 'portal' });
    expect(JSON.stringify(result.data)).not.toContain('abcd efgh');
    const forbidden = await service.graphql(
      DEMO.user,
      'query ($clientId: ID!) { clientSettings(input: { clientId: $clientId }) { clientId } }',
      { clientId: other },
    );
    expect(errorOf(forbidden).code).toBe('FORBIDDEN');
  });

  it('reads the reporting preference the social settings write', async () => {
    // The seed's (store/seed/settings-showcase.ts), stored as addSocialMediaReportingPreference stores one.
    expect((await settingsOf()).reportingPreference).toEqual({
      id: seededId(`${main}:socialMediaReportingPreference:report`),
      frequency: 'Month',
      recipients: ['partners@harborvalelaw.example', 'owner@demo.test'],
    });
  });

  it('adds and updates competitors, checking their websites', async () => {
    const added = await mutate(
      DEMO.owner,
      'addClientCompetitor',
      { clientId: main, name: ' Lakeside Law ', websiteUrl: 'https://lakeside-law.example' },
      'id',
    );
    const id = added.payload.id;
    expect((await settingsOf()).competitors).toContainEqual({
      id,
      name: 'Lakeside Law',
      websiteUrl: 'https://lakeside-law.example/',
      isAutomated: false,
    });
    expect(
      errorOf(await mutate(DEMO.owner, 'addClientCompetitor', { clientId: main, name: 'X', websiteUrl: 'not a website' }, 'id')),
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'websiteUrl' });
    expect(
      errorOf(
        await mutate(
          DEMO.owner,
          'addClientCompetitor',
          { clientId: main, name: 'Again', websiteUrl: 'https://LAKESIDE-law.example/' },
          'id',
        ),
      ).code,
    ).toBe('CONFLICT');
    await mutate(DEMO.owner, 'updateClientCompetitor', { competitorId: id, name: 'Lakeside Legal' });
    expect((await settingsOf()).competitors.find((c) => c.id === id)!.name).toBe('Lakeside Legal');
    await mutate(DEMO.owner, 'changeEnableAutomatedCompetitorRetrieval', { clientId: main, enabled: true });
    expect((await settingsOf()).enableAutomatedCompetitorRetrieval).toBe(true);
  });

  it('refuses a USER (no settings capability) and a user of another client, changing nothing', async () => {
    const before = await settingsOf(other, DEMO.admin);
    expect(
      errorOf(await mutate(DEMO.user, 'addClientCompetitor', { clientId: main, name: 'Nope', websiteUrl: 'https://nope.example' }, 'id'))
        .code,
    ).toBe('FORBIDDEN');
    expect(errorOf(await mutate(DEMO.user, 'addClientKeywordList', { clientId: other, name: 'Nope', keywords: ['a'] }, 'id')).code).toBe(
      'FORBIDDEN',
    );
    const commitment = before.commitments[0]!;
    expect(
      errorOf(
        await mutate(DEMO.user, 'updateOptOutStatusForClientCommitment', {
          commitmentId: commitment.id,
          isOptedOut: !commitment.isOptedOut,
        }),
      ).code,
    ).toBe('FORBIDDEN');
    expect(await settingsOf(other, DEMO.admin)).toEqual(before);
  });

  it('keeps keyword lists trimmed, de-duplicated and within limits', async () => {
    const added = await mutate(
      DEMO.owner,
      'addClientKeywordList',
      { clientId: main, name: 'Injury', keywords: [' car accident ', 'Car Accident', 'truck accident'] },
      'id',
    );
    const id = added.payload.id;
    expect((await settingsOf()).keywordLists).toContainEqual({ id, name: 'Injury', keywords: ['car accident', 'truck accident'] });
    const tooMany = Array.from({ length: 201 }, (_, i) => `keyword ${i}`);
    expect(errorOf(await mutate(DEMO.owner, 'updateClientKeywordList', { keywordListId: id, keywords: tooMany }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'keywords',
    });
    expect(errorOf(await mutate(DEMO.owner, 'updateClientKeywordList', { keywordListId: id, keywords: ['  ', ''] })).field).toBe(
      'keywords',
    );
    await mutate(DEMO.owner, 'updateClientKeywordList', { keywordListId: id, keywords: ['dog bite'] });
    expect((await settingsOf()).keywordLists.find((list) => list.id === id)!.keywords).toEqual(['dog bite']);
    await mutate(DEMO.owner, 'deleteClientKeywordList', { keywordListId: id });
    expect((await settingsOf()).keywordLists.some((list: { id: string }) => list.id === id)).toBe(false);
  });

  it('adds connected services and identifiers once each', async () => {
    const service1 = (
      await mutate(DEMO.owner, 'addClientConnectedService', { clientId: main, serviceName: 'CallRail', isEnabled: true }, 'id')
    ).payload.id;
    expect(
      errorOf(await mutate(DEMO.owner, 'addClientConnectedService', { clientId: main, serviceName: 'callrail', isEnabled: false }, 'id'))
        .code,
    ).toBe('CONFLICT');
    await mutate(DEMO.owner, 'updateClientConnectedService', { connectedServiceId: service1, isEnabled: false });
    const identifier = (await mutate(DEMO.owner, 'addIdentifier', { clientId: main, name: 'Bar number', value: 'CA-1234' }, 'id')).payload
      .id;
    await mutate(DEMO.owner, 'changeIdentifierValue', { identifierId: identifier, value: 'CA-5678' });
    expect(errorOf(await mutate(DEMO.owner, 'changeIdentifierValue', { identifierId: identifier, value: ' ' })).field).toBe('value');
    const settings = await settingsOf();
    expect(settings.connectedServices).toEqual([{ id: service1, serviceName: 'CallRail', isEnabled: false }]);
    expect(settings.identifiers).toContainEqual({ id: identifier, name: 'Bar number', value: 'CA-5678' });
  });

  it('opts commitments out and in, only for the client’s own commitments', async () => {
    const { commitments } = await settingsOf();
    const social = commitments.find((c) => c.processType === 'SocialMedia')!;
    const wrongType = await mutate(DEMO.owner, 'optOutClientCampaignByIdAndProcessType', {
      clientId: main,
      commitmentId: social.id,
      processType: 'Blog',
    });
    expect(errorOf(wrongType).field).toBe('processType');
    await mutate(DEMO.owner, 'optOutClientCampaignByIdAndProcessType', {
      clientId: main,
      commitmentId: social.id,
      processType: 'SocialMedia',
    });
    expect((await settingsOf()).commitments.find((c) => c.id === social.id)!.isOptedOut).toBe(true);
    const future = await service.app.db.query<{ is_opted_out: boolean }>(
      "select is_opted_out from deliverables where client_id = $1 and service_name = 'Social Media' and status = 'NotStarted'",
      [main],
    );
    expect(future.length).toBeGreaterThan(0);
    expect(future.every((row) => row.is_opted_out)).toBe(true);

    const foreign = (await settingsOf(other, DEMO.admin)).commitments[0]!.id;
    expect(
      errorOf(await mutate(DEMO.owner, 'addOptInClientCampaigns', { clientId: main, commitmentIds: [social.id, foreign] })).field,
    ).toBe('commitmentIds');
    expect((await settingsOf()).commitments.find((c) => c.id === social.id)!.isOptedOut).toBe(true);
    await mutate(DEMO.owner, 'addOptInClientCampaigns', { clientId: main, commitmentIds: [social.id] });
    expect((await settingsOf()).commitments.find((c) => c.id === social.id)!.isOptedOut).toBe(false);
  });
});

describe('client logo', () => {
  async function upload(user: string, clientId: string, bytes: Uint8Array, type: string) {
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({
        query: 'mutation ($input: ModifyClientLogoInput!) { modifyClientLogo(input: $input) { imageUrl message } }',
        variables: { input: { clientId, file: null } },
      }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
    body.append('0', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), 'logo');
    const response = await fetch(`${service.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await service.tokenFor(user)}`, 'graphql-preflight': '1' },
      body,
    });
    return (await response.json()) as GraphQLResult<{ modifyClientLogo: Payload }>;
  }
  const png = pngOf(2);
  async function storedLogo(clientId = main) {
    const response = await fetch(`${service.url}/v1/clients/${clientId}/logo`, {
      headers: { authorization: `Bearer ${await service.tokenFor(DEMO.owner)}` },
    });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }
  const storedRow = async (clientId = main) =>
    (
      await service.app.db.query<{ content_type: string; bytes: Uint8Array }>(
        'select content_type, bytes from client_logos where client_id = $1',
        [clientId],
      )
    )[0]!;
  const svgOf = (body: string, head = '') =>
    new TextEncoder().encode(
      `${head}<svg xmlns="http://www.w3.org/2000/svg" width="64" height="32">${body}<rect width="64" height="32" fill="#1d4ed8"/></svg>`,
    );

  it('stores an image and points the client at it', async () => {
    const result = await upload(DEMO.owner, main, png, 'image/png');
    expect(result.errors).toBeUndefined();
    expect(result.data!.modifyClientLogo.imageUrl).toBe(`${service.url}/v1/clients/${main}/logo`);
    const client = await service.graphql<{ client: Client }>(
      DEMO.owner,
      'query ($clientId: ID!) { client(input: { clientId: $clientId }) { logoUrl } }',
      { clientId: main },
    );
    expect(client.data!.client.logoUrl).toBe(result.data!.modifyClientLogo.imageUrl);
    const [stored] = await service.app.db.query<{ content_type: string; size: number }>(
      'select content_type, length(bytes) as size from client_logos where client_id = $1',
      [main],
    );
    expect(stored).toEqual({ content_type: 'image/png', size: png.length });
  });

  it('keeps a PNG and a JPEG as they are, and serves them as images that never run as a page', async () => {
    for (const [bytes, type] of [
      [png, 'image/png'],
      [JPEG, 'image/jpeg'],
    ] as const) {
      expect((await upload(DEMO.owner, main, bytes, type)).errors).toBeUndefined();
      const served = await storedLogo();
      expect([served.status, served.headers.get('content-type'), served.bytes.equals(bytes)]).toEqual([200, type, true]);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  // Each of these got past the old filter of SVG markup, and would run in the portal's origin once opened.
  const HOSTILE_SVGS: Record<string, Uint8Array> = {
    'a script in another namespace prefix': svgOf('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(document.domain)</x:script>'),
    'an entity-encoded javascript: link': svgOf('<a href="&#106;avascript:alert(document.domain)"><circle r="8"/></a>'),
    'a script from a DTD entity': svgOf(
      '&s;',
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY s "&#60;script&#62;alert(document.domain)&#60;/script&#62;">]>',
    ),
    'an event handler set by animation': svgOf('<set attributeName="onmouseover" to="alert(document.domain)"/>'),
    'an event handler attribute': svgOf('<g onload="alert(document.domain)"/>'),
  };

  it.each(Object.entries(HOSTILE_SVGS))('turns an SVG with %s into a PNG: no SVG is stored or served', async (_name, svg) => {
    const result = await upload(DEMO.owner, main, svg, 'image/svg+xml');
    expect(result.errors).toBeUndefined();
    const row = await storedRow();
    expect([row.content_type, Buffer.from(row.bytes).subarray(0, 8).equals(png.subarray(0, 8))]).toEqual(['image/png', true]);
    expect(result.data!.modifyClientLogo.message).toContain('converted to a PNG');
    const served = await storedLogo();
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    // The picture is the SVG drawn (its 2:1 shape, at the size a logo is kept), not its markup.
    expect(imageSize(served.bytes)).toMatchObject({ type: 'png', width: 1024, height: 512 });
    expect(served.bytes.toString('latin1')).not.toMatch(/script|javascript|<svg/i);
  });

  it('turns a plain SVG logo into a PNG of its shape', async () => {
    const tall = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 40"><rect width="10" height="40" fill="navy"/></svg>',
    );
    const result = await upload(DEMO.owner, main, tall, 'image/svg+xml');
    expect(result.errors).toBeUndefined();
    expect(imageSize((await storedLogo()).bytes)).toMatchObject({ type: 'png', width: 256, height: 1024 });
  });

  it('refuses an SVG it cannot draw, and one that reaches for files, with a plain reason', async () => {
    const before = await storedRow();
    const broken = await upload(
      DEMO.owner,
      main,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect'),
      'image/svg+xml',
    );
    expect(errorOf(broken)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(broken.errors![0]!.message).toMatch(/^file: could not be drawn as an SVG image/);
    // A picture on the service's disk is never read into a logo: drawn, it would be a large PNG of noise; unread,
    // the logo is an empty canvas, a few kilobytes.
    const folder = mkdtempSync(join(tmpdir(), 'fp-logo-'));
    writeFileSync(join(folder, 'secret.png'), pngOf(64, true));
    const local = new TextEncoder().encode(
      `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image href="${join(folder, 'secret.png')}" width="8" height="8"/></svg>`,
    );
    expect((await upload(DEMO.owner, main, local, 'image/svg+xml')).errors).toBeUndefined();
    expect((await storedRow()).bytes.length).toBeLessThan(20_000);
    rmSync(folder, { recursive: true });
    await upload(DEMO.owner, main, before.bytes, before.content_type);
  });

  it.each(['image/png', 'image/jpeg', 'image/webp'] as const)(
    'refuses a %s whose header claims 60000 × 60000 pixels, before reading its pixels',
    async (type) => {
      const before = await storedRow();
      const bomb = await upload(DEMO.owner, main, claimingSize(type, 60000, 60000), type);
      expect(errorOf(bomb)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
      expect(bomb.errors![0]!.message).toBe(
        'file: is 60000 × 60000 pixels; an image may be at most 10000 pixels wide or high and 50 megapixels in all. Make it smaller and upload it again.',
      );
      expect(await storedRow()).toEqual(before);
      const rest = new FormData();
      rest.set('file', new Blob([claimingSize(type, 60000, 60000)], { type }), 'huge');
      const answer = await fetch(`${service.url}/v1/clients/${main}/uploadLogo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await service.tokenFor(DEMO.owner)}` },
        body: rest,
      });
      expect([answer.status, ((await answer.json()) as { detail: string }).detail]).toEqual([
        400,
        expect.stringContaining('is 60000 × 60000 pixels'),
      ]);
    },
  );

  it('never keeps an SVG logo, even written with plain SQL', async () => {
    await expect(
      service.app.db.query(`update client_logos set content_type = 'image/svg+xml' where client_id = $1`, [main]),
    ).rejects.toThrow(/client_logos_raster_only/);
  });

  it('serves a logo kept as SVG before this rule as a PNG, and keeps the PNG', async () => {
    // Such a row is one the rule's migration left alone (102_uploads_never_markup.sql checks no row kept before it).
    const [rule] = await service.app.db.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'client_logos_raster_only'`,
    );
    await service.app.db.exec('alter table client_logos drop constraint client_logos_raster_only');
    await service.app.db.query(`update client_logos set content_type = 'image/svg+xml', bytes = $2 where client_id = $1`, [
      main,
      HOSTILE_SVGS['a script in another namespace prefix'],
    ]);
    await service.app.db.exec(`alter table client_logos add constraint client_logos_raster_only ${rule!.definition}`);
    const served = await storedLogo();
    expect([served.status, served.headers.get('content-type'), imageSize(served.bytes).type]).toEqual([200, 'image/png', 'png']);
    expect((await storedRow()).content_type).toBe('image/png');
  });

  it('refuses what is not an image, a logo over 2 MiB, and other clients', async () => {
    expect(errorOf(await upload(DEMO.owner, main, new TextEncoder().encode('hello'), 'image/png'))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'file',
    });
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    expect(errorOf(await upload(DEMO.owner, main, big, 'image/png'))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(errorOf(await upload(DEMO.user, other, png, 'image/png')).code).toBe('FORBIDDEN');
    expect(await service.app.db.query('select 1 from client_logos where client_id = $1', [other])).toEqual([]);
  });
});

describe('Google Ads campaigns and landing pages', () => {
  const resource = async (id: string) =>
    (await service.app.db.query<{ data: Record<string, unknown> }>('select data from resources where id = $1', [id]))[0]?.data;
  const history = (kind: string, id: string) =>
    service.app.db.query<{ from_status: string | null; to_status: string }>(
      'select from_status, to_status from status_history where entity_kind = $1 and entity_id = $2 order by id',
      [kind, id],
    );

  it('queues a campaign for a PPC admin after checking budget and keywords', async () => {
    const input = {
      clientId: main,
      campaignName: 'Car accidents',
      dailyBudget: 150,
      keywords: ['car accident lawyer', 'Car Accident Lawyer', 'injury attorney'],
    };
    const result = await mutate(DEMO.ppc, 'startGoogleAdsCampaignCreation', input, 'jobId message');
    const { jobId } = result.payload;
    expect(await resource(jobId)).toMatchObject({
      status: 'Pending',
      dailyBudget: 150,
      keywords: ['car accident lawyer', 'injury attorney'],
    });
    expect(await history('ads_campaign', jobId)).toEqual([{ from_status: null, to_status: 'Pending' }]);
    expect(errorOf(await mutate(DEMO.ppc, 'startGoogleAdsCampaignCreation', { ...input, dailyBudget: 0 }, 'jobId')).field).toBe(
      'dailyBudget',
    );
    expect(errorOf(await mutate(DEMO.ppc, 'startGoogleAdsCampaignCreation', { ...input, dailyBudget: 10_001 }, 'jobId')).field).toBe(
      'dailyBudget',
    );
    const keywords = Array.from({ length: 51 }, (_, i) => `keyword ${i}`);
    expect(errorOf(await mutate(DEMO.ppc, 'startGoogleAdsCampaignCreation', { ...input, keywords }, 'jobId')).field).toBe('keywords');
    expect(errorOf(await mutate(DEMO.owner, 'startGoogleAdsCampaignCreation', input, 'jobId')).code).toBe('FORBIDDEN');
    expect(errorOf(await mutate(DEMO.ppc, 'startGoogleAdsCampaignCreation', { ...input, clientId: other }, 'jobId')).code).toBe(
      'FORBIDDEN',
    );
  });

  it('runs a landing page job through QC with its configuration', async () => {
    const unknown = await mutate(
      DEMO.ppc,
      'startLandingPageJob',
      { clientId: main, topic: 'Truck accidents', configId: 'missing' },
      'jobId',
    );
    expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND', field: 'configId' });
    const configId = (
      await mutate(DEMO.ppc, 'addGoogleAdsLandingPageConfig', { clientId: main, name: 'Injury pages', prompt: 'Write a page.' }, 'id')
    ).payload.id;
    const jobId = (await mutate(DEMO.ppc, 'startLandingPageJob', { clientId: main, topic: 'Truck accidents', configId }, 'jobId')).payload
      .jobId;
    expect(await resource(jobId)).toMatchObject({ status: 'InProgress', configId });
    expect(errorOf(await mutate(DEMO.ppc, 'deleteGoogleAdsLandingPageConfig', { configId })).code).toBe('CONFLICT');

    await mutate(DEMO.ppc, 'qcLandingPageJob', { jobId, result: 'Failed', comment: 'Too long' });
    expect(await resource(jobId)).toMatchObject({ status: 'Draft', qcResult: 'Failed', qcComment: 'Too long' });
    expect(errorOf(await mutate(DEMO.ppc, 'qcLandingPageJob', { jobId, result: 'Passed' })).code).toBe('ILLEGAL_TRANSITION');
    expect((await resource(jobId))?.status).toBe('Draft');
    expect(await history('landing_page_job', jobId)).toEqual([
      { from_status: null, to_status: 'InProgress' },
      { from_status: 'InProgress', to_status: 'Draft' },
    ]);

    const second = (await mutate(DEMO.ppc, 'startLandingPageJob', { clientId: main, topic: 'Dog bites' }, 'jobId')).payload.jobId;
    await mutate(DEMO.ppc, 'qcLandingPageJob', { jobId: second, result: 'Passed' });
    expect((await resource(second))?.status).toBe('Complete');
    expect(errorOf(await mutate(DEMO.user, 'qcLandingPageJob', { jobId: second, result: 'Failed' })).code).toBe('FORBIDDEN');
  });

  it('keeps global landing page configurations for staff and one default per scope', async () => {
    expect(errorOf(await mutate(DEMO.ppc, 'addGoogleAdsLandingPageConfig', { name: 'Global', prompt: 'x' }, 'id')).code).toBe('FORBIDDEN');
    const a = (await mutate(DEMO.admin, 'addGoogleAdsLandingPageConfig', { name: 'Global A', prompt: 'x' }, 'id')).payload.id;
    const b = (await mutate(DEMO.admin, 'addGoogleAdsLandingPageConfig', { name: 'Global B', prompt: 'y', model: 'Gpt5' }, 'id')).payload
      .id;
    await mutate(DEMO.admin, 'setGoogleAdsLandingPageConfigAsDefault', { configId: a });
    await mutate(DEMO.admin, 'setGoogleAdsLandingPageConfigAsDefault', { configId: b });
    expect([(await resource(a))?.isDefault, (await resource(b))?.isDefault]).toEqual([false, true]);
    expect(errorOf(await mutate(DEMO.ppc, 'modifyGoogleAdsLandingPageConfig', { configId: b, name: 'Mine' })).code).toBe('FORBIDDEN');
    await mutate(DEMO.admin, 'modifyGoogleAdsLandingPageConfig', { configId: b, name: 'Global B2' });
    expect(await resource(b)).toMatchObject({ name: 'Global B2', model: 'Gpt5' });
    await mutate(DEMO.admin, 'deleteGoogleAdsLandingPageConfig', { configId: a });
    expect(await resource(a)).toBeUndefined();
  });
});
