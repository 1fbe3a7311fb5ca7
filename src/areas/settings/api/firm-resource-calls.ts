import type { ListItem, SortColumnOf } from '../../../core/api/rest-types.ts';
import { fetchAllPages } from '../../../core/review/fetch-all-pages.ts';
import type { Session } from '../../../core/session/session.ts';

/** The REST list's largest page (scripts/openapi/operations.ts MAX_PAGE_SIZE). */
const PAGE_SIZE = 500;

/** The firm's own REST resources the Firm settings list and edit. */
export type FirmResourceList = '/clientLocations' | '/contacts';
export type FirmResourceItem = '/clientLocations/{id}' | '/contacts/{id}' | '/identifiers/{id}';

/** Every one of the firm's records of a resource, oldest first (a new one goes to the end, where it was added). */
export function listFirmResource<P extends FirmResourceList>(
  session: Session,
  path: P,
  clientId: string,
  signal?: AbortSignal,
): Promise<ListItem<P>[]> {
  return fetchAllPages(
    (offset) =>
      session.rest.list(
        path,
        { PageSize: PAGE_SIZE, PageNumber: offset / PAGE_SIZE + 1, SortColumn: 'createdOn' as SortColumnOf<P>, FilterFields: { clientId } },
        { signal },
      ),
    PAGE_SIZE,
  );
}

export const deleteFirmResource = (session: Session, path: FirmResourceItem, id: string) => session.rest.delete(path, { path: { id } });
