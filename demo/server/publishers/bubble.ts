import { baseUrl, callTarget, requiredField, type PublisherHttp } from './http.ts';
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
    const base = baseUrl(TARGET, 'The Bubble app URL', destination.appUrl || settings.defaultAppUrl());
    const things = `${base}/api/1.1/obj/${BLOG_POST_TYPE}`;
    return { base, where: `Bubble at ${base}`, url: postId === undefined ? things : `${things}/${encodeURIComponent(postId)}` };
  };
  const headers = { authorization: `Bearer ${settings.apiToken}` };
  const postUrl = (base: string, postId: string) => `${base}/blog/${encodeURIComponent(postId)}`;

  return {
    name: TARGET,
    async publish(destination, article): Promise<PublishedPost> {
      const { base, where, url } = resolve(destination);
      const { body } = await callTarget(http, { target: TARGET, where, url, method: 'POST', headers, body: thingBody(article) });
      const postId = requiredField(TARGET, where, body, 'id');
      return { postId, postUrl: postUrl(base, postId) };
    },
    async update(destination, postId, article): Promise<PublishedPost> {
      const { base, where, url } = resolve(destination, postId);
      await callTarget(http, { target: TARGET, where, url, method: 'PATCH', headers, body: thingBody(article) });
      return { postId, postUrl: postUrl(base, postId) };
    },
    async remove(destination, postId) {
      const { where, url } = resolve(destination, postId);
      await callTarget(http, { target: TARGET, where, url, method: 'DELETE', headers });
    },
  };
}

function thingBody(article: Article): Record<string, string> {
  const body: Record<string, string> = { title: article.title, content: article.html, status: article.status };
  if (article.excerpt !== undefined) body.excerpt = article.excerpt;
  if (article.date !== undefined) body.date = article.date;
  return body;
}
