import { SETTINGS_SECTIONS } from '../lib/sections';
import { SETTINGS_MESSAGES as M } from '../messages';

/**
 * The Settings tab's table of contents: plain anchor links, so each section has an address
 * (`?tab=settings#taxes`) and the browser's Back returns to where the artist was. They wrap on a
 * phone rather than scroll sideways.
 */
export function SettingsSectionNav() {
  return (
    <nav aria-label={M.sectionNavLabel}>
      <ul className="flex flex-wrap gap-2">
        {SETTINGS_SECTIONS.map(({ id, name }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-10 items-center rounded-full border border-neutral-700 px-3 text-sm text-neutral-200 hover:border-violet-400 hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
