import { GraphQLError } from 'graphql';

/** The error codes the portal's error catalogue (spec section 8) reacts to. */
export type ErrorCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'ILLEGAL_TRANSITION'
  | 'PUBLISH_FAILED';

export function serviceError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}

export const unauthorized = (reason: string) => serviceError('UNAUTHORIZED', `Sign in again: ${reason}`, { http: { status: 401 } });

export const forbidden = (what: string) => serviceError('FORBIDDEN', `You do not have access to ${what}.`);

export const notFound = (kind: string, field: string, id: unknown) =>
  serviceError('NOT_FOUND', `No ${kind} with ${field} "${String(id)}".`, { field });

export const badInput = (field: string, problem: string) => serviceError('BAD_USER_INPUT', `${field}: ${problem}`, { field });

export const conflict = (what: string, currentVersion: number, extensions: Record<string, unknown> = {}) =>
  serviceError('CONFLICT', `${what} was changed by someone else (now version ${currentVersion}). Reload it and apply your change again.`, {
    currentVersion,
    ...extensions,
  });

export const illegalTransition = (kind: string, action: string, status: string) =>
  serviceError('ILLEGAL_TRANSITION', `Cannot ${action}: the ${kind} is ${status}.`, { status });
