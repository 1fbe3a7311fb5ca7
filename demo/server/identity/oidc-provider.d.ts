// oidc-provider ships no TypeScript types; this declares only the part demo/server/identity
// uses, so the rest of the project keeps strict type checking without @types/oidc-provider.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcGrant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    resources?: Record<string, string>;
    save(): Promise<string>;
  }

  export interface OidcResourceServer {
    scopes: Set<string>;
  }

  export interface OidcContextState {
    route: string;
    params: Record<string, string | undefined>;
    client?: { clientId: string };
    session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    account?: { accountId: string; claims(): Promise<Record<string, unknown>> };
    result?: { consent?: { grantId?: string } };
    requestParamOIDCScopes: Set<string>;
    requestParamScopes: Set<string>;
    resourceServers: Record<string, OidcResourceServer>;
    provider: Provider;
  }

  export interface OidcContext {
    oidc: OidcContextState;
    body: unknown;
    type: string;
    status: number;
    set(field: string, value: string): void;
  }

  export interface OidcToken {
    kind: string;
    accountId?: string;
    /** The session the token was issued in (oidc-provider's Session uid). */
    sessionUid?: string;
    resourceServer?: unknown;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export type InteractionResults = Record<string, unknown>;
  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    /** The provider's own client class; its redirect checks may be widened (see provider.ts). */
    readonly Client: {
      prototype: { clientId: string; redirectUriAllowed(uri: string): boolean; postLogoutRedirectUriAllowed(uri: string): boolean };
    };
    /** The provider's session class; signing out destroys the session (see provider.ts). */
    readonly Session: { prototype: { uid: string; destroy(): Promise<void> } };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
    Grant: {
      new (properties: { accountId: string; clientId: string }): OidcGrant;
      find(id: string): Promise<OidcGrant | undefined>;
    };
  }

  export const errors: {
    OIDCProviderError: new (status: number, message: string) => Error & { status: number; error: string; error_description?: string };
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
  };

  export class Check {
    constructor(reason: string, description: string, error: string, check: (ctx: OidcContext) => boolean | Promise<boolean>);
  }

  export interface InteractionPolicy {
    get(name: string): { checks: { add(check: Check, index?: number): void; remove(reason: string): void } } | undefined;
  }

  export const interactionPolicy: { base(): InteractionPolicy; Check: typeof Check };

  export default Provider;
}
