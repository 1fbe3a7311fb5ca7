// The page's one GraphQL client (spec section 7): POST with query, variables and operationName as JSON, the
// bearer token on every call, no timeout and no retries. Failures follow the error catalogue (spec section 8):
// a refused session sends the user to sign in again; every failure is logged with its operation and rethrown.
import { ClientError, GraphQLClient, type RequestMiddleware } from 'graphql-request';
import {
  GRAPHQL_MISSING_TOKEN_MESSAGE,
  GRAPHQL_NOT_INITIALIZED_MESSAGE,
  MISSING_ACCESS_TOKEN_CODE,
  NOT_INITIALIZED_CODE,
  PortalApiError,
} from './api-error.ts';
import type { OperationDocument } from './generated/operations.ts';
import { isFailedAnswer, toPortalApiError, type GraphQLOutcome } from './graphql-errors.ts';
import { sendUpload, type GraphQLSession, type UploadOptions } from './upload.ts';

export const DEFAULT_GRAPHQL_ENDPOINT = '/graphql';

export interface GraphQLSettings {
  /** Where GraphQL answers: absolute, or relative to the page (default '/graphql'). */
  endpoint?: string;
}

export interface GraphQLClientOptions {
  /** Left out when the page was not configured for GraphQL: every call then fails with the not-initialized error. */
  graphql?: GraphQLSettings;
  getAccessToken(): Promise<string | undefined>;
  /** Sends the user to sign in, coming back to `returnTo`; `error` says why (FORBIDDEN, 401, ...). */
  redirectToLogin(returnTo: string, error: PortalApiError): void;
  /** Shows an error toast; called when an upload fails. */
  notifyError?(message: string): void;
  /** The path to come back to after signing in (default: the page's path, query and hash). */
  currentPath?(): string;
  /** What a relative endpoint is resolved against (default: the page's URL). */
  baseUrl?: string;
  fetch?: typeof fetch;
  logger?: Pick<Console, 'error'>;
}

export interface GraphQLCallOptions {
  signal?: AbortSignal;
}
/** An upload may also report how far its bytes have gone. */
export type UploadCallArgs<V> =
  Record<never, never> extends V ? [variables?: V, options?: UploadOptions] : [variables: V, options?: UploadOptions];
/** Variables may be left out only when the operation takes none that are required. */
export type GraphQLCallArgs<V> =
  Record<never, never> extends V ? [variables?: V, options?: GraphQLCallOptions] : [variables: V, options?: GraphQLCallOptions];

export interface PortalGraphQLClient {
  request<R, V>(document: OperationDocument<R, V>, ...args: GraphQLCallArgs<V>): Promise<R>;
  /** Sends the operation as a GraphQL multipart request; every File or Blob in the variables becomes a file part. */
  upload<R, V>(document: OperationDocument<R, V>, ...args: UploadCallArgs<V>): Promise<R>;
}

const OPERATION_NAME = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/**
 * Writes the operation's name into the request's JSON body. graphql-request would find it by parsing the whole
 * document with graphql-js on every call (measured: some 25 ms of a page's start at 4x CPU); ours are generated,
 * one named operation each, so the client is told to leave the name out and this reads it from the text instead.
 */
const withOperationName: RequestMiddleware = (request) => {
  if (typeof request.body !== 'string') return request;
  const body = JSON.parse(request.body) as { query?: unknown };
  const operationName = typeof body.query === 'string' ? OPERATION_NAME.exec(body.query)?.[1] : undefined;
  return operationName ? { ...request, body: JSON.stringify({ ...body, operationName }) } : request;
};
const pagePath = () => (globalThis.location ? `${location.pathname}${location.search}${location.hash}` : '/');

function resolveEndpoint(endpoint: string, baseUrl: string | undefined): string {
  const base = baseUrl ?? globalThis.location?.href;
  try {
    return new URL(endpoint, base).href;
  } catch {
    throw new Error(
      `GraphQL endpoint "${endpoint}" is not a URL and there is no page URL to resolve it against: give an absolute endpoint or a baseUrl.`,
    );
  }
}

const outcomeOfThrown = (error: unknown): GraphQLOutcome =>
  error instanceof ClientError
    ? { status: error.response.status, errors: error.response.errors, hasData: error.response.data != null, cause: error }
    : { cause: error };

export function createGraphQLClient(options: GraphQLClientOptions): PortalGraphQLClient {
  const logger = options.logger ?? console;
  // Late-bound so a test or host may swap fetch, and never called as a method (browsers refuse an unbound window.fetch).
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = options.graphql ? resolveEndpoint(options.graphql.endpoint ?? DEFAULT_GRAPHQL_ENDPOINT, options.baseUrl) : undefined;
  const client = url
    ? new GraphQLClient(url, { fetch: fetchImpl, excludeOperationName: true, requestMiddleware: withOperationName })
    : undefined;

  const report = (error: PortalApiError): never => {
    if (error.redirectingToLogin) options.redirectToLogin((options.currentPath ?? pagePath)(), error);
    logger.error(`GraphQL ${error.operationName ?? 'operation'} failed: ${error.message}`, error);
    throw error;
  };

  const session: GraphQLSession = {
    fetch: fetchImpl,
    async prepare(document) {
      const operationName = OPERATION_NAME.exec(document)?.[1];
      if (!url) return report(new PortalApiError(GRAPHQL_NOT_INITIALIZED_MESSAGE, { code: NOT_INITIALIZED_CODE, operationName }));
      const token = await options.getAccessToken();
      if (!token) return report(new PortalApiError(GRAPHQL_MISSING_TOKEN_MESSAGE, { code: MISSING_ACCESS_TOKEN_CODE, operationName }));
      return { url, authorization: `Bearer ${token}`, operationName };
    },
    fail(outcome, operationName, signal) {
      if (signal?.aborted && outcome.cause !== undefined) throw outcome.cause;
      return report(toPortalApiError(outcome, operationName));
    },
    notifyError: options.notifyError ?? (() => {}),
  };

  return {
    async request<R, V>(document: OperationDocument<R, V>, ...[variables, callOptions]: GraphQLCallArgs<V>): Promise<R> {
      const { authorization, operationName } = await session.prepare(document);
      const signal = callOptions?.signal;
      let outcome: GraphQLOutcome;
      let data: R | undefined;
      try {
        const response = await client!.rawRequest<R>({
          query: document,
          variables: variables as object | undefined,
          requestHeaders: { authorization },
          signal,
        });
        outcome = { status: response.status, errors: response.errors, hasData: response.data != null };
        data = response.data;
      } catch (error) {
        outcome = outcomeOfThrown(error);
      }
      if (isFailedAnswer(outcome)) session.fail(outcome, operationName, signal);
      return data as R;
    },
    upload: (document, ...[variables, callOptions]) => sendUpload(session, document, variables, callOptions),
  };
}
