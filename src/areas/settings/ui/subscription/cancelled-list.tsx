import type { CancelledDeliverable } from '../../api/contract-preview-query.ts';
import { cancelledByService } from '../../model/subscription-rules.ts';
import { END_CONTRACT_TEXT as TEXT } from './subscription-texts.ts';

/** What ending the contract cancels: how many, then by service, each deliverable by its name. */
export function CancelledList({ deliverables }: { deliverables: readonly CancelledDeliverable[] }) {
  if (deliverables.length === 0) return <p className="text-sm text-fp-text">{TEXT.nothing}</p>;
  return (
    <div data-slot="cancelled-deliverables" className="space-y-2 text-sm">
      <p className="font-medium text-fp-text">{TEXT.cancels(deliverables.length)}</p>
      <div
        className="max-h-64 space-y-3 overflow-y-auto rounded-fp border border-fp-border p-3"
        role="group"
        tabIndex={0}
        aria-label={TEXT.listLabel}
      >
        {cancelledByService(deliverables).map((group) => (
          <div key={group.serviceName} className="space-y-1">
            <p className="font-medium text-fp-text">{TEXT.serviceCount(group.serviceName, group.names.length)}</p>
            <ul aria-label={group.serviceName} className="list-disc space-y-0.5 pl-5 text-fp-text">
              {group.names.map((name, index) => (
                <li key={`${index}-${name}`}>{name}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
