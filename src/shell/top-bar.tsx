import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import { PRODUCT } from '../../domain/product';
import { useShellSession } from '../auth/session-context';
import { AccountMenu } from './account-menu';
import { EnvironmentBadge } from './environment-badge';
import { PaletteButtons } from './palette-button';

/** The bar above every screen; memoised without props: it draws again only with its own hooks (decision 615). */
export const TopBar = memo(function TopBar() {
  const { environment } = useShellSession();
  return (
    <header className="flex h-14 items-center justify-between bg-slate-800 px-4 text-white">
      <div className="flex items-center gap-3">
        <Link to="/" className="focus-ring rounded px-1 text-lg font-semibold">
          {PRODUCT} Beheer
        </Link>
        <EnvironmentBadge environment={environment} />
      </div>
      <PaletteButtons />
      <AccountMenu />
    </header>
  );
});
