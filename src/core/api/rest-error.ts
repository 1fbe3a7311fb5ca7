// The REST side of the error catalogue (spec section 8): a status from 400 to 511 raises its standard reason
// text, any other status that is not OK a generic error with status, status text and body, and a cancelled
// request 'Request aborted'. The body stays on the error for whoever wants the service's own detail.
import { HTTP_REASON_PHRASES } from './http-reasons.ts';

export const REQUEST_ABORTED_MESSAGE = 'Request aborted';

export interface RestApiErrorDetails {
  method: string;
  url: string;
  status?: number;
  statusText?: string;
  /** The answer's body: parsed JSON (the service's `{ status, title, detail }` problem), text, or undefined. */
  body?: unknown;
  aborted?: boolean;
  cause?: unknown;
}

export class RestApiError extends Error {
  override readonly name = 'RestApiError';
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly statusText: string | undefined;
  readonly body: unknown;
  readonly aborted: boolean;

  constructor(message: string, details: RestApiErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.method = details.method;
    this.url = details.url;
    this.status = details.status;
    this.statusText = details.statusText;
    this.body = details.body;
    this.aborted = details.aborted ?? false;
  }
}

function describeBody(body: unknown): string {
  try {
    return JSON.stringify(body, null, 2) ?? 'undefined';
  } catch {
    return String(body);
  }
}

export const genericRestErrorMessage = (status: number, statusText: string, body: unknown) =>
  `Generic Error: status: ${status}; status text: ${statusText || 'unknown'}; body: ${describeBody(body)}`;

/** The message for a status that is not OK. */
export const restErrorMessage = (status: number, statusText: string, body: unknown) =>
  HTTP_REASON_PHRASES[status] ?? genericRestErrorMessage(status, statusText, body);
