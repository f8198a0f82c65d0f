import type { MenuSection } from '../../commands/route-table';
import { RouteLink } from '../kit/route-link';

/** The side menu from the route table; the router marks the active entry with aria-current. */
export function SideMenu({ sections }: { sections: readonly MenuSection[] }) {
  return (
    <nav aria-label="Hoofdmenu" className="w-56 shrink-0 border-r border-slate-200 bg-white px-3 py-4">
      {sections.map((section) => (
        <div key={section.group} className="mb-4">
          <h2 className="px-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {section.group}
          </h2>
          <ul>
            {section.entries.map((route) => (
              <li key={route.path}>
                <RouteLink
                  route={route}
                  className="focus-ring block rounded px-2 py-1.5 text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-sky-100 aria-[current=page]:font-semibold aria-[current=page]:text-sky-900"
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
