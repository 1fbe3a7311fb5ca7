import { WORDPRESS_FAILED } from './blog-texts.ts';

/**
 * What WordPress answered when the last push, update or delete failed, where the post's WordPress link shows: the
 * job stays unpublished, and this says why and what to fix. Nothing shows once a later call succeeded.
 */
export function WordPressProblem({ error, size }: { error: string | null | undefined; size: 'card' | 'page' }) {
  if (!error) return null;
  return (
    <p data-slot="word-press-error" className={size === 'card' ? 'text-xs text-fp-danger' : 'text-sm text-fp-danger'}>
      <span className="font-medium">{WORDPRESS_FAILED}</span> {error}
    </p>
  );
}
