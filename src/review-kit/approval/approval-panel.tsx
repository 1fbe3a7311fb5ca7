import { useEffect, useRef, useState, type ReactNode } from 'react';
import { hashCheckText, type HashCheck } from '../../core/review/approval-record.ts';
import { useSession } from '../../ui/hooks/use-session.tsx';
import { Button } from '../../ui/primitives/button.tsx';
import { EmptyText, PanelSection } from '../item/panel-section.tsx';
import { CHECKING_HASH, CONTENT_HASH_LABEL, DOWNLOAD_RECORD, EARLIER_APPROVALS, PRINT_BLOCKED, PRINT_RECORD, recordFailedText } from '../kit-texts.ts';

/** How long a record's blob URL stays valid: long enough for the download or the print window to read it. */
const RECORD_URL_LIFETIME_MS = 60_000;

/** What the panel needs of an area's approvals. */
export interface ApprovalView<A> {
  /** Newest first. */
  approvals: readonly A[];
  keyOf: (approval: A) => string;
  /** "Approved version 3 by … on …". */
  lineOf: (approval: A) => string;
  hashOf: (approval: A) => string;
  /** Recomputes the hash of what the page holds for the approved version; `checkKey` changes when that text does. */
  check: (approval: A) => Promise<HashCheck>;
  checkKey: (approval: A) => string;
  /** What the check says, when the area words it otherwise than "the hash matches version n". */
  checkText?: (check: HashCheck) => string;
  /** Why a later change voided the approval, or null while it stands. */
  voidedReason?: (approval: A) => string | null;
  /** The record as one self-contained HTML document, and its file name. */
  record: (approval: A, brand: string) => Promise<{ html: string; fileName: string }>;
}

/** The hash check of an approval, recomputed when the approval or the text it is checked against changes. */
function useHashCheck<A>(view: ApprovalView<A>, approval: A): HashCheck | null {
  const key = `${view.keyOf(approval)}|${view.checkKey(approval)}`;
  const [check, setCheck] = useState<{ key: string; result: HashCheck } | null>(null);
  useEffect(() => {
    let current = true;
    void view.check(approval).then((result) => current && setCheck({ key, result }));
    return () => {
      current = false;
    };
    // The key names everything the check reads.
  }, [key]);
  return check?.key === key ? check.result : null;
}

/**
 * Who approved which exact version and when, whether the text the page holds for it still hashes to what was
 * approved, and the record to keep: downloaded as one HTML file, or printed (to paper or PDF).
 */
export function ApprovalPanel<A>({ title, emptyText, view, children }: { title: string; emptyText: string; view: ApprovalView<A>; children?: (approval: A) => ReactNode }) {
  const [latest, ...earlier] = view.approvals;
  return (
    <PanelSection title={title} slot="approval-record">
      {latest ? <ApprovalDetails view={view} approval={latest} extra={children?.(latest)} /> : <EmptyText>{emptyText}</EmptyText>}
      {earlier.length > 0 ? (
        <div className="space-y-1">
          <h3 className="text-sm font-medium">{EARLIER_APPROVALS}</h3>
          <ul className="space-y-1 text-sm text-fp-muted">
            {earlier.map((approval) => (
              <li key={view.keyOf(approval)}>{view.lineOf(approval)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </PanelSection>
  );
}

function ApprovalDetails<A>({ view, approval, extra }: { view: ApprovalView<A>; approval: A; extra?: ReactNode }) {
  const session = useSession();
  const holder = useRef<HTMLDivElement | null>(null);
  const check = useHashCheck(view, approval);
  const [problem, setProblem] = useState<string | null>(null);
  const voided = view.voidedReason?.(approval) ?? null;

  const withRecord = async (use: (url: string, fileName: string) => void) => {
    setProblem(null);
    try {
      const { html, fileName } = await view.record(approval, session.config.brand);
      const url = URL.createObjectURL(new Blob([html], { type: 'text/html;charset=utf-8' }));
      setTimeout(() => URL.revokeObjectURL(url), RECORD_URL_LIFETIME_MS);
      use(url, fileName);
    } catch (error) {
      setProblem(recordFailedText(error instanceof Error ? error.message : String(error)));
    }
  };

  // The link is clicked inside our own shadow root: nothing is added to the host page.
  const download = () =>
    withRecord((url, fileName) => {
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
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
      <p className="font-medium">{view.lineOf(approval)}</p>
      {voided ? (
        <p role="alert" data-slot="approval-voided" className="rounded-fp border border-fp-danger px-3 py-2 text-fp-danger">
          {voided}
        </p>
      ) : null}
      <dl className="space-y-1">
        <dt className="text-fp-muted">{CONTENT_HASH_LABEL}</dt>
        <dd>
          <code data-slot="content-hash" className="break-all font-mono text-xs">
            {view.hashOf(approval)}
          </code>
        </dd>
      </dl>
      <p data-slot="hash-check" role="status" data-state={check?.state ?? 'checking'}>
        {check ? (view.checkText ?? hashCheckText)(check) : CHECKING_HASH}
      </p>
      {extra}
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
