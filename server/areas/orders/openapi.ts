import {
  EckAccountOptionSchema,
  OrderDetailSchema,
  OrderImportBodySchema,
  OrderImportQuerySchema,
  OrderImportResultSchema,
  OrderStockSchema,
  PriusRequeuedSchema,
} from '../../../domain/schemas/order';
import {
  ORDER_DETAIL_SORT_FIELDS,
  OrderDetailFilterSchema,
  OrderStockFilterSchema,
} from '../../../domain/schemas/order-filters';
import type { ApiOperation } from '../../openapi/operation';
import { EckAccountFilterSchema } from './eck-account-routes';

/** /api/orderdetails, /orderstockdetails, /orders and /eckaccounts (routes.ts, eck-account-routes.ts). */
export const orderOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/orderdetails',
    summary: 'Orders',
    description: 'Order lines with their Prius delivery state.',
    access: 'orders_inzien',
    query: OrderDetailFilterSchema,
    list: { sort: ORDER_DETAIL_SORT_FIELDS },
    reply: OrderDetailSchema,
  },
  {
    method: 'get',
    path: '/orderdetails/{id}',
    summary: 'Orderregel',
    description: 'One order line.',
    access: 'orders_inzien',
    reply: OrderDetailSchema,
  },
  {
    method: 'post',
    path: '/orderdetails/actions/resendAllToPrius',
    summary: 'Alle mislukte orders opnieuw naar Prius',
    description: 'Puts every failed order line back in the Prius outbox; answers how many.',
    access: 'retry_prius_order',
    reply: PriusRequeuedSchema,
  },
  {
    method: 'post',
    path: '/orderdetails/{id}/actions/resendToPrius',
    summary: 'Opnieuw naar Prius',
    description: 'Puts one order line back in the Prius outbox.',
    access: 'retry_prius_order',
    reply: OrderDetailSchema,
  },
  {
    method: 'get',
    path: '/orderstockdetails',
    summary: 'Orderbalans',
    description: 'Ordered, used and remaining stock per contract.',
    access: 'orderbalans_inzien',
    query: OrderStockFilterSchema,
    list: { sort: ['contractid'] },
    reply: OrderStockSchema,
  },
  {
    method: 'post',
    path: '/orders/actions/import',
    summary: 'Orders importeren',
    description:
      'Imports a CSV of orders, all or nothing; a refused file answers 400 with the same shape and its row errors.',
    access: 'orders_toevoegen',
    query: OrderImportQuerySchema,
    body: OrderImportBodySchema,
    reply: OrderImportResultSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/eckaccounts/beheer',
    summary: 'ECK-accounts',
    description: 'Distributors’ ECK accounts, the order import’s choice; `q` searches name and organisation.',
    access: { right: ['orders_toevoegen', 'orders_inzien'] },
    query: EckAccountFilterSchema,
    list: {},
    reply: EckAccountOptionSchema,
  },
];
