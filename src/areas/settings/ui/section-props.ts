import type { SettingsAbilities } from '../model/settings-capabilities.ts';

/** What every section of the Settings page is given. */
export interface SettingsSectionProps {
  clientId: string;
  clientName: string | null;
  /** What the signed-in person may change here; a section without the ability shows its values read-only. */
  abilities: SettingsAbilities;
}
