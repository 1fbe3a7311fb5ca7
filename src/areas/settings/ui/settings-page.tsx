import { SETTINGS_AREA } from '../area.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { clientSettingsQueryOptions } from '../../../core/clients/client-settings-query.ts';
import { settingsAbilities } from '../model/settings-capabilities.ts';
import { LeaveDialog } from '../../../ui/form/leave-dialog.tsx';
import { useReviewClient } from '../../../review-kit/review-client.ts';
import { DirtyFormsProvider } from '../../../ui/form/dirty-forms.tsx';
import { useSession } from '../../../ui/hooks/use-session.tsx';
import { TitledSection } from '../../../ui/layout/titled-section.tsx';
import { Spinner } from '../../../ui/primitives/spinner.tsx';
import { SettingsNav } from './settings-nav.tsx';
import { SECTION_PARAM, SETTINGS_SECTIONS, sectionNamed } from './settings-sections.ts';
import { LEAVE_SETTINGS, NO_CLIENT_TEXT, SECTION_LOADING, SETTINGS_INTRO } from '../settings-texts.ts';

// One lazy component per section, made once: each section is its own chunk.
const SECTION_COMPONENTS = Object.fromEntries(SETTINGS_SECTIONS.map((section) => [section.id, lazy(section.load)]));

/**
 * `/settings`: the selected client's settings, one section at a time, each at its own URL
 * (`?section=team`). Leaving a section, or the page, with unsaved edits asks first.
 */
export default function SettingsPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const section = sectionNamed(search[SECTION_PARAM]);
  const client = useReviewClient();
  const session = useSession();
  const queryClient = useQueryClient();
  // Most sections show the firm's settings: asked for while rendering (as usePrefetchQuery does), the answer
  // comes while the section's chunk loads instead of after it.
  if (client) {
    const settings = clientSettingsQueryOptions(session, client.clientId);
    if (!queryClient.getQueryState(settings.queryKey)) void queryClient.prefetchQuery(settings);
  }
  const abilities = useMemo(() => settingsAbilities(client?.roles ?? []), [client?.roles]);
  const [dirty, setDirty] = useState(false);
  const blocker = useBlocker({ shouldBlockFn: () => dirty, enableBeforeUnload: () => dirty, withResolver: true });
  const Section = SECTION_COMPONENTS[section.id]!;
  return (
    <div data-slot="settings-page" className="flex flex-col gap-4 p-4 md:p-6">
      <div className="space-y-1">
        <h1 className="text-xl font-semibold text-fp-text">{SETTINGS_AREA.routes[0].title}</h1>
        <p className="text-sm text-fp-muted">{SETTINGS_INTRO}</p>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:gap-8">
        <SettingsNav current={section.id} />
        <div className="min-w-0 flex-1">
          {client ? (
            <TitledSection title={section.title} slot={`settings-${section.id}`} headingClassName="text-lg">
              <p className="text-sm text-fp-muted">{section.description}</p>
              <DirtyFormsProvider onChange={setDirty}>
                <Suspense fallback={<Spinner label={SECTION_LOADING} />}>
                  <Section
                    key={`${client.clientId}/${section.id}`}
                    clientId={client.clientId}
                    clientName={client.clientName}
                    abilities={abilities}
                  />
                </Suspense>
              </DirtyFormsProvider>
            </TitledSection>
          ) : (
            <p className="text-sm text-fp-muted">{NO_CLIENT_TEXT}</p>
          )}
        </div>
      </div>
      <LeaveDialog
        open={blocker.status === 'blocked'}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
        texts={LEAVE_SETTINGS}
      />
    </div>
  );
}
