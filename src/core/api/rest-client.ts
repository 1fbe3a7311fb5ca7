// The page's one REST client for the service's /v1 API (spec section 7): the bearer token on every call, JSON
// bodies, no timeout, no retries; errors as rest-error.ts spells them. Calls are typed from the OpenAPI contract.
import type { ListParams } from './list-params.ts';
import { toQueryString } from './list-params.ts';
import { REQUEST_ABORTED_MESSAGE, RestApiError, restErrorMessage } from './rest-error.ts';
import type {
  HttpMethod,
  ListItem,
  ListPage,
  ListPath,
  RestCallArgs,
  RestOperation,
  RestPath,
  RestResult,
  SortColumnOf,
} from './rest-types.ts';
import { postWithProgress, type UploadProgress } from './upload-progress.ts';

export const DEFAULT_REST_BASE_URL = '/v1';
export const REST_MISSING_TOKEN_MESSAGE = 'REST client requires an access token to be provided: sign in first.';

export interface RestClientOptions {
  /** Where the REST API answers: absolute, or relative to the page (default '/v1'). */
  baseUrl?: string;
  getAccessToken(): Promise<string | undefined>;
  /** What a relative baseUrl is resolved against (default: the page's URL). */
  pageUrl?: string;
  fetch?: typeof fetch;
}

type Call<M extends HttpMethod> = <P extends RestPath<M>>(
  path: P,
  ...args: RestCallArgs<RestOperation<M, P>>
) => Promise<RestResult<RestOperation<M, P>>>;

/** A file the service answered: its bytes, its type, and the name its Content-Disposition gives (null when it shows inline). */
export interface RestFile {
  blob: Blob;
  contentType: string;
  fileName: string | null;
}

export interface RestClient {
  get: Call<'get'>;
  post: Call<'post'>;
  put: Call<'put'>;
  delete: Call<'delete'>;
  /** One page of a list: the list parameters go in the query string. */
  list<P extends ListPath>(
    path: P,
    params?: ListParams<SortColumnOf<P>>,
    options?: { signal?: AbortSignal },
  ): Promise<ListPage<ListItem<P>>>;
  /** A GET that answers a file (a download), whatever its type. */
  download<P extends RestPath<'get'>>(path: P, ...args: RestCallArgs<RestOperation<'get', P>>): Promise<RestFile>;
}

interface RawOptions {
  path?: Record<string, string | number>;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
  /** A multipart POST reports how far its bytes have gone (in a browser, through XMLHttpRequest). */
  onProgress?: (progress: UploadProgress) => void;
}

/** The file name of `attachment; filename="a.pdf"` (or its RFC 5987 `filename*=UTF-8''a.pdf`), null without one. */
export function attachmentName(disposition: string | null): string | null {
  if (!disposition || !/^\s*attachment/i.test(disposition)) return null;
  const encoded = /filename\*\s*=\s*[\w-]+'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // not percent-encoded after all: the plain name below
    }
  }
  return /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(disposition)?.[1]?.trim() ?? null;
}

/** The REST API's absolute base, without a trailing slash (the live stream is read beside the client, at its base). */
export function resolveRestBase(baseUrl: string, pageUrl: string | undefined): string {
  try {
    return new URL(baseUrl, pageUrl ?? globalThis.location?.href).href.replace(/\/$/, '');
  } catch {
    throw new Error(
      `REST base URL "${baseUrl}" is not a URL and there is no page URL to resolve it against: give an absolute baseUrl or a pageUrl.`,
    );
  }
}

function fillPath(template: string, values: RawOptions['path']): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values?.[name];
    if (value === undefined) throw new Error(`REST path ${template} needs a value for {${name}}: pass it in options.path.`);
    return encodeURIComponent(String(value));
  });
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json') && type !== '' && !type.startsWith('text/')) return response.blob();
  const text = await response.text();
  if (!text || !type.includes('json')) return text || undefined;
  try {
    return JSON.parse(text);
  } catch {
    // Says JSON but is not: keep the text so the error can show it.
    return text;
  }
}

export function createRestClient(options: RestClientOptions): RestClient {
  const base = resolveRestBase(options.baseUrl ?? DEFAULT_REST_BASE_URL, options.pageUrl);
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function send(method: HttpMethod, path: string, raw: RawOptions, asFile: boolean): Promise<{ response: Response; body: unknown }> {
    const url = `${base}${fillPath(path, raw.path)}${toQueryString(raw.query)}`;
    const verb = method.toUpperCase();
    const aborted = (cause?: unknown) => new RestApiError(REQUEST_ABORTED_MESSAGE, { method: verb, url, aborted: true, cause });
    if (raw.signal?.aborted) throw aborted(raw.signal.reason);
    const token = await options.getAccessToken();
    if (!token) throw new RestApiError(REST_MISSING_TOKEN_MESSAGE, { method: verb, url });
    const isForm = typeof FormData !== 'undefined' && raw.body instanceof FormData;
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (raw.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    let response: Response;
    let body: unknown;
    try {
      const init: RequestInit = { method: verb, headers, signal: raw.signal };
      if (raw.body !== undefined) init.body = isForm ? (raw.body as FormData) : JSON.stringify(raw.body);
      const withProgress = isForm && verb === 'POST' && raw.onProgress && typeof XMLHttpRequest !== 'undefined';
      response = withProgress
        ? await postWithProgress(url, { body: raw.body as FormData, headers, signal: raw.signal }, raw.onProgress!)
        : await fetchImpl(url, init);
      body = asFile && response.ok ? await response.blob() : await readBody(response);
    } catch (error) {
      if (raw.signal?.aborted) throw aborted(error);
      const reason = error instanceof Error ? error.message : String(error);
      throw new RestApiError(`${verb} ${url} could not be completed (${reason}): check the connection and the API address.`, {
        method: verb,
        url,
        cause: error,
      });
    }
    if (!response.ok) {
      const details = { method: verb, url, status: response.status, statusText: response.statusText, body };
      throw new RestApiError(restErrorMessage(response.status, response.statusText, body), details);
    }
    return { response, body };
  }
  const call = async (method: HttpMethod, path: string, raw: RawOptions = {}) => (await send(method, path, raw, false)).body;

  const typed = <M extends HttpMethod>(method: M) => ((path: string, raw?: RawOptions) => call(method, path, raw)) as unknown as Call<M>;
  return {
    get: typed('get'),
    post: typed('post'),
    put: typed('put'),
    delete: typed('delete'),
    list: (path, params, listOptions) => call('get', path, { query: params, signal: listOptions?.signal }) as Promise<never>,
    download: async (path: string, raw?: RawOptions) => {
      const { response, body } = await send('get', path, raw ?? {}, true);
      const blob = body as Blob;
      return {
        blob,
        contentType: response.headers.get('content-type') ?? blob.type,
        fileName: attachmentName(response.headers.get('content-disposition')),
      };
    },
  } as RestClient;
}
