import type { GetSeoJobSummaryQuery } from '../../../core/api/generated/operations.ts';
import { readable } from '../readable.ts';
import { JobFacts } from './job-facts.tsx';
import { TitledSection } from '../../../ui/layout/titled-section.tsx';
import { STATUS_HISTORY_TEXTS, StatusHistoryList, type StatusChangeRow } from '../../../ui/layout/status-history-list.tsx';

const externalLink = (url: string | null | undefined, label: string) =>
  url ? (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-fp-primary underline">
      {label}
    </a>
  ) : (
    '—'
  );

export function SeoJobSummary({ job }: { job: GetSeoJobSummaryQuery['seoJob'] }) {
  return (
    <>
      <h2 className="break-all text-lg font-semibold">{job.pageUrl}</h2>
      <JobFacts facts={[['Status', readable(job.status)], ['Page', externalLink(job.pageUrl, job.pageUrl)]]} />
      <section aria-labelledby="seo-changes" className="space-y-2">
        <h2 id="seo-changes" className="text-base font-semibold">
          Proposed changes
        </h2>
        {job.changes.length === 0 ? (
          <p className="text-sm text-fp-muted">No changes proposed.</p>
        ) : (
          <div role="region" aria-label="Proposed changes" tabIndex={0} className="overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-fp-border text-fp-muted">
                  <th scope="col" className="py-2 pr-4 font-medium">Field</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Now</th>
                  <th scope="col" className="py-2 font-medium">Proposed</th>
                </tr>
              </thead>
              <tbody>
                {job.changes.map((change) => (
                  <tr key={change.id} className="border-b border-fp-border align-top">
                    <th scope="row" className="py-2 pr-4 font-medium">{readable(change.field)}</th>
                    <td className="py-2 pr-4">{change.currentValue}</td>
                    <td className="py-2">{change.proposedValue}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <JobHistory changes={job.statusHistory} />
    </>
  );
}

function JobHistory({ changes }: { changes: readonly StatusChangeRow[] }) {
  return (
    <TitledSection title={STATUS_HISTORY_TEXTS.title}>
      <StatusHistoryList changes={changes} />
    </TitledSection>
  );
}
