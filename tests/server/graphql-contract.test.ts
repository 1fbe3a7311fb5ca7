import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isObjectType, type GraphQLField, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// Every query of the contract answers staff with data of the shape the SDL promises, down to the leaves.
const schema = buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8'));
const queries = Object.values(schema.getQueryType()!.getFields());
const main = clientIdOf(MAIN_CLIENT);
const second = clientIdOf(SECOND_CLIENT);

let service: TestService;
const inputs: Record<string, Record<string, unknown> | undefined> = {};
beforeAll(async () => {
  service = await startTestService();
  const one = async (sql: string) => (await service.app.db.query<{ id: string }>(sql, [main]))[0]!.id;
  const periodWithSearchData = async (clientId: string) =>
    (
      await service.app.db.query<{ id: string }>(
        'select id from subscription_periods where client_id = $1 and start_date <= current_date - 1 order by start_date desc limit 1',
        [clientId],
      )
    )[0]!.id;
  const today = new Date().toISOString().slice(0, 10);
  // The seed assigns no one to look after a client: clientAssignee would answer null, the shape untested.
  await service.app.db.query("update clients set assignee_user_id = 'user-admin' where id = $1", [main]);
  Object.assign(inputs, {
    me: undefined,
    roles: undefined,
    allClientIds: { today },
    clientOverview: { today },
    blogJobs: { clientId: main },
    blogJob: { id: await one(`select id from blog_jobs where client_id = $1 and content <> '' limit 1`) },
    socialMediaJobs: { clientId: main },
    socialMediaJob: { id: await one(`select id from social_jobs where client_id = $1 and status <> 'NotStarted' limit 1`) },
    // A job whose review the firm submitted: its review and decided changes answer in full.
    seoJob: { id: await one('select id from seo_jobs where client_id = $1 and review_submitted_on is not null limit 1') },
    contractCancellationPreview: { contractId: await one('select id from contracts where client_id = $1 limit 1'), endDate: today },
    deliveryReport: {
      clientId: main,
      periodId: await one(
        'select id from subscription_periods where client_id = $1 and start_date <= current_date and end_date >= current_date',
      ),
    },
    // A firm connected to Search Console, so every list of the answer has rows.
    searchPerformance: { clientId: second, periodId: await periodWithSearchData(second) },
  });
});
afterAll(() => service?.close());

/** A selection of every field down to the leaves (each object type once per path, so it ends). */
function selection(type: GraphQLObjectType, seen: string[] = []): string {
  const fields = Object.values(type.getFields()).map((field: GraphQLField<unknown, unknown>) => {
    const named = getNamedType(field.type);
    if (!isObjectType(named)) return field.name;
    if (seen.includes(named.name)) return null;
    return `${field.name} { ${selection(named, [...seen, type.name])} }`;
  });
  return fields.filter(Boolean).join(' ');
}

describe('the GraphQL contract', () => {
  it.each(queries.map((query) => [query.name]))('answers %s', async (name) => {
    const field = schema.getQueryType()!.getFields()[name]!;
    const input = name in inputs ? inputs[name] : { clientId: main };
    const inputArg = field.args[0];
    const type = getNamedType(field.type) as GraphQLObjectType;
    const query = inputArg
      ? `query Q($input: ${String(inputArg.type)}) { ${name}(input: $input) { ${selection(type)} } }`
      : `query Q { ${name} { ${selection(type)} } }`;
    const result = await service.graphql<Record<string, unknown>>(DEMO.admin, query, inputArg ? { input } : undefined);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    expect(result.data?.[name]).toBeTruthy();
  });
});
