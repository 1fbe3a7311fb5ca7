import type { ClientSettingsValues } from '../../../../core/clients/client-settings-query.ts';
import { SectionPart } from '../../../../ui/form/section-part.tsx';
import { ReadOnlyNote } from '../read-only-note.tsx';
import { CommitmentRow } from './commitment-row.tsx';
import { COMMITMENT_TEXT } from './subscription-texts.ts';

type Commitment = ClientSettingsValues['commitments'][number];

interface CommitmentsProps {
  commitments: readonly Commitment[];
  clientId: string;
  clientName: string | null;
  /** Opting in and out takes the settings capability; without it the choices are shown as they are. */
  canChange: boolean;
}

/** The firm's commitments, each with the switch that opts the firm in or out of it. */
export function Commitments({ commitments, clientId, clientName, canChange }: CommitmentsProps) {
  return (
    <SectionPart title={COMMITMENT_TEXT.title} description={COMMITMENT_TEXT.description} slot="commitments">
      {canChange ? null : <ReadOnlyNote needs="settings" />}
      {commitments.length === 0 ? (
        <p className="text-sm text-fp-muted">{COMMITMENT_TEXT.empty}</p>
      ) : (
        <ul aria-label={COMMITMENT_TEXT.listLabel} className="divide-y divide-fp-border rounded-fp border border-fp-border">
          {commitments.map((commitment) => (
            <CommitmentRow key={commitment.id} commitment={commitment} clientId={clientId} clientName={clientName} canChange={canChange} />
          ))}
        </ul>
      )}
    </SectionPart>
  );
}
