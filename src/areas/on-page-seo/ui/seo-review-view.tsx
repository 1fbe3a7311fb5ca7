import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { canDecideChanges, isOpenForDecisions, tallyDecisions } from '../model/seo-decisions.ts';
import type { SeoAction } from '../model/seo-actions.ts';
import { seoJobQueryOptions, type SeoJob } from '../api/seo-job-query.ts';
import type { SeoActionResult } from '../api/seo-mutations.ts';
import { SEO_STATUS_TONES } from '../model/seo-status.ts';
import { ActionBar } from '../../../review-kit/actions/action-bar.tsx';
import { ItemHeader } from '../../../review-kit/item/item-header.tsx';
import { ItemFrame, ItemLayout } from '../../../review-kit/item/item-frame.tsx';
import { publicationDay } from '../../../review-kit/item/item-dates.ts';
import { EmptyText, PanelSection } from '../../../review-kit/item/panel-section.tsx';
import { StatusHistoryPanel } from '../../../review-kit/item/status-history-panel.tsx';
import { useReviewClient, type ReviewClient } from '../../../review-kit/review-client.ts';
import { useOutcomeReporter } from '../../../review-kit/review-outcome-listener.ts';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { ChangeRow } from './components/change-row.tsx';
import { JobNotices } from './components/job-notices.tsx';
import { ReviewSummary } from './components/review-summary.tsx';
import { SeoApprovalPanel } from './components/seo-approval-panel.tsx';
import { useSeoDecisions } from './hooks/use-seo-decisions.ts';
import { SEO_ACTIONS_SPEC } from './seo-actions-spec.ts';
import { REVIEW_TEXTS, SEO_PAGE_TEXTS } from '../seo-review-texts.ts';
import { changeLabels, decidedCountText, qcLabel, seoStatusLabel } from '../seo-texts.ts';

export interface SeoReviewViewProps {
  clientId: string;
  jobId: string;
  onBack?: () => void;
  /** The job is gone (a test job deleted) or replaced by another (regenerated): where the page goes next. */
  onJobGone?: (replacedBy: string | null) => void;
}

/**
 * One on-page SEO job for review: where it stands and why it stopped, the agency's actions, every proposed
 * change with the firm's decision, the submitted review to keep, and the job's history. Router-free, so a page
 * of the portal or an element test can show it.
 */
export function SeoReviewView({ clientId, jobId, onBack, onJobGone }: SeoReviewViewProps) {
  const session = useSession();
  const client = useReviewClient(clientId);
  const query = useQuery({ ...seoJobQueryOptions(session, clientId, jobId), enabled: Boolean(clientId && jobId) });
  return (
    <ItemFrame client={client} query={query} texts={SEO_PAGE_TEXTS} onBack={onBack}>
      {(job, client) => <LoadedJob key={job.id} job={job} client={client} onJobGone={onJobGone} />}
    </ItemFrame>
  );
}

function LoadedJob({ job, client, onJobGone }: { job: SeoJob; client: ReviewClient; onJobGone?: SeoReviewViewProps['onJobGone'] }) {
  const heading = useRef<HTMLHeadingElement | null>(null);
  const recordHeading = useRef<HTMLHeadingElement | null>(null);
  const report = useOutcomeReporter();
  // Once the review is submitted, its record takes the focus (the controls that had it are gone).
  const [focusRecord, setFocusRecord] = useState(false);
  useEffect(() => {
    if (!focusRecord || !recordHeading.current) return;
    recordHeading.current.focus();
    setFocusRecord(false);
  }, [focusRecord, job.review]);
  const { decide, pending, failure } = useSeoDecisions(client.clientId, job);
  const tally = tallyDecisions(job.changes);
  const labels = useMemo(() => changeLabels(job.changes), [job.changes]);
  const facts: Array<[string, string]> = [
    [SEO_PAGE_TEXTS.facts.preProcessQc, qcLabel(job.preProcessQc)],
    [SEO_PAGE_TEXTS.facts.postProcessQc, qcLabel(job.postProcessQc)],
    [SEO_PAGE_TEXTS.facts.decided, decidedCountText(tally.total - tally.undecided, tally.total)],
    [SEO_PAGE_TEXTS.facts.kind, job.isTest ? SEO_PAGE_TEXTS.testJob : SEO_PAGE_TEXTS.deliverableJob],
    [SEO_PAGE_TEXTS.facts.updatedOn, publicationDay(job.updatedOn)],
  ];
  const canDecide = canDecideChanges(client.roles, job);
  const proposedOf = (field: string) => job.changes.find((change) => change.field === field)?.proposedValue;
  const actionItem = { ...job, topic: job.pageUrl };
  const onActionDone = (action: SeoAction, _item: unknown, result: SeoActionResult) => {
    if (action === 'deleteTestJob') return onJobGone?.(null);
    if (action === 'regenerate' && result.newJobId) return onJobGone?.(result.newJobId);
    // The button that was used may be gone with the status it needed: the page's heading takes the focus.
    requestAnimationFrame(() => {
      const root = heading.current?.getRootNode() as Document | ShadowRoot | undefined;
      if (!root?.activeElement || root.activeElement === (root as Document).body) heading.current?.focus();
    });
  };
  return (
    <ItemLayout
      header={
        <ItemHeader
          title={job.pageUrl}
          headingRef={heading}
          status={job.status}
          tones={SEO_STATUS_TONES}
          statusLabel={seoStatusLabel}
          facts={facts}
        >
          <JobNotices job={job} />
        </ItemHeader>
      }
      actions={<ActionBar spec={SEO_ACTIONS_SPEC} item={actionItem} client={client} pageType="on-page-seo-review" onDone={onActionDone} />}
      body={
        <>
          {canDecide && job.changes.length > 0 ? (
            <ReviewSummary
              clientId={client.clientId}
              job={job}
              decide={decide}
              saving={pending.size > 0}
              onSubmitted={() => {
                report('onPageSeo', 'reviewSubmitted', job.id);
                setFocusRecord(true);
              }}
            />
          ) : !job.review && job.changes.length > 0 ? (
            <p className="text-sm text-fp-muted">{isOpenForDecisions(job) ? REVIEW_TEXTS.readOnly : REVIEW_TEXTS.notOpen}</p>
          ) : null}
          <PanelSection title={SEO_PAGE_TEXTS.changesTitle} slot="seo-changes">
            {job.changes.length === 0 ? (
              <EmptyText>{SEO_PAGE_TEXTS.noChanges}</EmptyText>
            ) : (
              <ol aria-label={SEO_PAGE_TEXTS.changesLabel} className="space-y-4">
                {job.changes.map((change) => (
                  <ChangeRow
                    key={change.id}
                    change={change}
                    label={labels.get(change.id)!}
                    pageUrl={job.pageUrl}
                    companion={
                      change.field === 'title'
                        ? proposedOf('metaDescription')
                        : change.field === 'metaDescription'
                          ? proposedOf('title')
                          : undefined
                    }
                    canDecide={canDecide}
                    pending={pending.has(change.id)}
                    failure={failure?.changeIds.includes(change.id) ? failure.message : null}
                    decide={decide}
                  />
                ))}
              </ol>
            )}
          </PanelSection>
        </>
      }
      record={job.review ? <SeoApprovalPanel ref={recordHeading} job={job} review={job.review} client={client} /> : null}
      history={<StatusHistoryPanel changes={job.statusHistory} labelOf={seoStatusLabel} />}
    />
  );
}
