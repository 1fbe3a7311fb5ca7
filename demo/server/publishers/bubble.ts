import { baseUrl, callTarget, requiredField, type PublisherHttp, type TargetFailure } from './http.ts';
import type { Article, PublishedPost, PublishTarget } from './publishers.ts';

const TARGET = 'Bubble';
/** The app's Data API type that holds blog posts. */
const BLOG_POST_TYPE = 'blogpost';

export interface BubbleSettings {
  /** Used when a client has no app URL of its own. */
  defaultAppUrl: () => string;
  apiToken: string;
}

/** The app builder's Data API: things of type `blogpost` are created, modified and deleted by id. */
export function createBubblePublisher(http: PublisherHttp, settings: BubbleSettings): PublishTarget<{ appUrl: string }, Article> {
  const resolve = (destination: { appUrl: string }, postId?: string) => {
    // A client's own app is an address staff saved, checked on the way out; the default app is the service's configuration.
    const destinationKind = destination.appUrl ? ('firm' as const) : ('configured' as const);
    const base = baseUrl(TARGET, 'The Bubble app URL', destination.appUrl || settings.defaultAppUrl());
    const things = `${base}/api/1.1/obj/${BLOG_POST_TYPE}`;
    const where = `Bubble at ${base}`;
    return {
      base,
      where,
      destination: destinationKind,
      url: postId === undefined ? things : `${things}/${encodeURIComponent(postId)}`,
      explain: (failure: TargetFailure) => (destinationKind === 'firm' ? bubbleFailureMessage(failure, base) : undefined),
    };
  };
  const headers = { authorization: `Bearer ${settings.apiToken}` };
  const postUrl = (base: string, postId: string) => `${base}/blog/${encodeURIComponent(postId)}`;

  return {
    name: TARGET,
    async publish(destination, article): Promise<PublishedPost> {
      const { base, ...call } = resolve(destination);
      const { body } = await callTarget(http, { target: TARGET, ...call, method: 'POST', headers, body: thingBody(article) });
      const postId = requiredField(TARGET, call.where, body, 'id');
      return { postId, postUrl: postUrl(base, postId) };
    },
    async update(destination, postId, article): Promise<PublishedPost> {
      const { base, ...call } = resolve(destination, postId);
      await callTarget(http, { target: TARGET, ...call, method: 'PATCH', headers, body: thingBody(article) });
      return { postId, postUrl: postUrl(base, postId) };
    },
    async remove(destination, postId) {
      const { base: _base, ...call } = resolve(destination, postId);
      await callTarget(http, { target: TARGET, ...call, method: 'DELETE', headers });
    },
  };
}

function thingBody(article: Article): Record<string, string> {
  const body: Record<string, string> = { title: article.title, content: article.html, status: article.status };
  if (article.excerpt !== undefined) body.excerpt = article.excerpt;
  if (article.date !== undefined) body.date = article.date;
  return body;
}

/**
 * A client's Bubble app in our words: a refusal when the Data API answered as itself (its error `body.status`),
 * otherwise one sentence for no answer at all, as for a WordPress site.
 */
function bubbleFailureMessage(failure: TargetFailure, base: string): string {
  const answered =
    failure.kind === 'refused' && typeof (failure.body as { body?: { status?: unknown } } | undefined)?.body?.status === 'string';
  if (answered)
    return `The Bubble app at ${base} refused the post. Check that its Data API is on and that its ${BLOG_POST_TYPE} type has the fields title, content, status, excerpt and date.`;
  return `Could not reach the Bubble app at ${base}. Check the client's Bubble app URL and that the app is up, then try again.`;
}
