import type { SettingsCapability } from '../model/settings-capabilities.ts';
import { READ_ONLY_REASON } from '../settings-texts.ts';

/** Says why a section's values are shown but cannot be changed. */
export function ReadOnlyNote({ needs }: { needs: SettingsCapability }) {
  return (
    <p data-slot="read-only-note" className="rounded-fp border border-fp-border bg-gray-50 px-3 py-2 text-sm text-fp-muted">
      {READ_ONLY_REASON[needs]}
    </p>
  );
}
