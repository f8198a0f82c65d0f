import type { Right } from '../../../domain/rights';
import { PRODUCT_SORT_FIELDS, ProductListFilterSchema, ProductSchema } from '../../../domain/schemas/product';
import {
  ProductFileLogSchema,
  ProductImportBodySchema,
  ProductImportQuerySchema,
  ProductImportResultSchema,
} from '../../../domain/schemas/product-import';
import { ProductInputSchema } from '../../../domain/schemas/product-input';
import { ProductTransferBodySchema } from '../../../domain/schemas/product-transfer';
import { SchoolYearSchema } from '../../../domain/schemas/school-year';
import {
  ServiceWindowInputSchema,
  ServiceWindowListFilterSchema,
  ServiceWindowSchema,
} from '../../../domain/schemas/service-window';
import type { ApiOperation } from '../../openapi/operation';

const SERVICE_WINDOW_RIGHT: Right = 'producten_servicewindows_leskluis';

/** /api/products (routes.ts, ../beheer, ../product-import), service windows and school years. */
export const productOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/products',
    summary: 'Producten',
    description:
      'Lists products; `eans` takes up to 500 pasted EANs and names the ones not held in the `Not-Found-Ids` header.',
    access: 'producten_inzien',
    query: ProductListFilterSchema,
    list: { sort: PRODUCT_SORT_FIELDS },
    reply: ProductSchema,
  },
  {
    method: 'post',
    path: '/products',
    summary: 'Product toevoegen',
    description: 'Creates a product with its licence model.',
    access: 'producten_toevoegen',
    body: ProductInputSchema,
    reply: ProductSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/products/{id}',
    summary: 'Product',
    description: 'One product.',
    access: 'producten_inzien',
    reply: ProductSchema,
  },
  {
    method: 'put',
    path: '/products/{id}',
    summary: 'Product aanpassen',
    description: 'Changes a product; an unchanged save writes nothing.',
    access: 'producten_aanpassen',
    body: ProductInputSchema,
    reply: ProductSchema,
  },
  {
    method: 'delete',
    path: '/products/{id}',
    summary: 'Product verwijderen',
    description: 'Deletes a product nothing refers to (409 lists what does).',
    access: 'producten_verwijderen',
  },
  {
    method: 'post',
    path: '/products/actions/import',
    summary: 'Producten importeren',
    description: 'Imports products from CSV text for a publisher; `onlyValid` imports the valid rows only.',
    access: 'producten_toevoegen',
    query: ProductImportQuerySchema,
    body: ProductImportBodySchema,
    reply: ProductImportResultSchema,
  },
  {
    method: 'get',
    path: '/products/export',
    summary: 'Producten exporteren (beheer)',
    description: 'Every product as one JSON file, for another environment’s import.',
    access: { superuserOnly: true },
    file: 'application/json',
  },
  {
    method: 'post',
    path: '/products/import',
    summary: 'Producten importeren (beheer)',
    description: 'Imports a product export file; refused in production.',
    access: { superuserOnly: true },
    body: ProductTransferBodySchema,
    reply: ProductFileLogSchema,
  },
  {
    method: 'get',
    path: '/servicewindows',
    summary: 'Servicewindows van een product',
    description: 'The service windows of a product.',
    access: SERVICE_WINDOW_RIGHT,
    query: ServiceWindowListFilterSchema,
    list: {},
    reply: ServiceWindowSchema,
  },
  {
    method: 'get',
    path: '/servicewindows/{id}',
    summary: 'Servicewindow',
    description: 'One service window.',
    access: SERVICE_WINDOW_RIGHT,
    reply: ServiceWindowSchema,
  },
  {
    method: 'post',
    path: '/servicewindows',
    summary: 'Servicewindow toevoegen',
    description: 'Adds a service window to a product.',
    access: SERVICE_WINDOW_RIGHT,
    body: ServiceWindowInputSchema,
    reply: ServiceWindowSchema,
    status: 201,
  },
  {
    method: 'put',
    path: '/servicewindows/{id}',
    summary: 'Servicewindow aanpassen',
    description: 'Changes a service window.',
    access: SERVICE_WINDOW_RIGHT,
    body: ServiceWindowInputSchema,
    reply: ServiceWindowSchema,
  },
  {
    method: 'delete',
    path: '/servicewindows/{id}',
    summary: 'Servicewindow verwijderen',
    description: 'Deletes a service window.',
    access: SERVICE_WINDOW_RIGHT,
  },
  {
    method: 'get',
    path: '/schoolyears',
    summary: 'Schooljaren',
    description: 'Every school year, newest first.',
    access: 'signed-in',
    list: {},
    reply: SchoolYearSchema,
  },
];
