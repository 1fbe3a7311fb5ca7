import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIdOf, DEMO, MAIN_CLIENT, startTestService, type TestService } from './support/service.ts';

// The contract test: every operation of src/core/api/openapi.json, called as staff with a request built
// from the operation's own schemas (ids from `x-refers-to`), is served: never 404, never 500.
// The document is walked as plain JSON.

type Schema = Record<string, any>;
const document = JSON.parse(readFileSync('src/core/api/openapi.json', 'utf8')) as Schema;
const operations = Object.entries(document.paths as Record<string, Record<string, Schema>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
);
// What must exist before an operation can succeed.
const SETUP: Record<string, () => Promise<unknown>> = {
  getClientLogo: () =>
    service.app.db.query('insert into client_logos (client_id, content_type, bytes) values ($1, $2, $3) on conflict do nothing', [
      MAIN,
      'image/png',
      PNG,
    ]),
};

const MAIN = clientIdOf(MAIN_CLIENT);
const TODAY = new Date().toISOString().slice(0, 10);
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SNAPSHOT = JSON.stringify({ name: 'Basic', services: [{ serviceName: 'Blog', quantity: 1 }] });
const deref = (schema: Schema): Schema => (schema?.$ref ? deref(document.components.schemas[schema.$ref.split('/').pop()]) : schema);

let service: TestService;
let adminToken: string;
let counter = 0;
let backlinkJobOf: { operationId: string; id: string } | undefined;
const one = async (sql: string, params: unknown[] = []) =>
  String(((await service.app.db.query<{ id: string }>(sql, params))[0] ?? { id: '' }).id);

/** A fresh row for what an id refers to, so every operation (deletes included) acts on its own target. */
async function fixture(refersTo: string, operationId: string): Promise<string> {
  const db = service.app.db;
  const id = randomUUID();
  if (refersTo.startsWith('resource:')) {
    const kind = refersTo.slice('resource:'.length);
    const create = Object.values(document.paths as Record<string, Record<string, Schema>>)
      .flatMap((m) => Object.values(m))
      .find((op) => op['x-resource']?.kind === kind && op['x-resource'].action === 'create' && !op['x-resource'].parent);
    const body = create ? ((await sample(create.requestBody.content['application/json'].schema, operationId)) as Schema) : {};
    const { clientId, ...data } = body;
    await db.query('insert into resources (id, kind, client_id, data) values ($1, $2, $3, $4)', [
      id,
      kind,
      clientId ?? null,
      JSON.stringify(data),
    ]);
    return id;
  }
  switch (refersTo) {
    case 'client':
      if (operationId !== 'deleteClient') return MAIN;
      await db.query('insert into clients (id, name) values ($1, $2)', [id, `Contract test firm ${id.slice(0, 6)}`]);
      return id;
    case 'blogJob':
      await db.query(`insert into blog_jobs (id, client_id, topic, content) values ($1, $2, 'contract test topic', '<p>Draft</p>')`, [
        id,
        MAIN,
      ]);
      return id;
    case 'socialJob':
      await db.query(`insert into social_jobs (id, client_id, topic) values ($1, $2, 'contract test topic')`, [id, MAIN]);
      return id;
    case 'deliverable':
      if (operationId === 'regenerateSocialMediaJobOfDeliverable') {
        return one(
          `select deliverable_id as id from social_jobs where client_id = $1 and status = 'ReadyForExternalReview' and deliverable_id is not null limit 1`,
          [MAIN],
        );
      }
      await db.query(`insert into deliverables (id, client_id, service_name, name) values ($1, $2, 'Blog', 'Contract test deliverable')`, [
        id,
        MAIN,
      ]);
      return id;
    case 'contract':
      await db.query('insert into contracts (id, client_id, start_date, services_tier_snapshot) values ($1, $2, $3, $4)', [
        id,
        MAIN,
        TODAY,
        SNAPSHOT,
      ]);
      if (operationId === 'seedContractDeliverables') {
        await db.query('insert into subscription_periods (id, client_id, contract_id, start_date, end_date) values ($1, $2, $3, $4, $4)', [
          randomUUID(),
          MAIN,
          id,
          TODAY,
        ]);
      }
      return id;
    case 'period':
      return one('select id from subscription_periods where client_id = $1 order by start_date desc limit 1', [MAIN]);
    case 'competitor':
      await db.query(`insert into competitors (id, client_id, name, website_url) values ($1, $2, 'Rival', 'https://rival.test')`, [
        id,
        MAIN,
      ]);
      return id;
    case 'backlinkJob':
    case 'backlinkStep': {
      // A step and its job named by one operation belong together.
      const jobId = backlinkJobOf?.operationId === operationId ? backlinkJobOf.id : randomUUID();
      backlinkJobOf = { operationId, id: jobId };
      await db.query(
        `insert into backlink_jobs (id, client_id, target_url, anchor_text) values ($1, $2, 'https://firm.test', 'anchor') on conflict do nothing`,
        [jobId, MAIN],
      );
      const status = operationId === 'saveBacklinkStep' ? 'Initialized' : 'Pending';
      await db.query(`insert into backlink_steps (id, job_id, position, kind, status) values ($1, $2, 0, 'Outreach', $3)`, [
        id,
        jobId,
        status,
      ]);
      return refersTo === 'backlinkJob' ? jobId : id;
    }
    case 'deliverableReport':
      return one('select id from deliverable_reports where client_id = $1 limit 1', [MAIN]);
    case 'blogJobScore':
      return one('select s.id from blog_job_scores s join blog_jobs j on j.id = s.blog_job_id where j.client_id = $1 limit 1', [MAIN]);
    case 'socialPost':
      return one('select p.id from social_posts p join social_jobs j on j.id = p.social_job_id where j.client_id = $1 limit 1', [MAIN]);
    case 'upload':
      await db.query(
        `insert into uploads (id, client_id, file_name, content_type, size_bytes, bytes, is_public) values ($1, $2, 'a.png', 'image/png', $3, $4, true)`,
        [id, MAIN, PNG.length, PNG],
      );
      return id;
    case 'shutterstockImage':
      return 'ss-contract-1';
  }
  throw new Error(`No fixture for ids referring to ${refersTo} (${operationId}).`);
}

/** The smallest value a schema accepts: required fields only, ids from fixtures. */
async function sample(raw: Schema, operationId: string): Promise<unknown> {
  const schema = deref(raw);
  if (schema['x-refers-to']) return fixture(schema['x-refers-to'], operationId);
  if (schema.anyOf) return sample(schema.anyOf[0], operationId);
  if (schema.enum) return schema.enum.find((value: unknown) => value !== null);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (type === 'string') {
    if (schema.format === 'date') return TODAY;
    if (schema.format === 'date-time') return new Date().toISOString();
    if (schema.format === 'uri') return 'https://example.test/page';
    if (schema.format === 'email') return 'someone@example.test';
    if (schema.pattern === '^[A-Z][A-Z0-9]{1,9}$') return 'FP';
    return `Contract test value ${++counter}`.slice(0, schema.maxLength ?? 100);
  }
  if (type === 'integer' || type === 'number') return Math.min(schema.minimum ?? 1, schema.maximum ?? Infinity);
  if (type === 'boolean') return false;
  if (type === 'array') return Promise.all(Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items, operationId)));
  const required: string[] =
    schema.required ?? (schema.minProperties ? Object.keys(schema.properties ?? {}).slice(0, schema.minProperties) : []);
  const entries = await Promise.all(required.map(async (name) => [name, await sample(schema.properties[name], operationId)] as const));
  return Object.fromEntries(entries);
}

async function call(path: string, method: string, op: Schema, token: string | null) {
  let url = `/v1${path}`;
  const query = new URLSearchParams();
  for (const parameter of op.parameters ?? []) {
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, await fixture(parameter['x-refers-to'], op.operationId));
    else if (parameter.required) query.set(parameter.name, String(await sample(parameter.schema, op.operationId)));
  }
  const content = op.requestBody?.content ?? {};
  let body: BodyInit | undefined;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (content['application/json']) {
    body = JSON.stringify(await sample(content['application/json'].schema, op.operationId));
    headers['content-type'] = 'application/json';
  } else if (content['multipart/form-data']) {
    const form = new FormData();
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'logo.png');
    body = form;
  }
  const response = await fetch(`${service.url}${url}${query.size ? `?${query}` : ''}`, { method, headers, body });
  const contentType = response.headers.get('content-type') ?? '';
  // An event stream (GET /v1/events) never ends by itself: its status and headers are the answer here.
  if (contentType.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '', contentType };
  }
  const text = await response.text();
  return { status: response.status, text, contentType };
}

beforeAll(async () => {
  service = await startTestService();
  adminToken = await service.tokenFor(DEMO.admin);
});
afterAll(() => service?.close());

describe('the OpenAPI document', () => {
  it('is served at /v1/openapi.json without a token', async () => {
    const response = await service.rest(null, 'GET', '/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(Object.keys(document.paths));
  });

  it('gives every operation a capability', () => {
    for (const { op } of operations)
      expect(['read', 'review', 'settings', 'users', 'ads', 'staff', 'signedIn', 'public']).toContain(op['x-capability']);
  });
});

describe('every operation', () => {
  it('is served to staff with a minimal valid request: never 404 or 500', async () => {
    const outcomes: string[] = [];
    for (const { path, method, op } of operations) {
      await SETUP[op.operationId]?.();
      const { status, text } = await call(path, method, op, adminToken);
      if (status >= 300) outcomes.push(`${op.operationId} ${method} ${path} → ${status} ${text.slice(0, 300)}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('answers 401 with a problem body without a token (except the document itself)', async () => {
    for (const { path, method, op } of operations.filter(({ op }) => op['x-capability'] !== 'public')) {
      const response = await fetch(`${service.url}/v1${path.replace(/\{\w+\}/g, 'any')}`, { method });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
      void op;
    }
  });

  it('answers 404 JSON for a path the document does not have', async () => {
    const response = await service.rest(DEMO.admin, 'GET', '/v1/blogs/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ status: 404, title: 'Not Found' });
  });
});
