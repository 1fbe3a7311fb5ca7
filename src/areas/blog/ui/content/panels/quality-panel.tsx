import type { BlogPost } from '../../../api/blog-post-query.ts';
import { formatInstantDate } from '../../../../../core/review/review-dates.ts';
import { readableWords } from '../../../../../core/review/status-labels.ts';
import { REJECTION_REASON_LABELS } from '../../../blog-texts.ts';
import type { ReviewClient } from '../../../../../review-kit/review-client.ts';
import { SECTION_TITLES } from '../content-texts.ts';
import { EmptyText, PanelSection } from '../../../../../review-kit/item/panel-section.tsx';
import {
  changesRequestedText,
  EMPTY_TEXTS,
  HUMAN_REVIEW_LABEL,
  NO_SCORE,
  QC_CATEGORY_LABELS,
  QC_COLUMNS,
  QC_RESULTS_LABEL,
  SCORE_HEADING,
  SCORE_LABELS,
  scoredOnText,
  scoreText,
} from './panels-texts.ts';
import { QcBadge } from '../../../../../review-kit/images/qc-badge.tsx';

const categoryLabel = (category: string) => QC_CATEGORY_LABELS[category] ?? readableWords(category);
/** A score the service gives out of 100; kept inside the bar's track whatever it sends. */
const barWidth = (score: number) => `${Math.min(100, Math.max(0, score))}%`;

function BlogScore({ score }: { score: NonNullable<BlogPost['score']> }) {
  return (
    <div className="space-y-2">
      <h3 className="font-medium">{SCORE_HEADING}</h3>
      <dl className="grid max-w-md grid-cols-[max-content_1fr] items-center gap-x-4 gap-y-1 text-sm">
        {(Object.keys(SCORE_LABELS) as Array<keyof typeof SCORE_LABELS>).map((key) => (
          <div key={key} className="contents">
            <dt>{SCORE_LABELS[key]}</dt>
            <dd className="flex items-center gap-2">
              <span className="w-28 whitespace-nowrap">{scoreText(score[key])}</span>
              <span aria-hidden="true" className="h-2 flex-1 rounded-full bg-gray-100">
                <span className="block h-2 rounded-full bg-fp-primary" style={{ width: barWidth(score[key]) }} />
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-fp-muted">{scoredOnText(formatInstantDate(score.createdOn))}</p>
    </div>
  );
}

function QcResults({ results }: { results: BlogPost['qcResults'] }) {
  return (
    <table aria-label={QC_RESULTS_LABEL} className="w-full text-left text-sm">
      <thead>
        <tr className="border-b border-fp-border">
          <th scope="col" className="py-1 pr-3 font-medium">
            {QC_COLUMNS.category}
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            {QC_COLUMNS.result}
          </th>
          <th scope="col" className="py-1 font-medium">
            {QC_COLUMNS.feedback}
          </th>
        </tr>
      </thead>
      <tbody>
        {results.map((result, index) => (
          <tr key={index} className="border-b border-fp-border align-top">
            <th scope="row" className="py-2 pr-3 font-normal">
              {categoryLabel(result.category)}
            </th>
            <td className="py-2 pr-3">
              <QcBadge result={result.result} />
            </td>
            <td className="whitespace-pre-wrap py-2">{result.feedback}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The blog score (out of 100) and the automatic quality checks, with the firm's own review when it gave one. */
export function QualityPanel({ post }: { post: BlogPost; client: ReviewClient }) {
  const reason = post.rejectionReason ? (REJECTION_REASON_LABELS[post.rejectionReason] ?? readableWords(post.rejectionReason)) : null;
  const empty = !post.score && post.qcResults.length === 0;
  return (
    <PanelSection title={SECTION_TITLES.quality} slot="quality">
      {empty ? <EmptyText>{EMPTY_TEXTS.quality}</EmptyText> : null}
      {post.score ? <BlogScore score={post.score} /> : !empty ? <EmptyText>{NO_SCORE}</EmptyText> : null}
      {post.qcResults.length > 0 ? <QcResults results={post.qcResults} /> : null}
      {post.humanQc !== 'Unevaluated' || reason ? (
        <div className="space-y-1 text-sm">
          <p>
            <span className="font-medium">{HUMAN_REVIEW_LABEL}: </span>
            <QcBadge result={post.humanQc} />
          </p>
          {reason ? <p>{changesRequestedText(reason)}</p> : null}
          {post.rejectionComment ? <p className="whitespace-pre-wrap">{post.rejectionComment}</p> : null}
        </div>
      ) : null}
    </PanelSection>
  );
}
