import type { ComponentType } from 'react';
import type { SettingsSectionProps } from './section-props.ts';

/**
 * The sections of Settings, in the order the page lists them; each is its own chunk, loaded when opened. The
 * order: profile, firm, connections, publishing, keywords, competitors, team, subscription, reports.
 */
export const SETTINGS_SECTIONS = [
  { id: 'profile', title: 'Profile', description: 'Your name and picture.', load: () => import('./profile/profile-section.tsx') },
  { id: 'firm', title: 'Firm', description: 'Name, website, logo, identifiers, offices, contacts and the advertising disclaimer.', load: () => import('./firm/firm-section.tsx') },
] as const satisfies readonly { id: string; title: string; description: string; load: () => Promise<{ default: ComponentType<SettingsSectionProps> }> }[];

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

/** The search parameter that names the open section: `/settings?section=team` opens the team. */
export const SECTION_PARAM = 'section';

/** The section a search parameter names; anything else opens the first. */
export function sectionNamed(value: unknown): (typeof SETTINGS_SECTIONS)[number] {
  return SETTINGS_SECTIONS.find((section) => section.id === value) ?? SETTINGS_SECTIONS[0];
}
