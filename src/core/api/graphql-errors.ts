// Turns what a GraphQL call got back into the error of the catalogue (spec section 8). Pure: the client
// does the redirect and the logging.
import {
  graphQLStatusMessage,
  PortalApiError,
  REDIRECTING_TO_LOGIN_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  type GraphQLErrorEntry,
} from './api-error.ts';

/** Error codes that mean the session does not let the user in: they are sent to sign in again. */
export const LOGIN_REDIRECT_CODES: ReadonlySet<string> = new Set(['FORBIDDEN', 'UNAUTHORIZED', 'AUTH_NOT_AUTHORIZED']);
export const LOGIN_REDIRECT_STATUSES: ReadonlySet<number> = new Set([401, 403]);

/** What came back from one call: an HTTP answer (status, errors, whether it held data) or only a thrown cause. */
export interface GraphQLOutcome {
  status?: number;
  errors?: readonly GraphQLErrorEntry[];
  hasData?: boolean;
  cause?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const codeOf = (entry: GraphQLErrorEntry | undefined) => text(entry?.extensions?.code);

/** A failure is an answer that is not OK, names errors, or carries no data. */
export const isFailedAnswer = (outcome: GraphQLOutcome) =>
  outcome.status === undefined || outcome.status < 200 || outcome.status > 299 || (outcome.errors?.length ?? 0) > 0 || !outcome.hasData;

export function needsLogin(outcome: GraphQLOutcome): boolean {
  if (outcome.status !== undefined && LOGIN_REDIRECT_STATUSES.has(outcome.status)) return true;
  return (outcome.errors ?? []).some((entry) => LOGIN_REDIRECT_CODES.has(codeOf(entry) ?? ''));
}

/** The first error's message, with its `extensions.message` after it when that says something more. */
function firstErrorMessage(entry: GraphQLErrorEntry): string {
  const message = text(entry.message);
  const detail = text(entry.extensions?.message);
  if (message && detail && detail !== message) return `${message}: ${detail}`;
  return message ?? detail ?? UNKNOWN_ERROR_MESSAGE;
}

export function failureMessage(outcome: GraphQLOutcome): string {
  if (needsLogin(outcome)) return REDIRECTING_TO_LOGIN_MESSAGE;
  const [first] = outcome.errors ?? [];
  if (first) return firstErrorMessage(first);
  if (outcome.status !== undefined) return graphQLStatusMessage(outcome.status);
  return (outcome.cause instanceof Error && text(outcome.cause.message)) || UNKNOWN_ERROR_MESSAGE;
}

export function toPortalApiError(outcome: GraphQLOutcome, operationName: string | undefined): PortalApiError {
  const errors = outcome.errors ?? [];
  const redirectingToLogin = needsLogin(outcome);
  const loginCode = errors.map(codeOf).find((code) => code !== undefined && LOGIN_REDIRECT_CODES.has(code));
  return new PortalApiError(failureMessage(outcome), {
    code: (redirectingToLogin ? loginCode : undefined) ?? codeOf(errors[0]),
    status: outcome.status,
    operationName,
    redirectingToLogin,
    errors,
    cause: outcome.cause,
  });
}
