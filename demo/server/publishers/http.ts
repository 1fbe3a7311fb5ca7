import { PublishError } from './publishers.ts';

/** How the adapters reach their targets: an injectable fetch and one deadline per call. */
export interface PublisherHttp {
  fetch: typeof fetch;
  timeoutMs: number;
}

export interface TargetRequest {
  /** The adapter's name, carried on every PublishError ('WordPress', 'Bubble', 'Ayrshare'). */
  target: string;
  /** Who was called, in words: 'WordPress at https://firm.example'. */
  where: string;
  url: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  headers: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (a file upload); the caller names the type. */
  raw?: { data: Uint8Array<ArrayBuffer>; contentType: string };
  /** The target's own words for a failure, when the adapter knows them better than the generic text. */
  explain?: (failure: TargetFailure) => string | undefined;
}

/** Why a call failed, as the adapters see it when they explain the failure in the target's terms. */
export type TargetFailure =
  | { kind: 'unreachable'; reason: string; timedOut: boolean }
  | { kind: 'redirected'; status: number; location: string }
  /** The target answered an error status; `body` is its parsed JSON, or its text when it was not JSON. */
  | { kind: 'refused'; status: number; statusText: string; body: unknown };

/**
 * One call to a publishing target. Every failure becomes a PublishError that says who refused or
 * could not be reached and why, in the target's own words when it gave any.
 */
export async function callTarget(http: PublisherHttp, request: TargetRequest): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.raw) headers['content-type'] = request.raw.contentType;
  const fail = (failure: TargetFailure, fallback: string, status?: number): never => {
    throw new PublishError(request.target, request.explain?.(failure) ?? fallback, status, codeOf(failure));
  };
  let response: Response;
  let text: string;
  try {
    response = await http.fetch(request.url, {
      method: request.method,
      headers,
      body: request.raw ? request.raw.data : request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(http.timeoutMs),
      // Following a redirect would turn a POST into a GET that publishes nothing; say where it pointed instead.
      redirect: 'manual',
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    const reason = reasonOf(error, http.timeoutMs);
    return fail({ kind: 'unreachable', reason, timedOut }, `${request.where} could not be reached: ${reason}`);
  }
  if (response.status >= 300 && response.status < 400) {
    const location = response.headers.get('location') ?? 'another address';
    return fail(
      { kind: 'redirected', status: response.status, location },
      `${request.where} redirected the request to ${location}; use that address in the settings.`,
      response.status,
    );
  }
  const body = parseJson(text);
  if (!response.ok) {
    const message = targetMessage(body) ?? (response.statusText || 'no explanation given');
    return fail(
      { kind: 'refused', status: response.status, statusText: response.statusText, body },
      `${request.where} refused the request (${response.status}): ${message}`,
      response.status,
    );
  }
  return { status: response.status, body };
}

/** The machine-readable reason a target gave (WordPress's `code`), kept on the error for callers. */
function codeOf(failure: TargetFailure): string | undefined {
  if (failure.kind !== 'refused' || !failure.body || typeof failure.body !== 'object') return undefined;
  const code = (failure.body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The explanation a target put in its error body: WordPress and Ayrshare use `message`, Bubble nests it in `body`. */
export function targetMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' && body.length < 300 && !body.trimStart().startsWith('<') ? body : undefined;
  const record = body as { message?: unknown; body?: { message?: unknown }; errors?: Array<{ message?: unknown }> };
  const candidates = [record.message, record.body?.message, Array.isArray(record.errors) ? record.errors[0]?.message : undefined];
  const found = candidates.find((value) => typeof value === 'string' && value.trim() !== '');
  return found as string | undefined;
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  // fetch wraps the socket error ("connect ECONNREFUSED ...") in its cause; that is the useful part.
  const cause = error instanceof Error ? (error.cause as { message?: string } | undefined) : undefined;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** An http(s) base URL without its trailing slash, or a PublishError naming the setting to fix. */
export function baseUrl(target: string, label: string, raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new PublishError(target, `${label} "${raw}" is not a web address; correct it in the client's settings.`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new PublishError(target, `${label} "${raw}" must start with http:// or https://.`);
  }
  return parsed.toString().replace(/\/+$/, '');
}

/** The answer's field as a non-empty string, or a PublishError saying the target answered without it. */
export function requiredField(target: string, where: string, body: unknown, field: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
  throw new PublishError(target, `${where} answered without the post's ${field}; check the post there before trying again.`);
}
