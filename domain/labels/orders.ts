import { ORDER_SOURCES, type PriusStatus } from '../enums';
import { asWritten } from './label';

/** The channels' own names: ECK, API. */
export const ORDER_SOURCE_LABELS = asWritten(ORDER_SOURCES);

/** Delivery of an order line to Prius. */
export const PRIUS_LABELS: Record<PriusStatus, string> = {
  PENDING: 'Klaargezet',
  SENT: 'Verstuurd',
  FAILED: 'Mislukt',
};
