import type { Session } from '../session/session.ts';

// The longest search the service takes (the OpenAPI's Query maxLength): checked first, so the person is told
// before a round trip.
export const SEARCH_MAX = 200;
/** How many Shutterstock previews one search shows: a screenful to pick from. */
export const SEARCH_PAGE_SIZE = 12;

/** One page of Shutterstock previews for the words searched. */
export const searchShutterstock = (session: Session, query: string, signal?: AbortSignal) =>
  session.rest.get('/images/previews/shutterstock', { query: { Query: query.trim(), PageSize: SEARCH_PAGE_SIZE }, signal });

/** The agency's banner templates (a picture with the firm's branding around it); a handful, so one page holds them. */
export const listImageTemplates = (session: Session, signal?: AbortSignal) =>
  session.rest.get('/images/templates', { query: { PageSize: 100, SortColumn: 'name' }, signal });

export type ImageTemplate = Awaited<ReturnType<typeof listImageTemplates>>['items'][number];

/** Query keys of image searches, under the client's id like every key, so a switch of client never shows another's. */
export const imageKeys = {
  client: (clientId: string) => ['images', clientId] as const,
  shutterstock: (clientId: string, query: string) => [...imageKeys.client(clientId), 'shutterstock', query] as const,
  templates: (clientId: string) => [...imageKeys.client(clientId), 'templates'] as const,
};
