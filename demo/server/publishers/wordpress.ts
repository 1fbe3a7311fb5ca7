import { baseUrl, callTarget, type PublisherHttp, type TargetRequest } from './http.ts';
import { PublishError, type Article, type WordPressPost, type WordPressPublisher, type WordPressSite } from './publishers.ts';
import { unreachableMessage, wordPressFailureMessage, type WordPressStep } from './wordpress-errors.ts';
import { downloadImage } from './wordpress-image.ts';

const TARGET = 'WordPress';
/** Codes WordPress answers for a post or media item that is not there (any more). */
const GONE = new Set(['rest_post_invalid_id', 'rest_already_trashed']);

export type WordPressCall = Pick<TargetRequest, 'method' | 'body' | 'raw'> & { path: string; headers?: Record<string, string> };

/** One site's REST API: every call authenticated with the application password, every failure explained in the table's words. */
export function wordPressSession(http: PublisherHttp, site: WordPressSite) {
  const base = baseUrl(TARGET, 'The WordPress site URL', site.siteUrl);
  // Application passwords are shown with spaces; WordPress accepts them with or without.
  const authorization = `Basic ${Buffer.from(`${site.username}:${site.applicationPassword}`, 'utf8').toString('base64')}`;
  const where = `WordPress at ${base}`;
  return {
    base,
    where,
    async call(
      step: WordPressStep,
      request: WordPressCall,
      detail: { postId?: string; fileName?: string } = {},
    ): Promise<Record<string, unknown>> {
      const { body } = await callTarget(http, {
        ...request,
        target: TARGET,
        where,
        destination: 'firm',
        url: `${base}/wp-json/wp/v2/${request.path}`,
        headers: { authorization, ...request.headers },
        explain: (failure) => wordPressFailureMessage(failure, { site: base, username: site.username, step, ...detail }),
      });
      // A site without the REST API (or a page in front of it) can answer 200 with HTML: that is not the site either.
      if (!body || typeof body !== 'object') throw new PublishError(TARGET, unreachableMessage(base));
      return body as Record<string, unknown>;
    },
    /** The answer's field; WordPress always answers it, so an answer without it came from something else. */
    field(body: Record<string, unknown>, name: string): string {
      const value = body[name];
      if ((typeof value === 'string' && value !== '') || typeof value === 'number') return String(value);
      throw new PublishError(TARGET, unreachableMessage(base));
    },
  };
}
export type WordPressSession = ReturnType<typeof wordPressSession>;

/**
 * The WordPress REST API (wp/v2) with application-password authentication: the same calls the production service
 * makes to a firm's site. A featured image is uploaded to the media library once and then reused by its id.
 */
export function createWordPressPublisher(http: PublisherHttp): WordPressPublisher {
  const send = async (site: WordPressSite, article: Article, postId?: string): Promise<WordPressPost> => {
    const session = wordPressSession(http, site);
    const image = article.featuredImage;
    const fresh = image && !image.mediaId ? await uploadImage(http, session, image) : null;
    const media = fresh ?? (image?.mediaId ? { id: image.mediaId, url: '' } : null);
    try {
      const path = postId ? `posts/${encodeURIComponent(postId)}` : 'posts';
      const body = await session.call(
        postId ? 'update' : 'create',
        { method: 'POST', path, body: postBody(article, media?.id, postId !== undefined) },
        { postId },
      );
      return { postId: session.field(body, 'id'), postUrl: session.field(body, 'link'), media };
    } catch (error) {
      // The image was uploaded for this post only: take it away again rather than leave it in the firm's library.
      if (fresh) await removeItem(session, 'media', fresh.id);
      throw error;
    }
  };

  return {
    name: TARGET,
    publish: (site, article) => send(site, article),
    update: (site, postId, article) => send(site, article, postId),
    async remove(site, postId, mediaId) {
      const session = wordPressSession(http, site);
      await removeItem(session, 'posts', postId);
      if (mediaId) await removeItem(session, 'media', mediaId);
    },
  };
}

async function uploadImage(http: PublisherHttp, session: WordPressSession, image: NonNullable<Article['featuredImage']>) {
  const file = await downloadImage(http, image);
  const body = await session.call(
    'upload',
    {
      method: 'POST',
      path: 'media',
      raw: { data: file.data, contentType: file.contentType },
      headers: { 'content-disposition': `attachment; filename="${file.fileName}"` },
    },
    { fileName: file.fileName },
  );
  return { id: session.field(body, 'id'), url: session.field(body, 'source_url') };
}

/** Deletes for good (force=true; without it WordPress only moves a post to the trash); already gone counts as done. */
async function removeItem(session: WordPressSession, kind: 'posts' | 'media', id: string): Promise<void> {
  try {
    await session.call('delete', { method: 'DELETE', path: `${kind}/${encodeURIComponent(id)}?force=true` }, { postId: id });
  } catch (error) {
    if (error instanceof PublishError && error.code !== undefined && GONE.has(error.code)) return;
    throw error;
  }
}

function postBody(article: Article, mediaId: string | undefined, updating: boolean): Record<string, string | number> {
  const body: Record<string, string | number> = { title: article.title, content: article.html, status: article.status };
  if (article.excerpt !== undefined) body.excerpt = article.excerpt;
  if (article.date !== undefined) body.date = article.date;
  // 0 takes a featured image away: an updated article without one must not keep the image of an earlier version.
  if (mediaId !== undefined || updating) body.featured_media = Number(mediaId ?? 0);
  return body;
}
