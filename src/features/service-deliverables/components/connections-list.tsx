import type { ConnectionPlatform } from '../../../core/api/generated/graphql.ts';
import { formatInstantDate } from '../../../core/review/review-dates.ts';
import { CONNECTION_PLATFORM_NAMES } from '../../../core/settings/connection-platforms.ts';
import { useClientConnections } from '../hooks/use-client-connections.ts';
import {
  CONNECTIONS_ERROR_TEXT,
  CONNECTIONS_HEADING,
  connectedText,
  LOADING_CONNECTIONS_LABEL,
  NO_WORDPRESS_CREDENTIAL_TEXT,
  NOT_CONNECTED_TEXT,
  WORDPRESS_HEADING,
  wordPressAutoPublishText,
  wordPressSiteText,
} from '../service-deliverables-texts.ts';
import { TitledSection } from '../../../ui/layout/titled-section.tsx';
import { QueryState } from '../../../ui/layout/query-state.tsx';

const PLATFORMS = Object.keys(CONNECTION_PLATFORM_NAMES) as ConnectionPlatform[];

/** Every platform the firm can connect, connected or not, and the WordPress site the blog publishes to. */
export function ConnectionsList({ clientId }: { clientId: string }) {
  const settings = useClientConnections(clientId);
  const data = settings.data;
  return (
    <>
      <TitledSection title={CONNECTIONS_HEADING}>
        <QueryState
          status={settings.status}
          loadingLabel={LOADING_CONNECTIONS_LABEL}
          errorText={CONNECTIONS_ERROR_TEXT}
          onRetry={() => void settings.refetch()}
          // Every platform is listed, connected or not, so the list is never empty.
          emptyText=""
          isEmpty={false}
        >
          <ul data-slot="connections" className="divide-y divide-fp-border rounded-fp border border-fp-border">
            {PLATFORMS.map((platform) => {
              const connection = data?.connections.find((entry) => entry.platform === platform);
              return (
                <li key={platform} data-platform={platform} data-connected={connection ? 'true' : 'false'} className="flex flex-col gap-1 px-3 py-2 text-sm sm:flex-row sm:justify-between">
                  <span className="font-medium text-fp-text">{CONNECTION_PLATFORM_NAMES[platform]}</span>
                  <span className="text-fp-muted">{connection ? connectedText(connection.accountName, formatInstantDate(connection.connectedOn)) : NOT_CONNECTED_TEXT}</span>
                </li>
              );
            })}
          </ul>
        </QueryState>
      </TitledSection>
      {data && (
        <TitledSection title={WORDPRESS_HEADING}>
          <p data-slot="word-press-status" className="text-sm text-fp-text">
            {data.wordPressCredential
              ? wordPressSiteText(data.wordPressCredential.siteUrl, data.wordPressCredential.username, formatInstantDate(data.wordPressCredential.updatedOn))
              : NO_WORDPRESS_CREDENTIAL_TEXT}
          </p>
          <p className="text-sm text-fp-muted">{wordPressAutoPublishText(data.wordPressAutoPublish)}</p>
        </TitledSection>
      )}
    </>
  );
}
