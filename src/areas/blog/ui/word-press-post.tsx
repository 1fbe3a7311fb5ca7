import { safeLink } from '../../../core/content/url-schemes.ts';
import { VIEW_ON_WORDPRESS, WORDPRESS_FAILED } from '../blog-texts.ts';

// Whole class strings: styles are generated at build time from literals.
const LINK_CLASS = {
  card: 'inline-block text-xs text-fp-primary underline',
  page: 'inline-block text-sm text-fp-primary underline',
} as const;
const ERROR_CLASS = { card: 'text-xs text-fp-danger', page: 'text-sm text-fp-danger' } as const;

/**
 * A post's place on WordPress, where the board's card and the post's page show it: the link to the published post,
 * and what WordPress answered when the last push, update or delete failed (the job stays unpublished; this says why
 * and what to fix; nothing shows once a later call succeeded).
 */
export function WordPressPost({
  url,
  error,
  size,
}: {
  url: string | null | undefined;
  error: string | null | undefined;
  size: keyof typeof LINK_CLASS;
}) {
  const link = safeLink(url);
  if (!link && !error) return null;
  return (
    <>
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer" className={LINK_CLASS[size]}>
          {VIEW_ON_WORDPRESS}
        </a>
      ) : null}
      {error ? (
        <p data-slot="word-press-error" className={ERROR_CLASS[size]}>
          <span className="font-medium">{WORDPRESS_FAILED}</span> {error}
        </p>
      ) : null}
    </>
  );
}
