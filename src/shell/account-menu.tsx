import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useCurrentAdministrator } from '../api/administrators';
import { useShellSession } from '../auth/session-context';

/** The top bar's account menu: who is signed in, and 'Uitloggen'. */
export function AccountMenu() {
  const admin = useCurrentAdministrator();
  const { signOut } = useShellSession();
  return (
    <Menu>
      <MenuButton className="focus-ring rounded px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700">
        {admin.name} <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-20 mt-1 w-64 rounded-lg border border-slate-300 bg-white p-1 text-sm text-slate-900 shadow-lg focus:outline-none"
      >
        <div className="px-3 py-2">
          <p className="font-semibold">{admin.name}</p>
          <p className="truncate text-slate-600">{admin.email}</p>
          {admin.uitgever ? <p className="text-slate-600">{admin.uitgever.name}</p> : null}
        </div>
        <MenuItem>
          <button
            type="button"
            className="w-full rounded px-3 py-2 text-left data-focus:bg-sky-100 data-focus:text-sky-900"
            onClick={() => void signOut()}
          >
            Uitloggen
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
