import { jobProgress, progressText } from '../model/backlink-progress.ts';
import type { BacklinkJob } from '../model/backlink-types.ts';
import { progressLabel } from '../backlinks-texts.ts';

/** How far a job is through its steps: a bar (named for screen readers) and '2 of 4 steps'. */
export function JobProgress({
  job,
  withBar = true,
}: {
  job: Pick<BacklinkJob, 'anchorText' | 'completedSteps' | 'stepCount' | 'status'>;
  withBar?: boolean;
}) {
  const progress = jobProgress(job);
  return (
    <span data-slot="job-progress" className="inline-flex items-center gap-2 whitespace-nowrap">
      {withBar ? (
        <span
          role="progressbar"
          aria-label={progressLabel(job.anchorText)}
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={progress.done}
          aria-valuetext={progressText(progress)}
          className="block h-1.5 w-16 overflow-hidden rounded-full bg-gray-200"
        >
          <span className="block h-full rounded-full bg-fp-primary" style={{ width: `${progress.percent}%` }} />
        </span>
      ) : null}
      <span>{progressText(progress)}</span>
    </span>
  );
}
