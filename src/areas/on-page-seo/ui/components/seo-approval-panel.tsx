import { forwardRef, useEffect, useId, useState } from 'react';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import { approvedChangesHash, buildSeoReviewRecordHtml, seoRecordFileName } from '../../model/seo-approval-record.ts';
import type { SeoChange, SeoJob, SeoReview } from '../../api/seo-job-query.ts';
import { RecordButtons } from '../../../../review-kit/approval/record-buttons.tsx';
import type { ReviewClient } from '../../../../review-kit/review-client.ts';
import { RECORD_TEXTS } from '../../seo-review-texts.ts';
import { fieldLabel } from '../../seo-texts.ts';

type Hash = Awaited<ReturnType<typeof approvedChangesHash>>;

/** The hash of the approved changes, computed again when they change. */
function useApprovedHash(changes: readonly SeoChange[]): Hash | null {
  const [hash, setHash] = useState<{ for: readonly SeoChange[]; value: Hash } | null>(null);
  useEffect(() => {
    let current = true;
    void approvedChangesHash(changes).then((value) => current && setHash({ for: changes, value }));
    return () => {
      current = false;
    };
  }, [changes]);
  return hash?.for === changes ? hash.value : null;
}

function ChangeList({ changes, approved }: { changes: readonly SeoChange[]; approved: boolean }) {
  return (
    <ul className="space-y-2">
      {changes.map((change) => (
        <li key={change.id} data-slot={approved ? 'approved-change' : 'rejected-change'} className="rounded-fp border border-fp-border p-2">
          <p className="text-xs font-semibold text-fp-muted">{fieldLabel(change.field)}</p>
          <p className="whitespace-pre-wrap break-words">{change.proposedValue}</p>
          {!approved && change.decisionComment ? (
            <p className="mt-1 whitespace-pre-wrap break-words text-fp-muted">{change.decisionComment}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export interface SeoApprovalPanelProps {
  job: SeoJob;
  review: SeoReview;
  client: ReviewClient;
}

/**
 * The firm's submitted review, to keep: who submitted it and when, which changes it approved with their exact text
 * and which it rejected, the hash of the approved changes, and the record as one HTML file (the kit's record).
 * Its heading takes the focus when the review has just been submitted.
 */
export const SeoApprovalPanel = forwardRef<HTMLHeadingElement, SeoApprovalPanelProps>(function SeoApprovalPanel(
  { job, review, client },
  heading,
) {
  const headingId = useId();
  const hash = useApprovedHash(job.changes);
  const approved = job.changes.filter((change) => change.decision === 'Approved');
  const rejected = job.changes.filter((change) => change.decision === 'Rejected');
  const record = async (brand: string) => ({
    html: buildSeoReviewRecordHtml({
      job,
      review,
      clientName: client.clientName,
      brand,
      generatedAt: new Date(),
      hash: hash ?? (await approvedChangesHash(job.changes)),
      fieldLabel,
    }),
    fileName: seoRecordFileName(job.pageUrl, review.submittedOn),
  });
  return (
    <section aria-labelledby={headingId} data-slot="approval-record" className="flex flex-col gap-3">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="text-lg font-semibold focus-visible:outline-none">
        {RECORD_TEXTS.title}
      </h2>
      <div className="space-y-3 text-sm">
        <p className="font-medium">
          {RECORD_TEXTS.line(review.submittedBy, formatInstantDate(review.submittedOn), review.approvedCount, review.rejectedCount)}
        </p>
        {review.executionJobId ? <p className="text-fp-muted">{RECORD_TEXTS.execution(review.executionJobId)}</p> : null}
        <h3 className="text-sm font-medium">{RECORD_TEXTS.approvedHeading}</h3>
        {approved.length > 0 ? <ChangeList changes={approved} approved /> : <p className="text-fp-muted">{RECORD_TEXTS.noneApproved}</p>}
        {rejected.length > 0 ? (
          <>
            <h3 className="text-sm font-medium">{RECORD_TEXTS.rejectedHeading}</h3>
            <ChangeList changes={rejected} approved={false} />
          </>
        ) : null}
        <dl className="space-y-1">
          <dt className="text-fp-muted">{RECORD_TEXTS.hashLabel}</dt>
          <dd className="m-0">
            <code data-slot="content-hash" className="break-all font-mono text-xs">
              {hash === null ? RECORD_TEXTS.hashing : 'hash' in hash ? hash.hash : hash.problem}
            </code>
          </dd>
        </dl>
        <RecordButtons record={record} />
      </div>
    </section>
  );
});
