import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import type { GetBlogBoardQuery, GetBlogBoardQueryVariables } from '../../src/core/api/generated/operations.ts';
import type { Session } from '../../src/core/session/session.ts';
import { BLOG_BOARD_FAILED_MESSAGE, blogBoardQueryOptions } from '../../src/areas/blog/api/blog-board-query.ts';
import { fetchAllPages } from '../../src/core/review/fetch-all-pages.ts';
import { blogKeys } from '../../src/areas/blog/api/blog-keys.ts';

type Item = GetBlogBoardQuery['blogJobs']['items'][number];
const item = (index: number) => ({ id: `job-${index}`, topic: `Topic ${index}`, status: 'InProgress' }) as Item;
const ALL = Array.from({ length: 450 }, (_, index) => item(index));

/** A fake service answering pages of ALL, recording each request's variables. */
function fakeSession() {
  const request = vi.fn(async (_document: unknown, variables: GetBlogBoardQueryVariables) => {
    const { first, offset } = variables.input;
    return { blogJobs: { totalCount: ALL.length, items: ALL.slice(offset!, offset! + first!) } };
  });
  return { session: { graphql: { request } } as unknown as Session, request };
}

describe('the blog board’s query keys', () => {
  it('carry the client id, so one client’s invalidation leaves another’s lists alone', () => {
    expect(blogKeys.list('client-a', { periodId: 'p1' })[1]).toBe('client-a');
    expect(blogKeys.detail('client-a', 'job-1')).toEqual(['blog', 'client-a', 'detail', 'job-1']);
    expect(blogKeys.list('client-a').slice(0, 3)).toEqual(blogKeys.lists('client-a'));
  });

  it('make the same filter one key, whatever order the statuses were picked in', () => {
    expect(blogKeys.list('c', { statuses: ['Published', 'Declined'], search: ' tax ' })).toEqual(
      blogKeys.list('c', { statuses: ['Declined', 'Published'], search: 'tax' }),
    );
  });
});

describe('loading the board', () => {
  it('asks for every page of the client’s period and answers the whole list in order', async () => {
    const { session, request } = fakeSession();
    const jobs = await new QueryClient().fetchQuery(
      blogBoardQueryOptions(session, 'client-a', { periodId: 'p1', statuses: ['InProgress'], search: ' tax ' }),
    );
    expect(jobs.map((job) => job.id)).toEqual(ALL.map((job) => job.id));
    expect(request.mock.calls.map(([, variables]) => variables.input.offset)).toEqual([0, 200, 400]);
    expect(request.mock.calls[0]![1].input).toEqual({
      clientId: 'client-a',
      periodId: 'p1',
      statuses: ['InProgress'],
      search: 'tax',
      first: 200,
      offset: 0,
    });
  });

  it('asks once when the first page holds everything, and once for an empty board', async () => {
    const small = vi.fn(async () => ({ totalCount: 2, items: [item(1), item(2)] }));
    expect(await fetchAllPages(small)).toHaveLength(2);
    expect(small).toHaveBeenCalledOnce();
    const empty = vi.fn(async () => ({ totalCount: 0, items: [] }));
    expect(await fetchAllPages(empty)).toEqual([]);
    expect(empty).toHaveBeenCalledOnce();
  });

  it('logs a failure with the client and period, and rethrows it', async () => {
    const failure = new Error('GraphQL Error (Code: 500)');
    const session = { graphql: { request: vi.fn().mockRejectedValue(failure) } } as unknown as Session;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(blogBoardQueryOptions(session, 'client-a', { periodId: 'p1' }).queryFn({})).rejects.toBe(failure);
    expect(log).toHaveBeenCalledWith(BLOG_BOARD_FAILED_MESSAGE, 'client-a', 'p1', failure);
    log.mockRestore();
  });
});
