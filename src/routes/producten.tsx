import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { itemErrorComponent } from '../kit/item-error';
import { actieSearchSchema } from '../kit/search-fields';
import { idParams } from './path-params';
import { ProductSearchSchema } from './producten-search';
import { rootRoute } from './root';
import { listRoute, pageRoute } from './route-shapes';

// Loaders import their query options on first use: the API module and its reply schemas are
// not startup code (decision 380).
const productsApi = () => import('../api/products');

const eanParams = {
  parse: ({ ean }: { ean: string }) => {
    const clean = ean.replace(/[\s-]/g, '');
    if (!/^[1-9]\d{12}$/.test(clean)) throw notFound();
    return { ean: clean };
  },
  stringify: ({ ean }: { ean: string }) => ({ ean }),
};
/** The one-shot `actie` of a command (actie=levensduur opens the Deactivate/Activate dialog). */
const LevensduurSearchSchema = actieSearchSchema(['levensduur']);
const loadError = itemErrorComponent('product');

export const productsRoute = listRoute(
  '/producten',
  ProductSearchSchema,
  lazyRouteComponent(() => import('../areas/products/products-screen'), 'ProductsScreen'),
);

export const productNewRoute = pageRoute(
  '/producten/new',
  lazyRouteComponent(() => import('../areas/products/product-form-screens'), 'ProductNewScreen'),
);

export const productEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/$id/edit',
  params: idParams('id'),
  validateSearch: (search) => v.parse(LevensduurSearchSchema, search),
  loader: async ({ context, params }) => {
    const { productOptions } = await productsApi();
    return context.queryClient.ensureQueryData(productOptions(context.api, params.id));
  },
  component: lazyRouteComponent(() => import('../areas/products/product-form-screens'), 'ProductEditScreen'),
  errorComponent: loadError,
});

export const productEanEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/ean/$ean',
  params: eanParams,
  validateSearch: (search) => v.parse(LevensduurSearchSchema, search),
  loader: async ({ context, params }) => {
    const { productByEanOptions } = await productsApi();
    return context.queryClient.ensureQueryData(productByEanOptions(context.api, params.ean));
  },
  component: lazyRouteComponent(
    () => import('../areas/products/product-form-screens'),
    'ProductEanEditScreen',
  ),
  errorComponent: loadError,
});

export const productOverviewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/$id/extended-view',
  params: idParams('id'),
  loader: async ({ context, params }) => {
    const { productOptions } = await productsApi();
    return context.queryClient.ensureQueryData(productOptions(context.api, params.id));
  },
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
  loader: async ({ context, params }) => {
    const { productByEanOptions } = await productsApi();
    return context.queryClient.ensureQueryData(productByEanOptions(context.api, params.ean));
  },
  component: lazyRouteComponent(
    () => import('../areas/products/product-overview-screen'),
    'ProductEanOverviewScreen',
  ),
  errorComponent: loadError,
});

export const serviceWindowNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/$product/servicewindows/new',
  params: idParams('product'),
  loader: async ({ context, params }) => {
    const { productOptions } = await productsApi();
    return context.queryClient.ensureQueryData(productOptions(context.api, params.product));
  },
  component: lazyRouteComponent(
    () => import('../areas/service-windows/service-window-form-screen'),
    'ServiceWindowNewScreen',
  ),
  errorComponent: loadError,
});

export const serviceWindowEditRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/producten/$product/servicewindows/$id/edit',
  params: idParams('product', 'id'),
  loader: async ({ context, params }) => {
    const { productOptions } = await productsApi();
    return context.queryClient.ensureQueryData(productOptions(context.api, params.product));
  },
  component: lazyRouteComponent(
    () => import('../areas/service-windows/service-window-form-screen'),
    'ServiceWindowEditScreen',
  ),
  errorComponent: loadError,
});
