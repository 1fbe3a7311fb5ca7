import { useId, useMemo } from 'react';
import type { BlogPost } from '../../../../core/blog/blog-post-query.ts';
import { sanitizeBlogHtml } from '../../../../core/content/sanitize-html.ts';
import { Button } from '../../../../ui/primitives/button.tsx';
import { conflictText, KEEP_MY_VERSION, NO_TITLE, savedVersionLabel, USE_SAVED_VERSION, YOUR_VERSION } from '../content-texts.ts';
import { PROSE_SLOT } from './prose-styles.tsx';

interface Version {
  title: string | null;
  content: string;
}

/** The text of version n as the service holds it: the post itself when it is at n, else that revision. */
function savedVersionOf(post: BlogPost, version: number): Version | null {
  if (post.contentVersion === version) return { title: post.title, content: post.content };
  return post.revisions.find((revision) => revision.version === version) ?? null;
}

function VersionRegion({ label, version }: { label: string; version: Version | null }) {
  const headingId = useId();
  // Both sides go through the sanitizer: the saved one is the service's, the draft was stored on this device.
  const content = version?.content;
  const html = useMemo(() => (content === undefined ? '' : sanitizeBlogHtml(content)), [content]);
  return (
    <section role="region" aria-labelledby={headingId} className="min-w-0 flex-1 space-y-2 rounded-fp border border-fp-border p-3">
      <h3 id={headingId} className="font-semibold">
        {label}
      </h3>
      {version ? (
        <>
          <p className="text-sm text-fp-muted">{version.title || NO_TITLE}</p>
          <div data-slot={PROSE_SLOT} className="max-h-96 overflow-auto" dangerouslySetInnerHTML={{ __html: html }} />
        </>
      ) : null}
    </section>
  );
}

/**
 * Someone saved while this person was editing: both versions side by side, and the person decides. Nothing
 * is overwritten until they press "Keep my version".
 */
export function ConflictPanel({ post, version, mine, saving, onKeepMine, onUseSaved }: {
  post: BlogPost;
  version: number;
  mine: Version;
  saving: boolean;
  onKeepMine: () => void;
  onUseSaved: () => void;
}) {
  return (
    <div className="space-y-3 rounded-fp border border-fp-danger p-3">
      <p role="alert" className="font-medium text-fp-danger">
        {conflictText(version)}
      </p>
      <div className="flex flex-col gap-3 lg:flex-row">
        <VersionRegion label={YOUR_VERSION} version={mine} />
        <VersionRegion label={savedVersionLabel(version)} version={savedVersionOf(post, version)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onKeepMine} disabled={saving}>
          {KEEP_MY_VERSION}
        </Button>
        <Button variant="outline" onClick={onUseSaved} disabled={saving}>
          {USE_SAVED_VERSION}
        </Button>
      </div>
    </div>
  );
}
