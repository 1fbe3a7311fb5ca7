import { SETTINGS_AREA } from '../area.ts';
import { Link } from '@tanstack/react-router';
import { cn } from '../../../ui/cn.ts';
import { SECTION_PARAM, SETTINGS_SECTIONS, type SettingsSectionId } from './settings-sections.ts';
import { SECTIONS_LABEL } from '../settings-texts.ts';

const SETTINGS_PATH = SETTINGS_AREA.routes[0].path;

/**
 * The sections as links, each to its own URL (so a link, a new tab or the notices' "connect" can open one):
 * a column beside the section on wide screens, a row that scrolls sideways on phones.
 */
export function SettingsNav({ current }: { current: SettingsSectionId }) {
  return (
    <nav aria-label={SECTIONS_LABEL} className="md:w-52 md:shrink-0">
      <ul className="-mx-1 flex gap-1 overflow-x-auto pb-1 md:mx-0 md:flex-col md:overflow-visible md:pb-0">
        {SETTINGS_SECTIONS.map((section) => {
          const active = section.id === current;
          return (
            <li key={section.id} className="shrink-0">
              <Link
                to={SETTINGS_PATH}
                search={{ [SECTION_PARAM]: section.id } as never}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'block whitespace-nowrap rounded-fp px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-fp-primary',
                  active ? 'bg-gray-100 font-medium text-fp-text' : 'text-fp-muted hover:bg-gray-100 hover:text-fp-text',
                )}
              >
                {section.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
