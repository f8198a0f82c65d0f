import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { mayRun } from '../../commands/available';
import { organisationFilters } from '../areas/organisations/organisations-list';
import { itemErrorComponent } from '../kit/item-error';
import { idParams } from './path-params';
import { rootRoute } from './root';
import { listRoute, pageRoute } from './route-shapes';

// Loaders import their query options on first use: the API module and its reply schemas are
// not startup code (decision 380).
const organisationsApi = () => import('../api/organisations');

const loadError = itemErrorComponent('organisation');

export const organisationsRoute = listRoute(
  '/organisaties',
  organisationFilters.schema,
  lazyRouteComponent(() => import('../areas/organisations/organisations-screen'), 'OrganisationsScreen'),
);

export const organisationNewRoute = pageRoute(
  '/organisaties/new',
  lazyRouteComponent(
    () => import('../areas/organisations/organisation-form-screen'),
    'OrganisationNewScreen',
  ),
);

export const organisationEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisaties/$id/edit',
  params: idParams('id'),
  // The route's rule needs the organisation itself: its edit command's rule on the entity (issue 18 A4).
  loader: async ({ context, params }) => {
    // The organisation commands load with the palette after the first paint (decision 427).
    const [{ organisationOptions, stylesOptions }, { editOrganisationCommand, organisationRef }] =
      await Promise.all([organisationsApi(), import('../../commands/organisations')]);
    const [organisation] = await Promise.all([
      context.queryClient.ensureQueryData(organisationOptions(context.api, params.id)),
      context.queryClient.ensureQueryData(stylesOptions(context.api, params.id)),
    ]);
    if (!mayRun(editOrganisationCommand, context.admin, organisationRef(organisation)))
      throw redirect({ to: '/access-denied', replace: true });
  },
  component: lazyRouteComponent(
    () => import('../areas/organisations/organisation-form-screen'),
    'OrganisationEditScreen',
  ),
  errorComponent: loadError,
});

export const organisationViewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisaties/$id/extended-view',
  params: idParams('id'),
  loader: async ({ context, params }) => {
    const { organisationOptions, siblingsOptions, stylesOptions } = await organisationsApi();
    return Promise.all([
      context.queryClient.ensureQueryData(organisationOptions(context.api, params.id)),
      context.queryClient.ensureQueryData(siblingsOptions(context.api, params.id)),
      context.queryClient.ensureQueryData(stylesOptions(context.api, params.id)),
    ]);
  },
  component: lazyRouteComponent(
    () => import('../areas/organisations/organisation-view-screen'),
    'OrganisationViewScreen',
  ),
  errorComponent: loadError,
});
