import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalApiError } from '../../src/core/api/api-error.ts';
import {
  GetAllClientIdsDocument,
  GetClientNotificationDataDocument,
  GetDeliverablesByServiceForSidebarDocument,
  MeDocument,
  SocialMediaManualUploadImageDocument,
} from '../../src/core/api/generated/operations.ts';
import type { GraphQLClientOptions, PortalGraphQLClient } from '../../src/core/api/graphql-client.ts';
import { createRestClient } from '../../src/core/api/rest-client.ts';
import { RestApiError } from '../../src/core/api/rest-error.ts';
import { pngOf } from '../support/image-files.ts';
import { portalGraphQLAs } from './support/portal-client.ts';
import { DEMO, MAIN_CLIENT, SECOND_CLIENT, clientIdOf, startTestService, type TestService } from './support/service.ts';

// The portal's own API clients against the real reference service: typed answers, the error catalogue
// on a real FORBIDDEN and a real 401, a real multipart upload, a real REST list.
let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service?.close());

const MAIN = clientIdOf(MAIN_CLIENT);
const today = new Date().toISOString().slice(0, 10);
const redirectToLogin = vi.fn<(returnTo: string, error: PortalApiError) => void>();
const notifyError = vi.fn<(message: string) => void>();
const logger = { error: vi.fn() };
beforeEach(() => [redirectToLogin, notifyError, logger.error].forEach((mock) => mock.mockReset()));

const graphqlAs = (userId: string, overrides: Partial<GraphQLClientOptions> = {}): PortalGraphQLClient =>
  portalGraphQLAs(service, userId, { redirectToLogin, notifyError, currentPath: () => '/reporting?period=current', logger, ...overrides });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the call should fail'),
    (error: unknown) => error as PortalApiError,
  );

describe('the four queries of spec section 7, typed from the contract', () => {
  it('GetAllClientIds answers the owner’s clients, ordered by name, with only what the client list keeps', async () => {
    const { allClientIds } = await graphqlAs(DEMO.owner).request(GetAllClientIdsDocument, { input: { today } });
    expect(allClientIds.map((client) => client.name)).toEqual([MAIN_CLIENT, SECOND_CLIENT]);
    expect(Object.keys(allClientIds[0]!).sort()).toEqual(['createdOn', 'id', 'isAutoPublish', 'isChurned', 'isReady', 'name', 'updatedOn']);
    expect(allClientIds.map((client) => client.isChurned)).toEqual([false, false]);
  });

  it('GetDeliverablesByServiceForSidebar answers the visible periods with one current period', async () => {
    const { deliverablesByServiceForSidebar: periods } = await graphqlAs(DEMO.owner).request(GetDeliverablesByServiceForSidebarDocument, {
      input: { clientId: MAIN },
    });
    expect(periods.filter((period) => period.isCurrentPeriod)).toHaveLength(1);
    const current = periods.find((period) => period.isCurrentPeriod)!;
    expect(current.deliverablesByService.map((group) => group.serviceName).sort()).toEqual([
      'Backlink',
      'Blog',
      'Google Business Profile',
      'SEO',
      'Social Media',
    ]);
  });

  it('GetClientNotificationData answers what waits for the firm', async () => {
    const { clientNotificationData: data } = await graphqlAs(DEMO.owner).request(GetClientNotificationDataDocument, {
      input: { clientId: MAIN },
    });
    expect(data.id).toBe(MAIN);
    expect(data.connectedPlatforms).toEqual(['Facebook']);
    expect(data.actionItems.every((item) => item.status === 'ReadyForExternalReview')).toBe(true);
    expect(data.actionItems.flatMap((item) => item.blogJobs).length).toBeGreaterThan(0);
  });

  it('Me answers the signed-in user with their roles and mapped clients', async () => {
    const { me } = await graphqlAs(DEMO.owner).request(MeDocument);
    expect(me.roles).toEqual(['ACCOUNT_OWNER']);
    expect(me.userClientMapping.userClients.map((entry) => entry.client.name).sort()).toEqual([MAIN_CLIENT, SECOND_CLIENT].sort());
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('the error catalogue against the service (spec section 8)', () => {
  it('a FORBIDDEN answer sends the user to sign in, back to the current path', async () => {
    const other = clientIdOf('Summit Employment Lawyers');
    const error = await failureOf(graphqlAs(DEMO.owner).request(GetClientNotificationDataDocument, { input: { clientId: other } }));
    expect(error).toBeInstanceOf(PortalApiError);
    expect(error.message).toBe('Redirecting to login...');
    expect(error).toMatchObject({ code: 'FORBIDDEN', redirectingToLogin: true, operationName: 'GetClientNotificationData' });
    expect(redirectToLogin).toHaveBeenCalledExactlyOnceWith('/reporting?period=current', error);
    expect(logger.error).toHaveBeenCalledWith('GraphQL GetClientNotificationData failed: Redirecting to login...', error);
  });

  it('an expired token (401 UNAUTHORIZED) sends the user to sign in too', async () => {
    const expired = graphqlAs(DEMO.owner, { getAccessToken: () => service.tokenFor(DEMO.owner, { expiresInSeconds: -120 }) });
    const error = await failureOf(expired.request(MeDocument));
    expect(error).toMatchObject({ message: 'Redirecting to login...', status: 401, code: 'UNAUTHORIZED' });
    expect(redirectToLogin).toHaveBeenCalledWith('/reporting?period=current', error);
  });

  it('bad input raises the service’s first error message, without a redirect', async () => {
    const error = await failureOf(graphqlAs(DEMO.owner).request(GetAllClientIdsDocument, { input: { today: '21/11/2026' } }));
    expect(error.message).toMatch(/YYYY-MM-DD/);
    expect(error.redirectingToLogin).toBe(false);
    expect(redirectToLogin).not.toHaveBeenCalled();
  });
});

describe('a multipart upload (spec section 7)', () => {
  const PNG = new Uint8Array(pngOf(2));

  async function editablePostOfMainClient(): Promise<string> {
    const LIST = 'query($input: SocialMediaJobsInput!) { socialMediaJobs(input: $input) { status posts { id } } }';
    const result = await service.graphql<{ socialMediaJobs: Array<{ status: string; posts: Array<{ id: string }> }> }>(DEMO.owner, LIST, {
      input: { clientId: MAIN },
    });
    const job = result.data!.socialMediaJobs.find(
      (candidate) => !['Published', 'Canceled'].includes(candidate.status) && candidate.posts.length > 0,
    );
    return job!.posts[0]!.id;
  }

  it('stores a picture for a post of the owner’s client, sent with GraphQL-Preflight', async () => {
    const postId = await editablePostOfMainClient();
    const file = new File([PNG], 'office.png', { type: 'image/png' });
    const { socialMediaManualUploadImage: uploaded } = await graphqlAs(DEMO.owner).upload(SocialMediaManualUploadImageDocument, {
      input: { socialMediaPostId: postId, file },
    });
    expect(uploaded.image.socialMediaPostId).toBe(postId);
    expect(uploaded.message).toMatch(/^Uploaded office\.png/);
    const stored = await fetch(uploaded.image.s3Url);
    expect(stored.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await stored.arrayBuffer())).toEqual(PNG);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('a refused file shows the service’s message as an error toast', async () => {
    const postId = await editablePostOfMainClient();
    const file = new File(['hello'], 'note.txt', { type: 'text/plain' });
    const error = await failureOf(
      graphqlAs(DEMO.owner).upload(SocialMediaManualUploadImageDocument, { input: { socialMediaPostId: postId, file } }),
    );
    expect(error.code).toBe('BAD_USER_INPUT');
    expect(notifyError).toHaveBeenCalledExactlyOnceWith(error.message);
  });
});

describe('the REST client (spec section 7)', () => {
  const restAs = (userId: string) =>
    createRestClient({ pageUrl: `${service.url}/portal/`, getAccessToken: () => service.tokenFor(userId) });

  it('GET /v1/clients answers the typed page of the clients the owner may see', async () => {
    const page = await restAs(DEMO.owner).list('/clients', { PageSize: 1, PageNumber: 2, SortColumn: 'name', SortDirection: 'ASC' });
    expect(page).toMatchObject({ totalCount: 2, pageNumber: 2, pageSize: 1 });
    expect(page.items.map((client) => client.name)).toEqual([SECOND_CLIENT]);
  });

  it('GET /v1/blogs/jobs filters with FilterFields', async () => {
    const page = await restAs(DEMO.owner).list('/blogs/jobs', {
      FilterFields: { clientId: MAIN },
      SortColumn: 'createdOn',
      SortDirection: 'DESC',
      PageSize: 5,
    });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((job) => job.clientId === MAIN)).toBe(true);
  });

  it('a refused call raises the standard reason text and keeps the service’s problem', async () => {
    const error = await restAs(DEMO.owner)
      .get('/clients/{id}', { path: { id: clientIdOf('Summit Employment Lawyers') } })
      .then(
        () => expect.fail('the call should fail'),
        (thrown: unknown) => thrown as RestApiError,
      );
    expect(error).toBeInstanceOf(RestApiError);
    expect(error.message).toBe('Forbidden');
    expect(error).toMatchObject({ status: 403, body: { status: 403, title: 'Forbidden' } });
  });

  it('a bad list parameter raises Bad Request', async () => {
    const error = await restAs(DEMO.owner)
      .list('/clients', { PageSize: 0 })
      .then(
        () => expect.fail('the call should fail'),
        (thrown: unknown) => thrown as RestApiError,
      );
    expect(error.message).toBe('Bad Request');
    expect(error.body).toMatchObject({ parameter: 'PageSize' });
  });
});
