import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// Every mutation of the contract, called by a USER of Harbor & Vale on Sterling Injury Attorneys' data
// (or on no client at all): each must answer FORBIDDEN and leave the database exactly as it was.
const schema = buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8'));
const mutations = Object.values(schema.getMutationType()!.getFields());
const other = clientIdOf(SECOND_CLIENT);

/** Ids of the other client's entities, by the input field name that carries them. */
const ID_SOURCES: Record<string, string> = {
  clientId: `select $1::text as id`,
  deliverableId: `select id from deliverables where client_id = $1 and service_name = 'Blog' order by id limit 1`,
  blogJobId: `select id from blog_jobs where client_id = $1 order by id limit 1`,
  blogImageId: `select i.id from blog_images i join blog_jobs b on b.id = i.blog_job_id where b.client_id = $1 order by i.id limit 1`,
  socialMediaJobId: `select id from social_jobs where client_id = $1 order by id limit 1`,
  socialMediaPostId: `select p.id from social_posts p join social_jobs j on j.id = p.social_job_id where j.client_id = $1 order by p.id limit 1`,
  socialMediaImageId: `select i.id from social_images i join social_posts p on p.id = i.social_post_id join social_jobs j on j.id = p.social_job_id where j.client_id = $1 order by i.id limit 1`,
  seoJobId: `select id from seo_jobs where client_id = $1 order by id limit 1`,
  changeId: `select c.id from seo_changes c join seo_jobs s on s.id = c.seo_job_id where s.client_id = $1 order by s.id, c.position limit 1`,
  contractId: `select id from contracts where client_id = $1 limit 1`,
  periodId: `select id from subscription_periods where client_id = $1 order by start_date limit 1`,
  commitmentId: `select id from commitments where client_id = $1 order by id limit 1`,
  commitmentIds: `select id from commitments where client_id = $1 order by id limit 1`,
  competitorId: `select id from competitors where client_id = $1 order by id limit 1`,
  keywordListId: `select id from keyword_lists where client_id = $1 order by id limit 1`,
  identifierId: `select id from resources where client_id = $1 and kind = 'identifier' limit 1`,
  connectedServiceId: `select id from resources where client_id = $1 and kind = 'connectedService' limit 1`,
  configId: `select id from resources where client_id = $1 and kind = 'seoContentRefreshJobConfig' limit 1`,
  landingPageConfigId: `select id from resources where client_id = $1 and kind = 'googleAdsLandingPageConfig' limit 1`,
  jobId: `select id from resources where client_id = $1 and kind = 'landingPageJob' limit 1`,
  userId: `select 'user-owner'::text as id where $1::text is not null`,
  assigneeUserId: `select 'user-admin'::text as id where $1::text is not null`,
  userRoleId: `select id from user_roles where client_id = $1 limit 1`,
  roleId: `select id from roles where $1::text is not null order by name limit 1`,
};

let service: TestService;
const ids: Record<string, string> = {};

beforeAll(async () => {
  service = await startTestService();
  // Give the other client the configuration-like records some mutations act on.
  const admin = (query: string, input: Record<string, unknown>) => service.graphql(DEMO.admin, query, { input });
  await admin('mutation ($input: AddIdentifierInput!) { addIdentifier(input: $input) { id } }', {
    clientId: other,
    name: 'Bar number',
    value: '123',
  });
  await admin('mutation ($input: AddClientConnectedServiceInput!) { addClientConnectedService(input: $input) { id } }', {
    clientId: other,
    serviceName: 'CallRail',
    isEnabled: true,
  });
  await admin('mutation ($input: AddSeoContentRefreshJobConfigInput!) { addSeoContentRefreshJobConfig(input: $input) { id } }', {
    clientId: other,
    name: 'Refresh',
    refreshKind: 'ContentRefresh',
    prompt: 'Refresh it.',
  });
  await admin('mutation ($input: AddGoogleAdsLandingPageConfigInput!) { addGoogleAdsLandingPageConfig(input: $input) { id } }', {
    clientId: other,
    name: 'Landing',
    prompt: 'Write it.',
  });
  await admin('mutation ($input: StartLandingPageJobInput!) { startLandingPageJob(input: $input) { jobId } }', {
    clientId: other,
    topic: 'Car accidents',
  });
  for (const [field, sql] of Object.entries(ID_SOURCES)) {
    const [row] = await service.app.db.query<{ id: string }>(sql, [other]);
    if (row) ids[field] = row.id;
  }
});
afterAll(() => service?.close());

/** The id field a mutation's `configId` means: landing-page configurations for the Google Ads ones. */
const idFieldFor = (mutation: string, field: string) =>
  field === 'configId' && /LandingPage/.test(mutation) ? 'landingPageConfigId' : field;
let currentMutation = '';

function sampleValue(field: string, type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(field, type.ofType);
  if (isListType(type)) return [sampleValue(field, type.ofType)];
  const named = getNamedType(type);
  if (isInputObjectType(named)) return sampleInput(named.getFields());
  if (isEnumType(named)) return named.getValues()[0]!.value;
  if (isScalarType(named)) {
    if (named.name === 'ID') return ids[idFieldFor(currentMutation, field)] ?? `unknown-${field}`;
    if (named.name === 'Date') return new Date().toISOString().slice(0, 10);
    if (named.name === 'DateTime') return new Date(Date.now() + 86_400_000).toISOString();
    if (named.name === 'Int') return 1;
    if (named.name === 'Float') return 1;
    if (named.name === 'Boolean') return true;
    if (named.name === 'JSON') return {};
    if (named.name === 'Upload') return null; // sent as a file part
    return field.toLowerCase().includes('url')
      ? 'https://example.test/page'
      : field.toLowerCase().includes('email')
        ? 'someone@example.test'
        : 'Sample text';
  }
  return null;
}

function sampleInput(fields: Record<string, { name: string; type: GraphQLInputType }>): Record<string, unknown> {
  return Object.fromEntries(Object.values(fields).map((field) => [field.name, sampleValue(field.name, field.type)]));
}

async function databaseFingerprint(): Promise<string> {
  const tables = await service.app.db.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_name not in ('schema_migrations', 'oidc_payloads') order by table_name",
  );
  const parts: string[] = [];
  for (const { table_name } of tables) {
    const [row] = await service.app.db.query<{ digest: string }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table_name} t`,
    );
    parts.push(`${table_name}:${row!.digest}`);
  }
  return parts.join('\n');
}

async function call(name: string, input: Record<string, unknown>, hasUpload: boolean) {
  const inputType = schema.getMutationType()!.getFields()[name]!.args[0]!.type;
  const query = `mutation Call($input: ${String(inputType)}) { ${name}(input: $input) { __typename } }`;
  if (!hasUpload) return service.graphql(DEMO.user, query, { input });
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { input: { ...input, file: null } } }));
  form.append('map', JSON.stringify({ 0: ['variables.input.file'] }));
  form.append('0', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await service.tokenFor(DEMO.user)}`, 'graphql-preflight': '1' },
    body: form,
  });
  return (await response.json()) as { errors?: Array<{ extensions?: { code?: string }; message: string }> };
}

describe('the permission matrix: a user of another client', () => {
  it('found an id of the other client for every id field the contract uses', () => {
    expect(Object.keys(ids).sort()).toEqual(Object.keys(ID_SOURCES).sort());
    expect(new Set(Object.values(ids)).size).toBe(Object.keys(ids).length - 1); // commitmentId(s) share one
  });

  it.each(mutations.map((mutation) => [mutation.name]))('is refused %s with FORBIDDEN, and nothing changes', async (name) => {
    const mutation = schema.getMutationType()!.getFields()[name]!;
    const inputType = getNamedType(mutation.args[0]!.type);
    if (!isInputObjectType(inputType)) throw new Error(`${name} takes no input object`);
    currentMutation = name;
    const input = sampleInput(inputType.getFields());
    const hasUpload = Object.values(inputType.getFields()).some((field) => getNamedType(field.type).name === 'Upload');
    const before = await databaseFingerprint();
    const result = await call(name, input, hasUpload);
    expect(result.errors?.[0]?.extensions?.code, `${name}: ${result.errors?.[0]?.message}`).toBe('FORBIDDEN');
    expect(await databaseFingerprint()).toBe(before);
  });
});
