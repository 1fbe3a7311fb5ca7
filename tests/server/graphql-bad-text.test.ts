import type { GraphQLField } from 'graphql';
import { describe, expect, it } from 'vitest';
import { databaseDigest, inBatches, poisonsFor, Tally, TEXT_POISONS, withValueAt } from './support/bad-input.ts';
import { postGraphQL } from './support/graphql-helpers.ts';
import { contract, hasType, literal, sampleValue, selectionOf, textLeaves, type TextLeaf } from './support/graphql-samples.ts';
import { DEMO, serviceForFile } from './support/service.ts';

// Every query and mutation of the contract, called with each string and ID of its arguments poisoned
// (NUL, another control character, a lone surrogate; a tab in ids), as a variable and written inline:
// each answer is a BAD_USER_INPUT naming the field, never INTERNAL_SERVER_ERROR or a 500, and the
// database is exactly as it was.
const file = serviceForFile(DEMO.admin);

type Field = GraphQLField<unknown, unknown> & { operation: 'query' | 'mutation' };
const fields: Field[] = [
  ...Object.values(contract.getQueryType()!.getFields()).map((field) => ({ ...field, operation: 'query' as const })),
  ...Object.values(contract.getMutationType()!.getFields()).map((field) => ({ ...field, operation: 'mutation' as const })),
];
const BATCH = 8;

async function post(body: unknown) {
  const { status, body: answer } = await postGraphQL(file.service, file.token, body);
  return { status, error: answer.errors?.[0] };
}

/** The field is named by its path below the argument, as the service's other errors name theirs. */
const expectedField = (leaf: TextLeaf) => (leaf.path.length > 1 ? leaf.path.slice(1) : leaf.path).join('.');

/**
 * A BAD_USER_INPUT naming the field, never a 500. A lone surrogate written inline stops the parser, so
 * its refusal can name only the field's own name (the last name of the path), not the path to it.
 */
function judge(tally: Tally, what: string, leaf: TextLeaf, answer: Awaited<ReturnType<typeof post>>, unparsed = false) {
  const code = answer.error?.extensions?.code ?? `HTTP ${answer.status} without error`;
  const outcome = answer.status >= 500 ? '500' : code;
  const leafName = String(leaf.path.findLast((segment) => typeof segment === 'string'));
  const field = unparsed ? leafName : expectedField(leaf);
  const named = answer.error?.extensions?.field === field && answer.error.message.includes(unparsed ? leafName : leaf.path.join('.'));
  const fine = answer.status === 400 && code === 'BAD_USER_INPUT' && named;
  tally.count(
    outcome,
    fine
      ? undefined
      : `${what}: ${answer.status} ${code} ${answer.error?.message ?? ''} (field ${String(answer.error?.extensions?.field)})`,
  );
}

const argumentsOf = (field: Field) =>
  field.args.map((arg) => ({ arg, value: sampleValue(arg.type, arg.name), leaves: textLeaves(arg.type, [arg.name]) }));

describe('poisoned text in every GraphQL operation', () => {
  it('is refused as BAD_USER_INPUT naming the field, sent as variables', async () => {
    const tally = new Tally();
    const before = await databaseDigest(file.service.app.db);
    const calls = fields.flatMap((field) => {
      const args = argumentsOf(field);
      const signature = args.map(({ arg }) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
      const query = `${field.operation} ${signature ? `(${signature})` : ''} { ${field.name}${args.length ? `(${args.map(({ arg }) => `${arg.name}: $${arg.name}`).join(', ')})` : ''} ${selectionOf(field)} }`;
      const variables = Object.fromEntries(args.map(({ arg, value }) => [arg.name, value]));
      return args
        .flatMap(({ leaves }) => leaves)
        .flatMap((leaf) => poisonsFor(leaf.isId).map(([poison, text]) => ({ field, query, leaf, poison, text, variables })));
    });
    await inBatches(calls, BATCH, async ({ field, query, leaf, poison, text, variables }) => {
      const [argument, ...below] = leaf.path;
      const poisoned = { ...variables, [argument!]: withValueAt(variables[argument as string], below, text) };
      judge(tally, `${field.name} ${leaf.path.join('.')} ${poison}`, leaf, await post({ query, variables: poisoned }));
    });
    console.log(tally.summary('GraphQL variables'));
    expect(tally.failures).toEqual([]);
    expect(tally.calls).toBeGreaterThan(fields.length);
    expect(await databaseDigest(file.service.app.db)).toEqual(before);
  });

  it('is refused written inline too', async () => {
    const tally = new Tally();
    const before = await databaseDigest(file.service.app.db);
    // JSON has no literal form (the service asks for it as a variable) and a file only comes as a variable.
    const inlineFields = fields.filter((field) => !field.args.some((arg) => hasType(arg, ['JSON', 'Upload'])));
    const calls = inlineFields.flatMap((field) =>
      argumentsOf(field).flatMap(({ arg, value, leaves }) =>
        leaves.flatMap((leaf) => poisonsFor(leaf.isId).map(([poison, text]) => ({ field, arg, value, leaf, poison, text }))),
      ),
    );
    await inBatches(calls, BATCH, async ({ field, arg, value, leaf, poison, text }) => {
      const others = argumentsOf(field)
        .filter((other) => other.arg.name !== arg.name)
        .map((other) => `${other.arg.name}: ${literal(other.value, other.arg.type)}`);
      const written = `${arg.name}: ${literal(withValueAt(value, leaf.path.slice(1), text), arg.type)}`;
      const query = `${field.operation} { ${field.name}(${[written, ...others].join(', ')}) ${selectionOf(field)} }`;
      judge(
        tally,
        `${field.name} ${leaf.path.join('.')} ${poison} inline`,
        leaf,
        await post({ query }),
        text === TEXT_POISONS.loneSurrogate,
      );
    });
    console.log(tally.summary('GraphQL inline literals'));
    expect(tally.failures).toEqual([]);
    expect(tally.calls).toBeGreaterThan(inlineFields.length);
    expect(await databaseDigest(file.service.app.db)).toEqual(before);
  });

  it('keeps tab, line feed and carriage return in text', async () => {
    // A text that may span lines (single-line names refuse them by their form's rule, src/core/forms/field-rules.ts).
    const clientId = (await file.service.app.db.query<{ id: string }>('select id from clients order by name limit 1'))[0]!.id;
    const result = await file.service.graphql(
      DEMO.admin,
      'mutation ($input: ModifyClientInput!) { modifyClient(input: $input) { message } }',
      {
        input: { clientId, advertisingDisclaimer: 'Tabs\tand\r\nlines' },
      },
    );
    expect(result.errors).toBeUndefined();
    const [row] = await file.service.app.db.query<{ advertising_disclaimer: string }>(
      'select advertising_disclaimer from clients where id = $1',
      [clientId],
    );
    expect(row!.advertising_disclaimer).toBe('Tabs\tand\r\nlines');
  });
});
