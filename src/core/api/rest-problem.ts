import { RestApiError } from './rest-error.ts';

/** What a refused call says about itself: its status, the service's own detail, and the field or parameter at fault. */
export interface CallProblem {
  status: number | null;
  detail: string;
  field: string | null;
  aborted: boolean;
}

/**
 * A failed REST call as a page explains it: the service's problem detail (`{ status, title, detail, field }`) when it
 * gave one, otherwise the error catalogue's text (the standard reason, 'Request aborted', a network failure).
 */
export function callProblem(error: unknown): CallProblem {
  if (!(error instanceof RestApiError))
    return { status: null, detail: error instanceof Error ? error.message : String(error), field: null, aborted: false };
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    detail?: unknown;
    field?: unknown;
    parameter?: unknown;
  };
  const detail = typeof body.detail === 'string' && body.detail.trim() ? body.detail : error.message;
  const field = typeof body.field === 'string' ? body.field : typeof body.parameter === 'string' ? body.parameter : null;
  return { status: error.status ?? null, detail, field, aborted: error.aborted };
}
