import { useMemo } from 'react';
import { newestFirst, voidedWarning } from '../../../core/review/approval-record.ts';
import { formatInstantDate } from '../../../core/review/review-dates.ts';
import {
  buildSocialApprovalRecordHtml,
  checkSocialApproval,
  socialHashCheckText,
  socialRecordFileName,
} from '../model/social-approval-record.ts';
import type { SocialApproval, SocialJob } from '../api/social-post-query.ts';
import { ApprovalPanel, type ApprovalView } from '../../../review-kit/approval/approval-panel.tsx';
import type { ReviewClient } from '../../../review-kit/review-client.ts';
import { APPROVAL_TEXTS, PLATFORM_NAMES } from '../post-texts.ts';

/**
 * Who approved the job's posts and when, exactly as approved (text, image and link per platform), whether a
 * later edit voided that approval, and the record to keep, on the kit's approval panel.
 */
export function SocialApprovalPanel({ job, client, channelLabel }: { job: SocialJob; client: ReviewClient; channelLabel: string }) {
  const view = useMemo<ApprovalView<SocialApproval>>(
    () => ({
      approvals: newestFirst(job.approvals),
      keyOf: (approval) => `${approval.approvedOn}-${approval.contentHash}`,
      lineOf: (approval) => APPROVAL_TEXTS.line(approval.approvedBy, formatInstantDate(approval.approvedOn)),
      hashOf: (approval) => approval.contentHash,
      check: checkSocialApproval,
      checkKey: (approval) => approval.contentHash,
      checkText: socialHashCheckText,
      voidedReason: (approval) =>
        approval.voided ? voidedWarning(approval.voidedReason, approval.voidedOn ? formatInstantDate(approval.voidedOn) : null) : null,
      record: async (approval, brand) => ({
        html: buildSocialApprovalRecordHtml({
          topic: job.topic,
          jobId: job.id,
          channelLabel,
          approval,
          clientName: client.clientName,
          brand,
          generatedAt: new Date(),
          hashCheck: await checkSocialApproval(approval),
          platformName: (platform) => PLATFORM_NAMES[platform],
        }),
        fileName: socialRecordFileName(job.topic, approval.approvedOn),
      }),
    }),
    [job, client.clientName, channelLabel],
  );
  return (
    <ApprovalPanel title={APPROVAL_TEXTS.title} emptyText={APPROVAL_TEXTS.empty} view={view}>
      {(approval) => (
        <div className="space-y-2">
          <h3 className="text-sm font-medium">{APPROVAL_TEXTS.postsHeading}</h3>
          <ul className="space-y-2">
            {approval.posts.map((post) => (
              <li key={post.postId} className="rounded-fp border border-fp-border p-2">
                <p className="text-xs font-semibold text-fp-muted">{PLATFORM_NAMES[post.platform]}</p>
                <p className="whitespace-pre-wrap break-words">{post.content}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ApprovalPanel>
  );
}
