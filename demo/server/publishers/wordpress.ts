import { baseUrl, callTarget, requiredField, type PublisherHttp } from './http.ts';
import type { Article, PublishedPost, PublishTarget, WordPressSite } from './publishers.ts';

const TARGET = 'WordPress';

/**
 * The WordPress REST API (wp/v2) with application-password authentication: the same calls the
 * production service makes to a firm's site.
 */
export function createWordPressPublisher(http: PublisherHttp): PublishTarget<WordPressSite, Article> {
  const endpoint = (site: WordPressSite, postId?: string) => {
    const base = baseUrl(TARGET, 'The WordPress site URL', site.siteUrl);
    const posts = `${base}/wp-json/wp/v2/posts`;
    return { base, url: postId === undefined ? posts : `${posts}/${encodeURIComponent(postId)}` };
  };
  // Application passwords are shown with spaces; WordPress accepts them with or without.
  const authorization = (site: WordPressSite) =>
    `Basic ${Buffer.from(`${site.username}:${site.applicationPassword}`, 'utf8').toString('base64')}`;

  const send = async (site: WordPressSite, article: Article, postId?: string): Promise<PublishedPost> => {
    const { base, url } = endpoint(site, postId);
    const where = `WordPress at ${base}`;
    const { body } = await callTarget(http, {
      target: TARGET,
      where,
      url,
      method: 'POST',
      headers: { authorization: authorization(site) },
      body: postBody(article),
    });
    return { postId: requiredField(TARGET, where, body, 'id'), postUrl: requiredField(TARGET, where, body, 'link') };
  };

  return {
    name: TARGET,
    publish: (site, article) => send(site, article),
    update: (site, postId, article) => send(site, article, postId),
    async remove(site, postId) {
      const { base, url } = endpoint(site, postId);
      // force=true deletes for good; without it WordPress only moves the post to the trash.
      await callTarget(http, { target: TARGET, where: `WordPress at ${base}`, url: `${url}?force=true`, method: 'DELETE', headers: { authorization: authorization(site) } });
    },
  };
}

function postBody(article: Article): Record<string, string> {
  const body: Record<string, string> = { title: article.title, content: article.html, status: article.status };
  if (article.excerpt !== undefined) body.excerpt = article.excerpt;
  if (article.date !== undefined) body.date = article.date;
  return body;
}
