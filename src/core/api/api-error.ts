// The GraphQL side of the error catalogue (spec section 8): its texts, and the one error type the client raises.

export const REDIRECTING_TO_LOGIN_MESSAGE = 'Redirecting to login...';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';
export const GRAPHQL_NOT_INITIALIZED_MESSAGE =
  'GraphQL client not initialized. Please provide graphql configuration when creating the client.';
export const GRAPHQL_MISSING_TOKEN_MESSAGE = 'GraphQL client requires an access token to be provided';
/** The text for an answer that is not OK, or has no data, and names no error. */
export const graphQLStatusMessage = (status: number) => `GraphQL Error (Code: ${status})`;

/** Codes for failures found before anything is sent (the server's own codes come from `extensions.code`). */
export const NOT_INITIALIZED_CODE = 'NOT_INITIALIZED';
export const MISSING_ACCESS_TOKEN_CODE = 'MISSING_ACCESS_TOKEN';

/** One entry of a GraphQL answer's `errors`, as far as the client reads it. */
export interface GraphQLErrorEntry {
  message?: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: unknown; message?: unknown; [key: string]: unknown };
}

export interface PortalApiErrorDetails {
  /** The first error's `extensions.code` (FORBIDDEN, BAD_USER_INPUT, ...) or one of the client's own codes above. */
  code?: string;
  /** The HTTP status of the answer, when there was one. */
  status?: number;
  operationName?: string;
  /** True when the user is being sent to sign in again (FORBIDDEN, UNAUTHORIZED, AUTH_NOT_AUTHORIZED, 401, 403). */
  redirectingToLogin?: boolean;
  /** Every error the server answered with. */
  errors?: readonly GraphQLErrorEntry[];
  cause?: unknown;
}

/** What a failed GraphQL call raises: the message is the catalogue's text, the details say what happened. */
export class PortalApiError extends Error {
  override readonly name = 'PortalApiError';
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly operationName: string | undefined;
  readonly redirectingToLogin: boolean;
  readonly errors: readonly GraphQLErrorEntry[];

  constructor(message: string, details: PortalApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = details.code;
    this.status = details.status;
    this.operationName = details.operationName;
    this.redirectingToLogin = details.redirectingToLogin ?? false;
    this.errors = details.errors ?? [];
  }
}
