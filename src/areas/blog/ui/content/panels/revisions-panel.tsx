import { useId, useState } from 'react';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { formatInstantDate } from '../../../../../core/review/review-dates.ts';
import { Select } from '../../../../../ui/primitives/select.tsx';
import type { ReviewClient } from '../../../../../review-kit/review-client.ts';
import { SECTION_TITLES } from '../content-texts.ts';
import { EmptyText, PanelSection } from '../../../../../review-kit/item/panel-section.tsx';
import {
  COMPARE_LABEL,
  EMPTY_TEXTS,
  ONE_VERSION_TEXT,
  savedByText,
  UNKNOWN_PERSON,
  versionLabel,
  VERSIONS_LABEL,
  WITH_LABEL,
} from './panels-texts.ts';
import { RevisionDiff } from './revision-diff.tsx';

type Revision = BlogPost['revisions'][number];

function VersionSelect({
  label,
  value,
  revisions,
  onChange,
}: {
  label: string;
  value: number;
  revisions: Revision[];
  onChange: (version: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <Select id={id} className="w-auto" value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {revisions.map((revision) => (
          <option key={revision.version} value={revision.version}>
            {versionLabel(revision.version)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Picks two versions (by default the two newest) and shows what changed from the first to the second. */
function RevisionCompare({ revisions }: { revisions: Revision[] }) {
  const [fromVersion, setFromVersion] = useState<number | null>(null);
  const [toVersion, setToVersion] = useState<number | null>(null);
  // Fall back to the defaults when a chosen version is gone (a newer post replaced the list).
  const byVersion = (version: number | null) => revisions.find((revision) => revision.version === version);
  const to = byVersion(toVersion) ?? revisions[0]!;
  const from = byVersion(fromVersion) ?? revisions[1]!;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <VersionSelect label={COMPARE_LABEL} value={from.version} revisions={revisions} onChange={setFromVersion} />
        <VersionSelect label={WITH_LABEL} value={to.version} revisions={revisions} onChange={setToVersion} />
      </div>
      <RevisionDiff from={from} to={to} />
    </div>
  );
}

/** Every saved version of the post, newest first, with who saved it and when, and a diff between any two. */
export function RevisionsPanel({ post }: { post: BlogPost; client: ReviewClient }) {
  const revisions = [...post.revisions].sort((a, b) => b.version - a.version);
  return (
    <PanelSection title={SECTION_TITLES.revisions} slot="revisions">
      {revisions.length === 0 ? (
        <EmptyText>{EMPTY_TEXTS.revisions}</EmptyText>
      ) : (
        <>
          <ol aria-label={VERSIONS_LABEL} className="space-y-1 text-sm">
            {revisions.map((revision) => (
              <li key={revision.version}>
                <span className="font-medium">{versionLabel(revision.version)}</span>{' '}
                <span className="text-fp-muted">
                  {savedByText(revision.savedBy ?? UNKNOWN_PERSON)}
                  <time dateTime={revision.savedOn}>{formatInstantDate(revision.savedOn)}</time>
                </span>
              </li>
            ))}
          </ol>
          {revisions.length > 1 ? <RevisionCompare revisions={revisions} /> : <EmptyText>{ONE_VERSION_TEXT}</EmptyText>}
        </>
      )}
    </PanelSection>
  );
}
