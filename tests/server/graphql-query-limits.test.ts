import { readdirSync, readFileSync } from 'node:fs';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { Lexer, parse, Source, TokenKind, validate, type ValidationRule } from 'graphql';
import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../demo/server/graphql/query-limits.ts';
import { postGraphQL } from './support/graphql-helpers.ts';
import { contract } from './support/graphql-samples.ts';
import { clientIdOf, DEMO, MAIN_CLIENT, serviceForFile } from './support/service.ts';

// The limits on one GraphQL operation: every operation the portal sends stays within half of each, and
// operations that multiply work are refused with a clear message before any resolver runs.
const OPERATIONS_DIR = 'src/core/api/operations';
const portalOperations = readdirSync(OPERATIONS_DIR)
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => ({ file, text: readFileSync(`${OPERATIONS_DIR}/${file}`, 'utf8') }));
const MAIN = clientIdOf(MAIN_CLIENT);

const file = serviceForFile(DEMO.admin);

function tokenCount(text: string) {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** The messages a graphql-armor rule gives (it throws its refusal rather than reporting it). */
function refusals(text: string, rule: ValidationRule): string[] {
  try {
    return validate(contract, parse(text), [rule]).map((error) => error.message);
  } catch (error) {
    return [(error as Error).message];
  }
}

const post = (body: unknown) => postGraphQL(file.service, file.token, body);

const keywordListCount = async () => (await file.service.app.db.query<{ n: number }>('select count(*)::int as n from keyword_lists'))[0]!.n;

describe('the portal’s own operations', () => {
  const half = (limit: number) => Math.floor(limit / 2);

  it.each(portalOperations)('$file stays within half of every limit', ({ text }) => {
    expect(tokenCount(text)).toBeLessThanOrEqual(half(QUERY_LIMITS.tokens));
    expect(refusals(text, maxAliasesRule({ n: half(QUERY_LIMITS.aliases) }))).toEqual([]);
    expect(refusals(text, maxDirectivesRule({ n: half(QUERY_LIMITS.directives) }))).toEqual([]);
    expect(refusals(text, maxDepthRule({ n: half(QUERY_LIMITS.depth) }))).toEqual([]);
    expect(refusals(text, costLimitRule({ maxCost: half(QUERY_LIMITS.cost) }))).toEqual([]);
  });

  it('pass the service’s limits (refused, if at all, only for the variables this test leaves out)', async () => {
    expect(portalOperations.length).toBeGreaterThan(20);
    for (const { file, text } of portalOperations) {
      const { body } = await post({ query: text });
      const messages = (body.errors ?? []).map((error) => error.message);
      expect(
        messages.filter((message) => !/^Variable "\$\w+" of required type/.test(message)),
        file,
      ).toEqual([]);
    }
  });
});

describe('operations that multiply work', () => {
  const aliased = (count: number) =>
    `mutation ($input: AddClientKeywordListInput!) { ${Array.from({ length: count }, (_, i) => `a${i}: addClientKeywordList(input: $input) { id }`).join(' ')} }`;
  const input = { clientId: MAIN, name: 'Aliased', keywords: ['one'] };

  it('are refused before anything runs: aliases', async () => {
    const before = await keywordListCount();
    const { status, body } = await post({ query: aliased(QUERY_LIMITS.aliases + 1), variables: { input } });
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.message).toBe(
      `Syntax Error: Aliases limit of ${QUERY_LIMITS.aliases} exceeded, found ${QUERY_LIMITS.aliases + 1}.`,
    );
    expect(body).not.toHaveProperty('data');
    expect(await keywordListCount()).toBe(before);
  });

  it('batching: one operation a request', async () => {
    const before = await keywordListCount();
    const { status, body } = await post([
      { query: aliased(1), variables: { input } },
      { query: aliased(1), variables: { input } },
    ]);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toBe('Batching is not supported.');
    expect(await keywordListCount()).toBe(before);
  });

  it('a field repeated, and a query flooded with tokens', async () => {
    const repeated = await post({ query: `{ me { ${'email '.repeat(QUERY_LIMITS.tokens)} } }` });
    expect(repeated.body.errors?.[0]?.message).toBe(`Syntax Error: Token limit of ${QUERY_LIMITS.tokens} exceeded.`);
    expect(repeated.body).not.toHaveProperty('data');
    // Many small operations in one document: each is harmless, together they are work to parse and validate.
    const flooded = await post({ query: `{ me { email } } ${'query Other { me { email } } '.repeat(QUERY_LIMITS.tokens / 5)}` });
    expect(flooded.body.errors?.[0]?.message).toBe(`Syntax Error: Token limit of ${QUERY_LIMITS.tokens} exceeded.`);
  });

  it('directives', async () => {
    const { body } = await post({ query: `{ me { email ${'@include(if: true) '.repeat(QUERY_LIMITS.directives + 1)} } }` });
    expect(body.errors?.[0]?.message).toBe(
      `Syntax Error: Directives limit of ${QUERY_LIMITS.directives} exceeded, found ${QUERY_LIMITS.directives + 1}.`,
    );
    expect(body).not.toHaveProperty('data');
  });

  it('cost: a fragment spread under every allowed alias', async () => {
    const query = `query ($input: BlogJobsInput!) { ${Array.from({ length: QUERY_LIMITS.aliases }, (_, i) => `a${i}: blogJobs(input: $input) { items { ...Job } }`).join(' ')} }
      fragment Job on BlogJob { id topic content title status images { id name previewUrl } statusHistory { toStatus changedOn } revisions { version content } approvals { version approvedBy } qcResults { feedback } score { overall } }`;
    const { body } = await post({ query, variables: { input: { clientId: MAIN } } });
    expect(body.errors?.[0]?.message).toMatch(new RegExp(`^Syntax Error: Query Cost limit of ${QUERY_LIMITS.cost} exceeded, found \\d+`));
    expect(body).not.toHaveProperty('data');
  });
});
