import { QueryState } from '../../../../ui/layout/query-state.tsx';
import type { SettingsSectionProps } from '../section-props.ts';
import { SettingsQueryState } from '../settings-query-state.tsx';
import { useClientSettings } from '../use-client-settings.ts';
import { Commitments } from './commitments.tsx';
import { ContractCard } from './contract-card.tsx';
import { SectionPart } from '../../../../ui/form/section-part.tsx';
import { CONTRACT_TEXT, SUBSCRIPTION_TEXT } from './subscription-texts.ts';
import { useClientContracts } from './use-client-contracts.ts';

/**
 * Subscription: the firm's contracts with their periods, and the commitments it may opt out of. Staff also
 * change a period and end a contract (after seeing what ending it cancels).
 */
export default function SubscriptionSection({ clientId, clientName, abilities }: SettingsSectionProps) {
  const contracts = useClientContracts(clientId);
  const settings = useClientSettings(clientId);
  return (
    <div className="space-y-6">
      <SectionPart title={CONTRACT_TEXT.title}>
        <QueryState
          status={contracts.status}
          loadingLabel={SUBSCRIPTION_TEXT.loading}
          errorText={SUBSCRIPTION_TEXT.failed}
          onRetry={() => void contracts.refetch()}
          emptyText={CONTRACT_TEXT.empty}
          isEmpty={contracts.data?.length === 0}
        >
          <ul aria-label={CONTRACT_TEXT.listLabel} className="space-y-4">
            {(contracts.data ?? []).map((contract) => (
              <ContractCard key={contract.id} contract={contract} clientId={clientId} staff={abilities.staff} />
            ))}
          </ul>
        </QueryState>
      </SectionPart>
      <SettingsQueryState query={settings}>
        {(answer) => (
          <Commitments
            commitments={answer.clientSettings.commitments}
            clientId={clientId}
            clientName={clientName}
            canChange={abilities.settings}
          />
        )}
      </SettingsQueryState>
    </div>
  );
}
