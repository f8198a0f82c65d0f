import type { OrderSource, PriusStatus } from '../enums';

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  ECK: 'ECK',
  API: 'API',
};

/** Delivery of an order line to Prius. */
export const PRIUS_LABELS: Record<PriusStatus, string> = {
  PENDING: 'Klaargezet',
  SENT: 'Verstuurd',
  FAILED: 'Mislukt',
};
