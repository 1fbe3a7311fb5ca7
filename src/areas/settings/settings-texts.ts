// The Settings page's own texts (the spec gives none beyond the route's title). Each section keeps its texts
// beside it, in its folder.

export const SETTINGS_INTRO = "Your firm's account, connections, publishing and team.";
export const SECTIONS_LABEL = 'Settings sections';
export const NO_CLIENT_TEXT = 'Choose a client to see its settings.';
export const SECTION_LOADING = 'Loading the section…';
export const SETTINGS_LOADING = 'Loading the settings…';
export const SETTINGS_FAILED = 'The settings could not be loaded. Check your connection and try again.';

/** Why a section is shown but cannot be changed, by what changing it needs. */
export const READ_ONLY_REASON = {
  settings: "Only the firm's account owners can change these settings.",
  users: "Only the firm's account owners and user managers can manage the team.",
  staff: 'Only agency staff can change this.',
} as const;

/** Asked before leaving a section with unsaved edits: settings keep no draft, so the edits would be lost. */
export const LEAVE_SETTINGS = {
  title: 'Leave without saving?',
  description: 'Your changes in this section have not been saved and will be lost.',
  stay: 'Stay',
  leave: 'Leave',
} as const;
