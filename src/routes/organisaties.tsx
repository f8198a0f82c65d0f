import { createRoute, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { mayRun } from '../../commands/available';
import { editOrganisationCommand, organisationRef } from '../../commands/organisations';
import { organisationOptions, siblingsOptions, stylesOptions } from '../api/organisations';
import { organisationFilters } from '../areas/organisations/organisation-filters';
import { rootRoute } from './root';

const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d{1,10}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

const loadError = lazyRouteComponent(
  () => import('../areas/organisations/organisation-load-error'),
  'OrganisationLoadError',
);

export const organisationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisaties',
  validateSearch: organisationFilters.validateSearch,
  component: lazyRouteComponent(
    () => import('../areas/organisations/organisations-screen'),
    'OrganisationsScreen',
  ),
});

export const organisationNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisaties/new',
  component: lazyRouteComponent(
    () => import('../areas/organisations/organisation-form-screen'),
    'OrganisationNewScreen',
  ),
});

export const organisationEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisaties/$id/edit',
  params: idParams,
  // The route's rule needs the organisation itself: its edit command's rule on the entity (issue 18 A4).
  loader: async ({ context, params }) => {
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
  params: idParams,
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(organisationOptions(context.api, params.id)),
      context.queryClient.ensureQueryData(siblingsOptions(context.api, params.id)),
      context.queryClient.ensureQueryData(stylesOptions(context.api, params.id)),
    ]),
  component: lazyRouteComponent(
    () => import('../areas/organisations/organisation-view-screen'),
    'OrganisationViewScreen',
  ),
  errorComponent: loadError,
});
