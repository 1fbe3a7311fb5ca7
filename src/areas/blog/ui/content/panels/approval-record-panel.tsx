import { useMemo } from 'react';
import {
  approvalRecordFileName,
  approvalsNewestFirst,
  approvedContentOf,
  buildApprovalRecordHtml,
  checkApprovalHash,
  type BlogApproval,
} from '../../../model/approval-record.ts';
import { voidedWarning } from '../../../../../core/review/approval-record.ts';
import type { BlogPost } from '../../../api/blog-post-query.ts';
import { sanitizeBlogHtml } from '../../../../../core/content/sanitize-html.ts';
import { formatInstantDate } from '../../../../../core/review/review-dates.ts';
import { ApprovalPanel, type ApprovalView } from '../../../../../review-kit/approval/approval-panel.tsx';
import type { ReviewClient } from '../../../../../review-kit/review-client.ts';
import { SECTION_TITLES } from '../content-texts.ts';
import { approvedText, EMPTY_TEXTS } from './panels-texts.ts';

/** The blog post's approvals on the kit's approval panel: each names the version it approved and that text's hash. */
export function ApprovalRecordPanel({ post, client }: { post: BlogPost; client: ReviewClient }) {
  const view = useMemo<ApprovalView<BlogApproval>>(
    () => ({
      approvals: approvalsNewestFirst(post.approvals),
      keyOf: (approval) => `${approval.version}-${approval.approvedOn}-${approval.contentHash}`,
      lineOf: (approval) => approvedText(approval.version, approval.approvedBy, formatInstantDate(approval.approvedOn), approval.voided),
      hashOf: (approval) => approval.contentHash,
      voidedReason: (approval) =>
        approval.voided ? voidedWarning(approval.voidedReason, approval.voidedOn ? formatInstantDate(approval.voidedOn) : null) : null,
      check: (approval) => checkApprovalHash(post, approval),
      checkKey: (approval) => approvedContentOf(post, approval.version) ?? 'missing:',
      // The approved text sanitized here: DOMPurify needs the browser.
      record: async (approval, brand) => {
        const content = approvedContentOf(post, approval.version);
        const html = buildApprovalRecordHtml({
          post,
          approval,
          clientName: client.clientName,
          brand,
          generatedAt: new Date(),
          approvedContentHtml: content === null ? null : sanitizeBlogHtml(content),
          hashCheck: await checkApprovalHash(post, approval),
        });
        return { html, fileName: approvalRecordFileName(post.topic, approval.version) };
      },
    }),
    [post, client.clientName],
  );
  return <ApprovalPanel title={SECTION_TITLES.approval} emptyText={EMPTY_TEXTS.approval} view={view} />;
}
