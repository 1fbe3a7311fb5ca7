import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalApiError } from '../../src/core/api/api-error.ts';
import { runBlogAction } from '../../src/areas/blog/api/blog-mutations.ts';
import { conflictVersionOf } from '../../src/core/review/review-mutations.ts';
import { blogKeys } from '../../src/areas/blog/api/blog-keys.ts';
import { resolveConfig } from '../../src/core/config.ts';
import { createSession } from '../../src/core/session/session.ts';
import { startTelemetry } from '../../src/core/session/telemetry.ts';
import { memoryRuntime, PAGE_URL } from './session-fakes.ts';

afterEach(() => vi.restoreAllMocks());

const JOB = {
  id: 'job-1',
  topic: 'Wills',
  deliverableId: 'd-1',
  contentType: 'BlogPost' as const,
  contentVersion: 3,
  contentHash: 'hash-v3',
};
const CONTEXT = { clientId: 'c-1', clientName: 'Acme Law', pageType: 'blog-management' };

/** A session whose GraphQL calls answer `answer` and are recorded, with analytics going to `sink`. */
function setup(answer: unknown = { message: 'Done.' }) {
  const session = createSession(
    memoryRuntime(),
    resolveConfig(
      { authDomain: 'http://id.test', authClientId: 'portal', authAudience: 'https://api.test/', analyticsId: 'G-TEST' },
      PAGE_URL,
    ),
    { createAuthClient: vi.fn() },
  );
  const calls: Array<{ document: string; variables: unknown }> = [];
  vi.spyOn(session.graphql, 'request').mockImplementation((async (document: string, variables: unknown) => {
    calls.push({ document, variables });
    const field = /\{\s*(\w+)\(/.exec(document)![1]!;
    return { [field]: answer };
  }) as never);
  const sink = vi.fn();
  startTelemetry(session, { production: true, loadAnalytics: () => sink as never, startFlags: vi.fn(), startLogger: vi.fn() });
  return { session, calls, sink };
}

describe('runBlogAction', () => {
  it("approves the version the person saw, sends blog_published with the client, and refreshes the client's queries", async () => {
    const { session, calls, sink } = setup({ message: '"Wills" is ready for publication.' });
    const board = session.queryClient.getQueryCache().build(session.queryClient, { queryKey: blogKeys.list('c-1', {}) });
    const other = session.queryClient.getQueryCache().build(session.queryClient, { queryKey: blogKeys.list('c-2', {}) });
    const bell = session.queryClient.getQueryCache().build(session.queryClient, { queryKey: ['notifications', 'c-1'] });
    const result = await runBlogAction(session, 'approve', JOB, { publicationDate: null }, CONTEXT);
    expect(result.message).toBe('"Wills" is ready for publication.');
    expect(calls[0]!.document).toContain('mutation SetBlogDeliverableReadyForPublication');
    expect(calls[0]!.variables).toEqual({
      input: { blogJobId: 'job-1', expectedVersion: 3, expectedContentHash: 'hash-v3', publicationDate: null },
    });
    expect(sink).toHaveBeenCalledWith('event', 'blog_published', {
      blog_job_id: 'job-1',
      client_name: 'Acme Law',
      client_id: 'c-1',
      page_type: 'blog-management',
    });
    expect(board.state.isInvalidated).toBe(true);
    expect(bell.state.isInvalidated).toBe(true);
    expect(other.state.isInvalidated).toBe(false);
  });

  it('requests changes with the reason and a trimmed comment (none when blank), and sends no analytics', async () => {
    const { session, calls, sink } = setup();
    await runBlogAction(session, 'requestChanges', JOB, { rejectionReason: 'NotRelevantToBlog', comment: '  Off topic ' }, CONTEXT);
    await runBlogAction(session, 'requestChanges', JOB, { rejectionReason: 'OtherReasons', comment: '   ' }, CONTEXT);
    expect(calls.map((call) => call.variables)).toEqual([
      { input: { blogJobId: 'job-1', result: 'Failed', rejectionReason: 'NotRelevantToBlog', comment: 'Off topic' } },
      { input: { blogJobId: 'job-1', result: 'Failed', rejectionReason: 'OtherReasons', comment: null } },
    ]);
    expect(sink).not.toHaveBeenCalled();
  });

  it("calls each action's own mutation", async () => {
    const { session, calls } = setup();
    await runBlogAction(session, 'unschedulePublish', JOB, {}, CONTEXT);
    await runBlogAction(session, 'moveToExternalReview', JOB, { externalReviewDate: '2026-12-01' }, CONTEXT);
    await runBlogAction(session, 'start', JOB, {}, CONTEXT);
    await runBlogAction(session, 'pushToWordPress', JOB, {}, CONTEXT);
    await runBlogAction(session, 'saveManualAppBuilderPublish', JOB, { bubbleUrl: ' https://app.test/p ' }, CONTEXT);
    expect(calls.map((call) => /mutation (\w+)/.exec(call.document)![1])).toEqual([
      'UnscheduleBlogDeliverablePublish',
      'MoveBlogDeliverableToExternalReview',
      'StartBlogJob',
      'PushBlogToWordPress',
      'SaveBlogDeliverableManualBubblePublish',
    ]);
    expect(calls[2]!.variables).toEqual({ input: { deliverableId: 'd-1', topic: 'Wills', contentType: 'BlogPost' } });
    expect(calls[4]!.variables).toEqual({ input: { blogJobId: 'job-1', bubbleUrl: 'https://app.test/p' } });
  });

  it("refreshes the client's queries when the service refuses too (a failed push keeps WordPress's answer on the job)", async () => {
    const { session } = setup();
    vi.mocked(session.graphql.request).mockRejectedValueOnce(
      new PortalApiError('WordPress at https://firm.test did not accept the application password.', { code: 'PUBLISH_FAILED' }),
    );
    const board = session.queryClient.getQueryCache().build(session.queryClient, { queryKey: blogKeys.list('c-1', {}) });
    await expect(runBlogAction(session, 'pushToWordPress', JOB, {}, CONTEXT)).rejects.toThrow('did not accept the application password');
    expect(board.state.isInvalidated).toBe(true);
  });

  it('refuses to start a job without a deliverable before calling the service', async () => {
    const { session, calls } = setup();
    await expect(runBlogAction(session, 'start', { ...JOB, deliverableId: null }, {}, CONTEXT)).rejects.toThrow(
      'This post has no deliverable to start a job for.',
    );
    expect(calls).toEqual([]);
  });
});

describe('conflictVersionOf', () => {
  it('reads the stored version of a CONFLICT and nothing else', () => {
    const conflict = new PortalApiError('The blog post was changed by someone else (now version 5).', {
      code: 'CONFLICT',
      errors: [{ message: 'x', extensions: { code: 'CONFLICT', currentVersion: 5 } }],
    });
    expect(conflictVersionOf(conflict)).toBe(5);
    expect(
      conflictVersionOf(
        new PortalApiError('Nope', { code: 'ILLEGAL_TRANSITION', errors: [{ message: 'x', extensions: { currentVersion: 5 } }] }),
      ),
    ).toBe(null);
    expect(conflictVersionOf(new Error('offline'))).toBe(null);
  });
});
