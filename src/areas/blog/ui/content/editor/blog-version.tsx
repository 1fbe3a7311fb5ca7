import { useMemo } from 'react';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { sanitizeBlogHtml } from '../../../../../core/content/sanitize-html.ts';
import { NO_TITLE } from '../content-texts.ts';
import { PROSE_SLOT } from './prose-styles.tsx';

export interface BlogVersion {
  title: string | null;
  content: string;
}

/** The text of version n as the service holds it: the post itself when it is at n, else that revision. */
export function savedVersionOf(post: BlogPost, version: number): BlogVersion | null {
  if (post.contentVersion === version) return { title: post.title, content: post.content };
  return post.revisions.find((revision) => revision.version === version) ?? null;
}

/** One version of a post in a conflict: its title and its content. */
export function BlogVersionView({ version }: { version: BlogVersion | null }) {
  // Both sides go through the sanitizer: the saved one is the service's, the draft was stored on this device.
  const content = version?.content;
  const html = useMemo(() => (content === undefined ? '' : sanitizeBlogHtml(content)), [content]);
  if (!version) return null;
  return (
    <>
      <p className="text-sm text-fp-muted">{version.title || NO_TITLE}</p>
      <div data-slot={PROSE_SLOT} className="max-h-96 overflow-auto" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
