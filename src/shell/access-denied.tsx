import { useRouteContext } from '@tanstack/react-router';
import { menuEntries } from '../../commands/route-table';
import { shellMessages } from '../../domain/shell-messages';
import { RouteLinkGrid } from '../kit/route-link-grid';

/** '{product} geweigerd' (spec 000 §2), with the pages this administrator may open instead. */
export function AccessDenied() {
  const { admin } = useRouteContext({ from: '__root__' });
  const allowed = menuEntries(admin);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">{shellMessages.accessDeniedTitle}</h1>
      <p>{shellMessages.accessDeniedText}</p>
      {allowed.length > 0 ? (
        <>
          <h2 className="pt-2 text-lg font-semibold">Wel beschikbaar</h2>
          <RouteLinkGrid routes={allowed} />
        </>
      ) : null}
    </section>
  );
}
