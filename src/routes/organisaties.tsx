import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { organisationOptions, siblingsOptions, stylesOptions } from '../api/organisations';
import { organisationFilters } from '../areas/organisations/organisation-filters';
import { rootRoute } from './root';
import { requireAccess } from './route-access';

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
  staticData: { specPath: '/organisaties' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/organisaties'),
  validateSearch: organisationFilters.validateSearch,
  component: lazyRouteComponent(
    () => import('../areas/organisations/organisations-screen'),
    'OrganisationsScreen',
  ),
});

export const organisationNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisaties/new',
  staticData: { specPath: '/organisaties/new' },
  beforeLoad: ({ context }) => requireAccess(context.admin, '/organisaties/new'),
  component: lazyRouteComponent(
    () => import('../areas/organisations/organisation-form-screen'),
    'OrganisationNewScreen',
  ),
});

export const organisationEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/organisaties/$id/edit',
  params: idParams,
  staticData: { specPath: '/organisaties/{id}/edit' },
  beforeLoad: ({ context, params }) => requireAccess(context.admin, '/organisaties/{id}/edit', params),
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(organisationOptions(context.api, params.id)),
      context.queryClient.ensureQueryData(stylesOptions(context.api, params.id)),
    ]),
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
  staticData: { specPath: '/organisaties/{id}/extended-view' },
  beforeLoad: ({ context, params }) =>
    requireAccess(context.admin, '/organisaties/{id}/extended-view', params),
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
