import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { productFilters } from '../areas/products/products-list';
import { itemErrorComponent } from '../kit/item-error';
import { actieSearchSchema } from '../kit/search-fields';
import { type RouterContext, rootRoute } from './root';
import { lazyItem, listRoute, pageRoute } from './route-shapes';

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
/** A route of one product by its EAN (`$ean`, spaces and dashes dropped): the parts both EAN pages share. */
const productByEan = {
  getParentRoute: () => rootRoute,
  params: eanParams,
  loader: async ({ context, params }: { context: RouterContext; params: { ean: string } }) => {
    const { productByEanOptions } = await productsApi();
    return context.queryClient.ensureQueryData(productByEanOptions(context.api, params.ean));
  },
  errorComponent: loadError,
};
/** A route of one product by its id (the first of `ids`). */
const product = <const K extends string>(ids: readonly [K, ...K[]]) =>
  lazyItem(productsApi, (module) => module.productOptions, 'product', ids);

export const productsRoute = listRoute(
  '/producten',
  productFilters.schema,
  lazyRouteComponent(() => import('../areas/products/products-screen'), 'ProductsScreen'),
);

export const productNewRoute = pageRoute(
  '/producten/new',
  lazyRouteComponent(() => import('../areas/products/product-form-screens'), 'ProductNewScreen'),
);

export const productEditRoute = createRoute({
  ...product(['id']),
  path: '/producten/$id/edit',
  validateSearch: (search) => v.parse(LevensduurSearchSchema, search),
  component: lazyRouteComponent(() => import('../areas/products/product-form-screens'), 'ProductEditScreen'),
});

export const productEanEditRoute = createRoute({
  ...productByEan,
  path: '/producten/ean/$ean',
  validateSearch: (search) => v.parse(LevensduurSearchSchema, search),
  component: lazyRouteComponent(
    () => import('../areas/products/product-form-screens'),
    'ProductEanEditScreen',
  ),
});

export const productOverviewRoute = createRoute({
  ...product(['id']),
  path: '/producten/$id/extended-view',
  component: lazyRouteComponent(
    () => import('../areas/products/product-overview-screen'),
    'ProductOverviewScreen',
  ),
});

export const productEanOverviewRoute = createRoute({
  ...productByEan,
  path: '/producten/ean/$ean/extended-view',
  component: lazyRouteComponent(
    () => import('../areas/products/product-overview-screen'),
    'ProductEanOverviewScreen',
  ),
});

const serviceWindowScreens = () => import('../areas/service-windows/service-window-form-screen');

export const serviceWindowNewRoute = createRoute({
  ...product(['product']),
  path: '/producten/$product/servicewindows/new',
  component: lazyRouteComponent(serviceWindowScreens, 'ServiceWindowNewScreen'),
});

export const serviceWindowEditRoute = createRoute({
  ...product(['product', 'id']),
  path: '/producten/$product/servicewindows/$id/edit',
  component: lazyRouteComponent(serviceWindowScreens, 'ServiceWindowEditScreen'),
});
