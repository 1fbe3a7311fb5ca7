import { PortalApiError } from './api-error.ts';
import { callProblem } from './rest-problem.ts';

/** A refused save as a form shows it: the field the service named (its input path), and what to do. */
export interface Refusal {
  /** The input field at fault (`name`, `keywords[2]`, `recipients`), or null when the refusal is about the whole form. */
  field: string | null;
  message: string;
  /** The service's code (BAD_USER_INPUT, CONFLICT, FORBIDDEN, ...) or the HTTP status for REST. */
  code: string | null;
}

/**
 * Reads a refused GraphQL or REST call. The service writes a field's refusal as `field: problem` with
 * `extensions.field` (GraphQL) or `{ detail, field }` (REST); the form shows the problem under the field, so
 * the field's name is taken off the front of the message.
 */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof PortalApiError) {
    const field = error.errors[0]?.extensions?.field;
    const named = typeof field === 'string' && field ? field : null;
    const message = named && error.message.startsWith(`${named}: `) ? error.message.slice(named.length + 2) : error.message;
    return { field: named, message, code: error.code ?? null };
  }
  const problem = callProblem(error);
  const message =
    problem.field && problem.detail.startsWith(`${problem.field}: `) ? problem.detail.slice(problem.field.length + 2) : problem.detail;
  return { field: problem.field, message, code: problem.status === null ? null : String(problem.status) };
}
