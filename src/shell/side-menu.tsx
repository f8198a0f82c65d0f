import { memo } from 'react';
import { menuSections } from '../../commands/route-table';
import type { AdminPrincipal } from '../../domain/rights';
import { RouteLink } from '../kit/route-link';

/**
 * The side menu from the route table; the router marks the active entry with aria-current. Its
 * props are the principal's fields, which the query's structural sharing keeps while they are equal:
 * the memo draws the menu again only when the rights change, not when the root's context or the
 * administrator's name does (decision 615).
 */
export const SideMenu = memo(function SideMenu(admin: AdminPrincipal) {
  return (
    <nav aria-label="Hoofdmenu" className="w-56 shrink-0 border-r border-slate-200 bg-white px-3 py-4">
      {menuSections(admin).map((section) => (
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
});
