import { useEffect, useRef, useState } from 'react';
import {
  approvalRecordFileName, approvalsNewestFirst, approvedContentOf, buildApprovalRecordHtml, checkApprovalHash, checkSavedText, hashCheckText, type BlogApproval, type HashCheck,
} from '../../../../core/blog/approval-record.ts';
import type { BlogPost } from '../../../../core/blog/blog-post-query.ts';
import { sanitizeBlogHtml } from '../../../../core/content/sanitize-html.ts';
import { formatInstantDate } from '../../../../core/review/review-dates.ts';
import { useSession } from '../../../../ui/hooks/use-session.tsx';
import { Button } from '../../../../ui/primitives/button.tsx';
import type { BlogClient } from '../../hooks/use-blog-client.ts';
import { SECTION_TITLES } from '../content-texts.ts';
import { EmptyText, PanelSection } from './panel-section.tsx';
import {
  approvedText, CHECKING_HASH, CONTENT_HASH_LABEL, DOWNLOAD_RECORD, EARLIER_APPROVALS, EMPTY_TEXTS, PRINT_BLOCKED, PRINT_RECORD, recordFailedText,
} from './panels-texts.ts';

/** How long a record's blob URL stays valid: long enough for the download or the print window to read it. */
const RECORD_URL_LIFETIME_MS = 60_000;

const approvalLine = (approval: BlogApproval) => approvedText(approval.version, approval.approvedBy, formatInstantDate(approval.approvedOn));

/** The hash check of an approval, recomputed when the approval or its version's saved text changes. */
function useHashCheck(post: BlogPost, approval: BlogApproval): HashCheck | null {
  const content = approvedContentOf(post, approval.version);
  const { version, contentHash } = approval;
  const [check, setCheck] = useState<{ version: number; contentHash: string; content: string | null; result: HashCheck } | null>(null);
  useEffect(() => {
    let current = true;
    void checkSavedText(content, { version, contentHash }).then((result) => current && setCheck({ version, contentHash, content, result }));
    return () => {
      current = false;
    };
  }, [version, contentHash, content]);
  const fresh = check && check.version === version && check.contentHash === contentHash && check.content === content;
  return fresh ? check.result : null;
}

/** The record as a file: a Blob of self-contained HTML, its approved text sanitized here (DOMPurify needs the browser). */
async function recordBlob(post: BlogPost, approval: BlogApproval, clientName: string | null, brand: string): Promise<Blob> {
  const content = approvedContentOf(post, approval.version);
  const html = buildApprovalRecordHtml({
    post,
    approval,
    clientName,
    brand,
    generatedAt: new Date(),
    approvedContentHtml: content === null ? null : sanitizeBlogHtml(content),
    hashCheck: await checkApprovalHash(post, approval),
  });
  return new Blob([html], { type: 'text/html;charset=utf-8' });
}

/**
 * Who approved which exact version of the post and when, whether that version's saved text still hashes to
 * what was approved, and the record to keep: downloaded as one HTML file, or printed (to paper or PDF).
 */
export function ApprovalRecordPanel({ post, client }: { post: BlogPost; client: BlogClient }) {
  const [latest, ...earlier] = approvalsNewestFirst(post.approvals);
  return (
    <PanelSection title={SECTION_TITLES.approval} slot="approval-record">
      {latest ? <ApprovalDetails post={post} approval={latest} clientName={client.clientName} /> : <EmptyText>{EMPTY_TEXTS.approval}</EmptyText>}
      {earlier.length > 0 ? (
        <div className="space-y-1">
          <h3 className="text-sm font-medium">{EARLIER_APPROVALS}</h3>
          <ul className="space-y-1 text-sm text-fp-muted">
            {earlier.map((approval) => (
              <li key={`${approval.version}-${approval.approvedOn}`}>{approvalLine(approval)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </PanelSection>
  );
}

function ApprovalDetails({ post, approval, clientName }: { post: BlogPost; approval: BlogApproval; clientName: string | null }) {
  const session = useSession();
  const holder = useRef<HTMLDivElement | null>(null);
  const check = useHashCheck(post, approval);
  const [problem, setProblem] = useState<string | null>(null);

  const withRecord = async (use: (url: string) => void) => {
    setProblem(null);
    try {
      const url = URL.createObjectURL(await recordBlob(post, approval, clientName, session.config.brand));
      setTimeout(() => URL.revokeObjectURL(url), RECORD_URL_LIFETIME_MS);
      use(url);
    } catch (error) {
      setProblem(recordFailedText(error instanceof Error ? error.message : String(error)));
    }
  };

  // The link is clicked inside our own shadow root: nothing is added to the host page.
  const download = () =>
    withRecord((url) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = approvalRecordFileName(post.topic, approval.version);
      link.hidden = true;
      holder.current?.append(link);
      link.click();
      link.remove();
    });

  // The record runs no script (its policy forbids it), so the portal asks its window to print once loaded.
  const print = () =>
    withRecord((url) => {
      const opened = window.open(url, '_blank');
      if (!opened) return setProblem(PRINT_BLOCKED);
      opened.addEventListener('load', () => opened.print(), { once: true });
    });

  return (
    <div ref={holder} className="space-y-3 text-sm">
      <p className="font-medium">{approvalLine(approval)}</p>
      <dl className="space-y-1">
        <dt className="text-fp-muted">{CONTENT_HASH_LABEL}</dt>
        <dd>
          <code data-slot="content-hash" className="break-all font-mono text-xs">
            {approval.contentHash}
          </code>
        </dd>
      </dl>
      <p data-slot="hash-check" role="status" data-state={check?.state ?? 'checking'}>
        {check ? hashCheckText(check) : CHECKING_HASH}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void download()}>
          {DOWNLOAD_RECORD}
        </Button>
        <Button variant="outline" size="sm" onClick={() => void print()}>
          {PRINT_RECORD}
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-fp-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
