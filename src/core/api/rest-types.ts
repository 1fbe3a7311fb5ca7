// Types of REST calls, read from the OpenAPI contract (generated/openapi.ts): which paths take which method,
// their path and query parameters, JSON bodies and answers. Paths are spelt as the contract spells them,
// relative to the /v1 base ('/clients/{id}').
import type { paths } from './generated/openapi.ts';
import type { UploadProgress } from './upload-progress.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
type AnyOperation = { parameters: unknown; responses: unknown };

/** The paths that answer a method. */
export type RestPath<M extends HttpMethod> = { [P in keyof paths]: paths[P][M] extends AnyOperation ? P : never }[keyof paths];
export type RestOperation<M extends HttpMethod, P extends RestPath<M>> = Extract<paths[P][M], AnyOperation>;

type JsonContent<R> = R extends { content: { 'application/json': infer Body } } ? Body : undefined;
/** The JSON of the first success answer (200, else 201); undefined for calls that answer without a body. */
export type RestResult<Op> = Op extends { responses: infer R }
  ? 200 extends keyof R
    ? JsonContent<R[200]>
    : 201 extends keyof R
      ? JsonContent<R[201]>
      : undefined
  : never;

export type RestQuery<Op> = Op extends { parameters: { query?: infer Q } } ? Exclude<Q, undefined> : never;
export type RestPathParams<Op> = Op extends { parameters: { path: infer A } } ? A : never;
/** A JSON body as the contract types it; a FormData for the calls that take multipart/form-data (files). */
export type RestBody<Op> = Op extends { requestBody: { content: { 'application/json': infer Body } } }
  ? Body
  : Op extends { requestBody: { content: { 'multipart/form-data': unknown } } }
    ? FormData
    : never;

type Part<K extends string, T> = [T] extends [never] ? { [Key in K]?: never } : { [Key in K]: T };
type OptionalPart<K extends string, T> = [T] extends [never] ? { [Key in K]?: never } : { [Key in K]?: T };

/** What a call takes beside method and path: `path` when the path has parameters, `body` when it takes JSON. */
export type RestCallOptions<Op> = Part<'path', RestPathParams<Op>> &
  OptionalPart<'query', RestQuery<Op>> &
  Part<'body', RestBody<Op>> & { signal?: AbortSignal; onProgress?: (progress: UploadProgress) => void };

/** Options may be left out only when nothing in them is required. */
export type RestCallArgs<Op> =
  Record<never, never> extends RestCallOptions<Op> ? [options?: RestCallOptions<Op>] : [options: RestCallOptions<Op>];

/** One page of a list call, as every list of the contract answers it. */
export interface ListPage<Item> {
  items: Item[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** The GET paths that answer a page of a list. */
export type ListPath = {
  [P in RestPath<'get'>]: RestResult<RestOperation<'get', P>> extends ListPage<unknown> ? P : never;
}[RestPath<'get'>];
/** What a list path's items are. */
export type ListItem<P extends ListPath> = RestResult<RestOperation<'get', P>> extends ListPage<infer Item> ? Item : never;
/** The sort columns a list path accepts. */
export type SortColumnOf<P extends ListPath> =
  RestQuery<RestOperation<'get', P>> extends { SortColumn?: infer C } ? Extract<C, string> : string;
