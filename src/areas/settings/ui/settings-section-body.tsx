import type { ReactNode } from 'react';
import type { ClientSettingsAnswer } from '../../../core/clients/client-settings-query.ts';
import type { SettingsCapability } from '../model/settings-capabilities.ts';
import { ReadOnlyNote } from './read-only-note.tsx';
import { SettingsQueryState } from './settings-query-state.tsx';
import { useClientSettings } from './use-client-settings.ts';

export interface SettingsSectionBodyProps {
  clientId: string;
  /** What changing the section needs; without it the section says why it is read-only. */
  needs: SettingsCapability;
  allowed: boolean;
  children: (answer: ClientSettingsAnswer) => ReactNode;
}

/** A section that shows the client's settings (GetClientSettings): its loading and error states, and the read-only reason. */
export function SettingsSectionBody({ clientId, needs, allowed, children }: SettingsSectionBodyProps) {
  const query = useClientSettings(clientId);
  return (
    <SettingsQueryState query={query}>
      {(answer) => (
        <div className="space-y-6">
          {allowed ? null : <ReadOnlyNote needs={needs} />}
          {children(answer)}
        </div>
      )}
    </SettingsQueryState>
  );
}
