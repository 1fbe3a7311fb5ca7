import { PublishError, type Article, type WordPressSite } from '../../publishers/publishers.ts';
import type { Queryable } from '../../store/db.ts';
import { blogTitle } from '../../domain/content.ts';
import { serviceError } from '../errors.ts';
import type { BlogJobRecord } from './blog-jobs.ts';

/**
 * What the publishing resolvers share: the client's destinations, one way to call a target and one
 * record of every call. Calls run between the mutation's two transactions (define-external-mutation.ts).
 */
export async function wordPressSiteOf(tx: Queryable, clientId: string): Promise<WordPressSite> {
  const [row] = await tx.query<{ site_url: string; username: string; application_password: string }>(
    'select site_url, username, application_password from word_press_credentials where client_id = $1',
    [clientId],
  );
  if (!row) {
    throw serviceError(
      'BAD_USER_INPUT',
      'Connect WordPress first: add the site URL, username and application password under Settings, then publish again.',
      {
        field: 'clientId',
      },
    );
  }
  return { siteUrl: row.site_url, username: row.username, applicationPassword: row.application_password };
}

export async function bubbleAppOf(tx: Queryable, clientId: string): Promise<{ appUrl: string }> {
  const [row] = await tx.query<{ bubble_app_url: string | null }>('select bubble_app_url from clients where id = $1', [clientId]);
  if (!row?.bubble_app_url) {
    throw serviceError(
      'BAD_USER_INPUT',
      "Connect Bubble first: set the client's Bubble app URL (modifyClient bubbleAppUrl), then publish again.",
      { field: 'clientId' },
    );
  }
  return { appUrl: row.bubble_app_url };
}

/** Calls a publishing target; its refusal becomes PUBLISH_FAILED with the target's own reason. */
export async function callTarget<T>(targetName: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PublishError)
      throw serviceError('PUBLISH_FAILED', error.message, { target: error.target, status: error.status ?? null });
    const reason = error instanceof Error ? error.message : String(error);
    throw serviceError('PUBLISH_FAILED', `${targetName} could not be reached: ${reason}. Try again later.`, { target: targetName });
  }
}

export async function recordPublication(
  tx: Queryable,
  target: string,
  entity: { kind: string; id: string },
  request: unknown,
  response: unknown,
): Promise<void> {
  await tx.query(
    'insert into publications (target, entity_kind, entity_id, request, response, succeeded) values ($1, $2, $3, $4, $5, true)',
    [target, entity.kind, entity.id, JSON.stringify(request), JSON.stringify(response)],
  );
}

/** The article a blog job becomes: scheduled when its publication date lies ahead, else published now. */
export function articleOf(job: BlogJobRecord, now = new Date()): Article {
  if (!job.content.trim())
    throw serviceError('BAD_USER_INPUT', `"${job.topic}" has no content yet; wait for it to be written before publishing.`, {
      field: 'blogJobId',
    });
  const scheduled = job.publication_date !== null && new Date(job.publication_date).getTime() > now.getTime();
  return {
    title: job.publication_title || job.title || blogTitle(job.topic),
    html: job.content,
    excerpt: job.meta_description ?? undefined,
    status: scheduled ? 'future' : 'publish',
    ...(scheduled ? { date: job.publication_date! } : {}),
  };
}

/** What the publications log keeps of an article: everything but the body, which the revisions hold. */
export const articleSummary = (article: Article, extra: Record<string, unknown> = {}) => ({
  title: article.title,
  status: article.status,
  date: article.date ?? null,
  ...extra,
});
