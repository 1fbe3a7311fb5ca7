// File uploads as GraphQL multipart requests (github.com/jaydenseric/graphql-multipart-request-spec): an
// `operations` part with every file replaced by null, a `map` part naming where each file goes, then the files.
// The GraphQL-Preflight header is what lets the service accept them (a browser cannot send it cross-site without
// a CORS preflight). A failed upload shows an error toast, then fails like any other call.
import { PortalApiError, UNKNOWN_ERROR_MESSAGE } from './api-error.ts';
import type { GraphQLOutcome } from './graphql-errors.ts';
import { isFailedAnswer } from './graphql-errors.ts';
import { postWithProgress, type UploadProgress } from './upload-progress.ts';

export const GRAPHQL_PREFLIGHT_HEADER = 'GraphQL-Preflight';

/** What an upload needs from the GraphQL client: where to send with which token, and how a failure is reported. */
export interface GraphQLSession {
  fetch: typeof fetch;
  prepare(document: string): Promise<{ url: string; authorization: string; operationName: string | undefined }>;
  /** Throws the catalogue's error for an outcome (redirecting and logging first); an aborted call's own error passes through. */
  fail(outcome: GraphQLOutcome, operationName: string | undefined, signal?: AbortSignal): never;
  notifyError(message: string): void;
}
const ACCEPT = 'application/graphql-response+json, application/json';

const isFile = (value: unknown): value is Blob => typeof Blob !== 'undefined' && value instanceof Blob;
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** The variables with every file set to null, and each file with the paths it was found at ('variables.input.file'). */
export function extractFiles(variables: unknown): { variables: unknown; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (isFile(value)) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}.${index}`));
    if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, `${path}.${key}`)]));
    return value;
  };
  return { variables: walk(variables, 'variables'), files };
}

export function buildMultipartBody(query: string, variables: unknown, operationName: string | undefined): FormData {
  const extracted = extractFiles(variables);
  const entries = [...extracted.files.entries()];
  const form = new FormData();
  form.set('operations', JSON.stringify({ query, variables: extracted.variables, operationName }));
  form.set('map', JSON.stringify(Object.fromEntries(entries.map(([, paths], index) => [String(index), paths]))));
  entries.forEach(([file], index) => form.set(String(index), file, file instanceof File ? file.name : 'blob'));
  return form;
}

async function readAnswer(response: Response): Promise<{ data?: unknown; errors?: GraphQLOutcome['errors'] } | undefined> {
  const text = await response.text();
  try {
    return JSON.parse(text) as { data?: unknown; errors?: GraphQLOutcome['errors'] };
  } catch {
    // Not JSON (a proxy's error page, say): the status alone tells what happened.
    return undefined;
  }
}

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the bytes go out; in a browser this sends with XMLHttpRequest, which alone reports them. */
  onProgress?: (progress: UploadProgress) => void;
}

async function attemptUpload<R>(
  session: GraphQLSession,
  document: string,
  variables: unknown,
  { signal, onProgress }: UploadOptions,
): Promise<R> {
  const { url, authorization, operationName } = await session.prepare(document);
  let outcome: GraphQLOutcome;
  let data: unknown;
  try {
    const init = {
      body: buildMultipartBody(document, variables, operationName),
      headers: { authorization, accept: ACCEPT, [GRAPHQL_PREFLIGHT_HEADER]: '1' },
      signal,
    };
    const response =
      onProgress && typeof XMLHttpRequest !== 'undefined'
        ? await postWithProgress(url, init, onProgress)
        : await session.fetch(url, { method: 'POST', ...init });
    const answer = await readAnswer(response);
    data = answer?.data;
    outcome = { status: response.status, errors: answer?.errors, hasData: data != null };
  } catch (error) {
    outcome = { cause: error };
  }
  if (isFailedAnswer(outcome)) session.fail(outcome, operationName, signal);
  return data as R;
}

export async function sendUpload<R>(
  session: GraphQLSession,
  document: string,
  variables: unknown,
  options: UploadOptions = {},
): Promise<R> {
  const { signal } = options;
  try {
    return await attemptUpload<R>(session, document, variables, options);
  } catch (error) {
    // No toast for a cancelled upload, nor for one that is sending the user to sign in: the page is going away.
    const redirecting = error instanceof PortalApiError && error.redirectingToLogin;
    if (!signal?.aborted && !redirecting)
      session.notifyError(error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE);
    throw error;
  }
}
