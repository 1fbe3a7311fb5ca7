import type { FeaturedImage } from '../../publishers/publishers.ts';
import type { Queryable } from '../../store/db.ts';
import type { BlogJobRecord } from './blog-jobs.ts';

/** The job's featured image as the publisher takes it, and the image row it came from (to mark it published). */
export interface FeaturedImageOfJob {
  rowId: string;
  image: FeaturedImage;
}

/**
 * The job's Featured image, with the site's media id when that very image is on the site already: choosing another
 * image replaces the row (blog-images.ts), so a row with a published_url is one the site holds as the job's media.
 */
export async function featuredImageOf(
  tx: Queryable,
  job: Pick<BlogJobRecord, 'id' | 'word_press_media_id'>,
): Promise<FeaturedImageOfJob | null> {
  const [row] = await tx.query<{ id: string; name: string; preview_url: string; published_url: string | null }>(
    `select id, name, preview_url, published_url from blog_images where blog_job_id = $1 and type = 'Featured' order by id limit 1`,
    [job.id],
  );
  if (!row) return null;
  const uploaded = job.word_press_media_id !== null && row.published_url !== null;
  return { rowId: row.id, image: { url: row.preview_url, name: row.name, ...(uploaded ? { mediaId: job.word_press_media_id! } : {}) } };
}

/** Stores the post, its link and its featured image's media item; a success clears the error of an earlier attempt. */
export async function storeWordPressPost(
  tx: Queryable,
  jobId: string,
  post: { postId: string; postUrl: string; media: { id: string; url: string } | null },
  featured: FeaturedImageOfJob | null,
): Promise<void> {
  await tx.query(
    'update blog_jobs set word_press_post_id = $2, word_press_url = $3, word_press_media_id = $4, word_press_error = null where id = $1',
    [jobId, post.postId, post.postUrl, post.media?.id ?? null],
  );
  // An empty url means the image was reused, not uploaded: its row already holds the address.
  if (featured && post.media?.url)
    await tx.query('update blog_images set published_url = $2 where id = $1', [featured.rowId, post.media.url]);
}

/** Forgets the post and its media once WordPress has deleted them. */
export async function forgetWordPressPost(tx: Queryable, jobId: string): Promise<void> {
  await tx.query(
    'update blog_jobs set word_press_post_id = null, word_press_url = null, word_press_media_id = null, word_press_error = null, publication_date = null where id = $1',
    [jobId],
  );
  await tx.query('update blog_images set published_url = null where blog_job_id = $1', [jobId]);
}

/** Keeps what WordPress answered on the job, for the board and the post's page; nothing else of the job changes. */
export async function recordWordPressError(tx: Queryable, jobId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await tx.query('update blog_jobs set word_press_error = $2 where id = $1', [jobId, message]);
}
