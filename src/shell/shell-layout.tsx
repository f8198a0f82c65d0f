import { Outlet, useRouteContext } from '@tanstack/react-router';
import { useRef } from 'react';
import { menuSections } from '../../commands/route-table';
import { shellMessages } from '../../domain/shell-messages';
import { PaletteProvider } from '../palette/palette-context';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';
import { useDocumentTitle } from './use-document-title';
import { useFocusOnNavigate } from './use-focus-on-navigate';

/** Top bar, side menu and the current screen, with a skip link for keyboard users. */
export function ShellLayout() {
  const { admin } = useRouteContext({ from: '__root__' });
  useDocumentTitle(shellMessages.notFound);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  return (
    <PaletteProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#inhoud"
          className="sr-only rounded bg-white px-3 py-2 text-sky-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus-ring"
        >
          Naar inhoud
        </a>
        <TopBar />
        <div className="flex flex-1">
          <SideMenu sections={menuSections(admin)} />
          <main ref={main} id="inhoud" tabIndex={-1} className="min-w-0 flex-1 px-6 py-5 focus:outline-none">
            <Outlet />
          </main>
        </div>
      </div>
    </PaletteProvider>
  );
}
