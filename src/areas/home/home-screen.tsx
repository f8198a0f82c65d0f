import { useRouteContext } from '@tanstack/react-router';
import { menuEntries } from '../../../commands/route-table';
import { PRODUCT } from '../../../domain/product';
import { can } from '../../../domain/rights';
import { useCurrentAdministrator } from '../../api/administrators';
import { RouteLinkGrid } from '../../kit/route-link-grid';
import { LogSearch } from './log-search';

/**
 * /home, open to every administrator (docs/decisions/070-home-open-to-all.md): the log search by
 * meldcode for those with logentries_inzien, and for everyone the screens they may open.
 */
export function HomeScreen() {
  const me = useCurrentAdministrator();
  const { admin } = useRouteContext({ from: '__root__' });
  const routes = menuEntries(admin).filter((route) => route.path !== '/home');
  return (
    <section className="max-w-5xl space-y-8 pb-24">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Welkom, {me.name}</h1>
        <p className="text-slate-700">
          {me.uitgever
            ? `Je beheert ${PRODUCT} namens ${me.uitgever.name}.`
            : `Je beheert ${PRODUCT} als ${me.rol.naam}.`}
        </p>
      </div>
      {can(admin, 'logentries_inzien') ? <LogSearch admin={admin} /> : null}
      <section aria-label="Schermen" className="space-y-3">
        <h2 className="text-lg font-semibold">Schermen</h2>
        {routes.length > 0 ? (
          <RouteLinkGrid routes={routes} />
        ) : (
          <p>Er zijn nog geen schermen beschikbaar voor jouw rechten.</p>
        )}
      </section>
    </section>
  );
}
