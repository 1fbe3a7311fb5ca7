import type { ComponentType } from 'react';
import type { SettingsSectionProps } from './section-props.ts';

/**
 * The sections of Settings, in the order the page lists them; each is its own chunk, loaded when opened.
 */
export const SETTINGS_SECTIONS = [
  { id: 'profile', title: 'Profile', description: 'Your name and picture.', load: () => import('./profile/profile-section.tsx') },
  {
    id: 'firm',
    title: 'Firm',
    description: 'Name, website, logo, identifiers, offices, contacts and the advertising disclaimer.',
    load: () => import('./firm/firm-section.tsx'),
  },
  {
    id: 'connections',
    title: 'Connections',
    description: 'WordPress, Google and the social networks.',
    load: () => import('./connections/connections-section.tsx'),
  },
  {
    id: 'publishing',
    title: 'Publishing',
    description: 'Auto-publishing and the social media opt-in.',
    load: () => import('./publishing/publishing-section.tsx'),
  },
  {
    id: 'keywords',
    title: 'Keyword lists',
    description: 'The searches your content aims at.',
    load: () => import('./keywords/keywords-section.tsx'),
  },
  {
    id: 'competitors',
    title: 'Competitors',
    description: 'The firms you compete with.',
    load: () => import('./competitors/competitors-section.tsx'),
  },
  { id: 'team', title: 'Team', description: 'Who can use the portal, and their roles.', load: () => import('./team/team-section.tsx') },
  {
    id: 'subscription',
    title: 'Subscription',
    description: 'Contracts, periods and commitments.',
    load: () => import('./subscription/subscription-section.tsx'),
  },
  {
    id: 'reports',
    title: 'Reports by email',
    description: 'How often your report is sent, and to whom.',
    load: () => import('./reports/reports-section.tsx'),
  },
] as const satisfies readonly {
  id: string;
  title: string;
  description: string;
  load: () => Promise<{ default: ComponentType<SettingsSectionProps> }>;
}[];

export type SettingsSectionId = (typeof SETTINGS_SECTIONS)[number]['id'];

/** The search parameter that names the open section: `/settings?section=team` opens the team. */
export const SECTION_PARAM = 'section';

/** The section a search parameter names; anything else opens the first. */
export function sectionNamed(value: unknown): (typeof SETTINGS_SECTIONS)[number] {
  return SETTINGS_SECTIONS.find((section) => section.id === value) ?? SETTINGS_SECTIONS[0];
}
