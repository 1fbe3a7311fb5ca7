import type { BrowserContext, Request } from 'playwright-core';

export interface RequestLog {
  readonly requests: readonly Request[];
  stop(): void;
}

/** Every request of every page, frame and worker of the context from now until `stop()`. */
export function recordRequests(context: BrowserContext): RequestLog {
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  context.on('request', record);
  return { requests, stop: () => context.off('request', record) };
}

const withoutQuery = (url: string) => url.split('?')[0];

export const postsTo = (requests: readonly Request[], endpoint: string) =>
  requests.filter((request) => request.method() === 'POST' && withoutQuery(request.url()) === endpoint);

export interface GraphQLCall {
  operationName: string;
  variables: unknown;
}

/** The GraphQL operations sent to `endpoint`, by the operationName and variables of each POST body. */
export function graphqlCalls(requests: readonly Request[], endpoint: string): GraphQLCall[] {
  return postsTo(requests, endpoint).map((request) => {
    const body = request.postDataJSON() as { operationName?: string; query?: string; variables?: unknown };
    const operationName = body.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body.query ?? '')?.[1] ?? '(anonymous)';
    return { operationName, variables: body.variables ?? {} };
  });
}

/** Calls sent more than once with the same operationName and variables, as `Name {"variables"}`. */
export function repeatedCalls(calls: readonly GraphQLCall[]): string[] {
  const seen = new Map<string, number>();
  for (const call of calls) {
    const key = `${call.operationName} ${JSON.stringify(call.variables)}`;
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  return [...seen].filter(([, times]) => times > 1).map(([key, times]) => `${key} ×${times}`);
}

/** The token endpoint as the identity provider announces it (OpenID discovery), not a guessed path. */
export async function tokenEndpointOf(issuer: string): Promise<string> {
  const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { token_endpoint: string };
  return discovery.token_endpoint;
}
