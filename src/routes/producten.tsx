import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { productByEanOptions, productOptions } from '../api/products';
import { validateProductSearch } from '../areas/products/product-search';
import { rootRoute } from './root';

const idParams = {
  parse: ({ id }: { id: string }) => {
    if (!/^\d{1,10}$/.test(id)) throw notFound();
    return { id: Number(id) };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};
const eanParams = {
  parse: ({ ean }: { ean: string }) => {
    const clean = ean.replace(/[\s-]/g, '');
    if (!/^[1-9]\d{12}$/.test(clean)) throw notFound();
    return { ean: clean };
  },
  stringify: ({ ean }: { ean: string }) => ({ ean }),
};
/** The one-shot `actie` of a command (actie=levensduur opens the Deactivate/Activate dialog). */
const intentSearch = (raw: Record<string, unknown>): { actie?: 'levensduur' } =>
  v.is(v.literal('levensduur'), raw.actie) ? { actie: 'levensduur' } : {};
const loadError = lazyRouteComponent(
  () => import('../areas/products/product-load-error'),
  'ProductLoadError',
);

export const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten',
  validateSearch: validateProductSearch,
  component: lazyRouteComponent(() => import('../areas/products/products-screen'), 'ProductsScreen'),
});

export const productNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/new',
  component: lazyRouteComponent(() => import('../areas/products/product-form-screens'), 'ProductNewScreen'),
});

export const productEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/$id/edit',
  params: idParams,
  validateSearch: intentSearch,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productOptions(context.api, params.id)),
  component: lazyRouteComponent(() => import('../areas/products/product-form-screens'), 'ProductEditScreen'),
  errorComponent: loadError,
});

export const productEanEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/ean/$ean',
  params: eanParams,
  validateSearch: intentSearch,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productByEanOptions(context.api, params.ean)),
  component: lazyRouteComponent(
    () => import('../areas/products/product-form-screens'),
    'ProductEanEditScreen',
  ),
  errorComponent: loadError,
});

export const productOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/$id/extended-view',
  params: idParams,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productOptions(context.api, params.id)),
  component: lazyRouteComponent(
    () => import('../areas/products/product-overview-screen'),
    'ProductOverviewScreen',
  ),
  errorComponent: loadError,
});

export const productEanOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/ean/$ean/extended-view',
  params: eanParams,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productByEanOptions(context.api, params.ean)),
  component: lazyRouteComponent(
    () => import('../areas/products/product-overview-screen'),
    'ProductEanOverviewScreen',
  ),
  errorComponent: loadError,
});

const productParams = {
  parse: ({ product }: { product: string }) => {
    if (!/^\d{1,10}$/.test(product)) throw notFound();
    return { product: Number(product) };
  },
  stringify: ({ product }: { product: number }) => ({ product: String(product) }),
};

export const serviceWindowNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/$product/servicewindows/new',
  params: productParams,
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productOptions(context.api, params.product)),
  component: lazyRouteComponent(
    () => import('../areas/service-windows/service-window-form-screen'),
    'ServiceWindowNewScreen',
  ),
  errorComponent: loadError,
});

export const serviceWindowEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/$product/servicewindows/$id/edit',
  params: {
    parse: ({ product, id }: { product: string; id: string }) => {
      if (!/^\d{1,10}$/.test(product) || !/^\d{1,10}$/.test(id)) throw notFound();
      return { product: Number(product), id: Number(id) };
    },
    stringify: ({ product, id }: { product: number; id: number }) => ({
      product: String(product),
      id: String(id),
    }),
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(productOptions(context.api, params.product)),
  component: lazyRouteComponent(
    () => import('../areas/service-windows/service-window-form-screen'),
    'ServiceWindowEditScreen',
  ),
  errorComponent: loadError,
});
