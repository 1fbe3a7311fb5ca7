import { useEffect, useState, type ReactNode } from 'react';
import { hashCheckText, type HashCheck } from '../../core/review/approval-record.ts';
import { EmptyText, PanelSection } from '../item/panel-section.tsx';
import { CHECKING_HASH, CONTENT_HASH_LABEL, EARLIER_APPROVALS } from '../kit-texts.ts';
import { RecordButtons } from './record-buttons.tsx';

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
export function ApprovalPanel<A>({
  title,
  emptyText,
  view,
  children,
}: {
  title: string;
  emptyText: string;
  view: ApprovalView<A>;
  children?: (approval: A) => ReactNode;
}) {
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
  const check = useHashCheck(view, approval);
  const voided = view.voidedReason?.(approval) ?? null;
  return (
    <div className="space-y-3 text-sm">
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
      <RecordButtons record={(brand) => view.record(approval, brand)} />
    </div>
  );
}
