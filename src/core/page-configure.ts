import type { PortalSettings } from './config.ts';

/**
 * PAGE_SETTINGS_KEY of ./config.ts, spelled again here: the loader (src/index.ts) exports configure(), and this
 * module imports nothing at run time, so the loader does not wait for a shared chunk before it looks for elements.
 * The configure tests (tests/unit/config.test.ts) fail if the two spellings part.
 */
const PAGE_SETTINGS_KEY = Symbol.for('fp-portal.page-settings.v1');

/** Page-wide settings for every element (attributes on an element still win). */
export function configure(settings: PortalSettings): void {
  const page = globalThis as { [PAGE_SETTINGS_KEY]?: PortalSettings };
  page[PAGE_SETTINGS_KEY] = { ...page[PAGE_SETTINGS_KEY], ...settings };
}
