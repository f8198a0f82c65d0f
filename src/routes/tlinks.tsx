import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { tlinkFilters } from '../areas/tlinks/tlinks-list';
import { itemErrorComponent } from '../kit/item-error';
import { rootRoute } from './root';
import { lazyItem, listRoute, pageRoute } from './route-shapes';

// Loaders import their query options on first use: the API module and its reply schemas are
// not startup code (decision 380).
const tlinksApi = () => import('../api/tlinks');

export const tlinksRoute = listRoute(
  '/tlinks',
  tlinkFilters.schema,
  lazyRouteComponent(() => import('../areas/tlinks/tlinks-screen'), 'TlinksScreen'),
);

export const tlinkNewRoute = pageRoute(
  '/tlinks/new',
  lazyRouteComponent(() => import('../areas/tlinks/tlink-new-screen'), 'TlinkNewScreen'),
);

export const tlinkEditRoute = createRoute({
  ...lazyItem(tlinksApi, (module) => module.tlinkOptions, 'tlink', ['id']),
  path: '/tlinks/$id/edit',
  component: lazyRouteComponent(() => import('../areas/tlinks/tlink-edit-screen'), 'TlinkEditScreen'),
});

export const tlinkCodeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tlinks/code/$code',
  loader: async ({ context, params }) => {
    const { tlinkByCodeOptions } = await tlinksApi();
    return context.queryClient.ensureQueryData(tlinkByCodeOptions(context.api, params.code));
  },
  component: lazyRouteComponent(() => import('../areas/tlinks/tlink-code-screen'), 'TlinkCodeScreen'),
  errorComponent: itemErrorComponent('tlink'),
});
