import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLFieldMap } from 'graphql';
import type { GraphQLResult, TestService } from './service.ts';

// GraphQL call helpers the server suites share. Each suite starts its own service in beforeAll, after
// these helpers are made, so the ones that call it take a getter (`() => service`) and read it per call.

export type GraphQLErrors = GraphQLResult<unknown>['errors'];

/** The string fields suites select from mutation payloads. */
export type Payload = Record<'message' | 'id' | 'jobId' | 'newJobId' | 'userId' | 'imageUrl', string>;
export interface Outcome {
  payload: Payload;
  errors: GraphQLErrors;
}

let mutationFields: GraphQLFieldMap<unknown, unknown> | undefined;
// Parsed on first use: only the suites that call mutations by name need the contract.
const inputTypeOf = (name: string) =>
  (mutationFields ??= buildSchema(readFileSync('src/core/api/schema.graphql', 'utf8')).getMutationType()!.getFields())[
    name
  ]!.args[0]!.type.toString();

/** `mutate(user, name, input, selection)`: calls a mutation by name, its input type taken from the contract. */
export function schemaMutator(service: () => TestService) {
  return async (user: string, name: string, input: Record<string, unknown>, selection = 'message'): Promise<Outcome> => {
    const type = inputTypeOf(name);
    const result = await service().graphql<Record<string, Payload>>(
      user,
      `mutation ($input: ${type}) { ${name}(input: $input) { ${selection} } }`,
      { input },
    );
    return { payload: result.data?.[name] ?? ({} as Payload), errors: result.errors };
  };
}

/** `mutate<T>(user, name, inputType, input, fields)`: calls a mutation whose (non-null) input type the caller names. */
export function inputTypeMutator(service: () => TestService) {
  return <T = Record<string, unknown>>(user: string, name: string, inputType: string, input: Record<string, unknown>, fields = 'message') =>
    service().graphql<Record<string, T>>(user, `mutation($input: ${inputType}!) { ${name}(input: $input) { ${fields} } }`, { input });
}

/** The first error's extensions, or {} when the call succeeded. */
export const errorOf = (result: Pick<GraphQLResult<unknown>, 'errors'>) => result.errors?.[0]?.extensions ?? {};

/** The first error's code; takes a call's result or just its `errors`, as suites pass either. */
export const codeOf = (from: GraphQLErrors | Pick<GraphQLResult<unknown>, 'errors'>) =>
  (Array.isArray(from) || !from ? from : from.errors)?.[0]?.extensions?.code;

export interface RawGraphQLAnswer {
  status: number;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }> };
}

/** POSTs any body (a batch, a query without variables) as JSON with a token, and reads the answer as sent. */
export async function postGraphQL(service: TestService, token: string, body: unknown): Promise<RawGraphQLAnswer> {
  const response = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as RawGraphQLAnswer['body'] };
}
