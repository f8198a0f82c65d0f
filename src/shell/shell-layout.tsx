import { Outlet, useRouteContext } from '@tanstack/react-router';
import { useRef } from 'react';
import { shellMessages } from '../../domain/shell-messages';
import { PaletteProvider } from '../palette/palette-context';
import { DocumentTitle } from './document-title';
import { FocusOnNavigate } from './focus-on-navigate';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** Top bar, side menu and the current screen, with a skip link for keyboard users. */
export function ShellLayout() {
  const admin = useRouteContext({ from: '__root__', select: (context) => context.admin });
  const main = useRef<HTMLElement>(null);
  // A new administrator object (fetched again: a name changed) draws the shell again; the top bar
  // and the side menu are memoised components that skip it unless their props change (decision 615).
  return (
    <PaletteProvider>
      <DocumentTitle fallback={shellMessages.notFound} />
      <FocusOnNavigate main={main} />
      <div className="flex min-h-screen flex-col">
        <a
          href="#inhoud"
          className="sr-only rounded bg-white px-3 py-2 text-sky-900 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus-ring"
        >
          Naar inhoud
        </a>
        <TopBar />
        <div className="flex flex-1">
          <SideMenu {...admin} />
          <main ref={main} id="inhoud" tabIndex={-1} className="min-w-0 flex-1 px-6 py-5 focus:outline-none">
            <Outlet />
          </main>
        </div>
      </div>
    </PaletteProvider>
  );
}
