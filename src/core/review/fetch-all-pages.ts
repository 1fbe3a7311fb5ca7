/** The service's largest page (demo/server/graphql/resolvers/blog-queries.ts MAX_PAGE_SIZE). */
export const LARGEST_PAGE = 200;

export interface Page<T> {
  items: readonly T[];
  totalCount: number;
}

/**
 * Every page of a list: the first answers the total, the rest are asked for together. A review board groups,
 * counts and sorts the whole list in the browser, so it needs all of it, not the first page.
 */
export async function fetchAllPages<T>(requestPage: (offset: number) => Promise<Page<T>>, pageSize = LARGEST_PAGE): Promise<T[]> {
  const first = await requestPage(0);
  const offsets: number[] = [];
  for (let offset = first.items.length; offset < first.totalCount && first.items.length > 0; offset += pageSize) offsets.push(offset);
  const rest = await Promise.all(offsets.map(requestPage));
  return [first, ...rest].flatMap((page) => [...page.items]);
}
