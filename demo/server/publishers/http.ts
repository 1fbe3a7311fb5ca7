import type { Outbound } from '../outbound/outbound.ts';
import { SiteUnreachable } from '../outbound/outbound.ts';
import { PublishError } from './publishers.ts';

/** How the adapters reach their targets: the service's one way out (outbound/) and one deadline per call. */
export interface PublisherHttp {
  outbound: Outbound;
  timeoutMs: number;
  /** The service's own origin (PUBLIC_URL): featured images are downloaded from there only. */
  ownOrigin?: string;
}

export interface TargetRequest {
  /** The adapter's name, carried on every PublishError ('WordPress', 'Bubble', 'Ayrshare'). */
  target: string;
  /** Who was called, in words: 'WordPress at https://firm.example'. */
  where: string;
  url: string;
  /**
   * `firm`: an address a firm or staff saved (its WordPress, its Bubble app), checked on the way out, and its failures
   * told in the target's words without the other server's; `configured`: the service's own configuration.
   */
  destination: 'firm' | 'configured';
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
  /** No answer: refused address, closed port, timeout, no such name. `reason` is for the log only. */
  | { kind: 'unreachable'; reason: string; timedOut: boolean }
  | { kind: 'redirected'; status: number; location: string }
  /** The target answered an error status; `body` is its parsed JSON, or its text when it was not JSON. */
  | { kind: 'refused'; status: number; statusText: string; body: unknown };

/**
 * One call to a publishing target. Every failure becomes a PublishError that says who refused or could not be
 * reached. A firm's address gets the adapter's words only, and a status only when the target answered as itself
 * (with its own error code): anything else looks to the person like a site that could not be reached.
 */
export async function callTarget(http: PublisherHttp, request: TargetRequest): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.raw) headers['content-type'] = request.raw.contentType;
  const firm = request.destination === 'firm';
  const fail = (failure: TargetFailure, fallback: string): never => {
    const code = codeOf(failure);
    const status = failure.kind === 'unreachable' || (firm && code === undefined) ? undefined : failure.status;
    throw new PublishError(request.target, request.explain?.(failure) ?? fallback, status, code);
  };
  let status: number;
  let location: string | null;
  let statusText: string;
  let text: string;
  try {
    const send = firm ? http.outbound.site : http.outbound.configured;
    const response = await send(request.url, {
      method: request.method,
      headers,
      body: request.raw ? request.raw.data : request.body === undefined ? undefined : JSON.stringify(request.body),
      timeoutMs: http.timeoutMs,
    });
    // Following a redirect would turn a POST into a GET that publishes nothing, or lead somewhere unchecked.
    ({ status, statusText } = response);
    location = response.headers.get('location');
    text = await response.text();
  } catch (error) {
    const reason = error instanceof SiteUnreachable ? error.detail : error instanceof Error ? error.message : String(error);
    const timedOut = error instanceof SiteUnreachable && error.timedOut;
    return fail(
      { kind: 'unreachable', reason, timedOut },
      firm ? unreachableText(request.where) : `${request.where} could not be reached: ${reason}`,
    );
  }
  if (status >= 300 && status < 400) {
    const failure: TargetFailure = { kind: 'redirected', status, location: location ?? 'another address' };
    return fail(
      failure,
      firm
        ? unreachableText(request.where)
        : `${request.where} redirected the request to ${failure.location}; use that address in the settings.`,
    );
  }
  const body = parseJson(text);
  if (status >= 400) {
    const failure: TargetFailure = { kind: 'refused', status, statusText, body };
    if (firm)
      return fail(failure, codeOf(failure) === undefined ? unreachableText(request.where) : `${request.where} refused the request.`);
    return fail(
      failure,
      `${request.where} refused the request (${status}): ${targetMessage(body) ?? (statusText || 'no explanation given')}`,
    );
  }
  return { status, body };
}

const unreachableText = (where: string) =>
  `Could not reach ${where}. Check the address in the settings and that the site is up, then try again.`;

/** The machine-readable reason a target gave (WordPress's `code`, Bubble's `body.status`), kept on the error for callers. */
function codeOf(failure: TargetFailure): string | undefined {
  if (failure.kind !== 'refused' || !failure.body || typeof failure.body !== 'object') return undefined;
  const { code, body } = failure.body as { code?: unknown; body?: { status?: unknown } };
  if (typeof code === 'string') return code;
  return typeof body?.status === 'string' ? body.status : undefined;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The explanation a target put in its error body: Ayrshare uses `message`, Bubble nests it in `body`. Only for configured targets. */
function targetMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object')
    return typeof body === 'string' && body.length < 300 && !body.trimStart().startsWith('<') ? body : undefined;
  const record = body as { message?: unknown; body?: { message?: unknown }; errors?: Array<{ message?: unknown }> };
  const candidates = [record.message, record.body?.message, Array.isArray(record.errors) ? record.errors[0]?.message : undefined];
  const found = candidates.find((value) => typeof value === 'string' && value.trim() !== '');
  return found as string | undefined;
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
