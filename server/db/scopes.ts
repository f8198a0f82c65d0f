import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { logEntries } from './schema/logs';
import { organisations } from './schema/organisations';
import { products } from './schema/products';

/*
 * What a publisher-bound administrator may read of rows that more than one area lists; here, not in
 * one of those areas, because areas do not import each other (decision 260).
 */

/**
 * What a viewer may read: a publisher-bound administrator sees every school and distributor but no
 * publisher other than their own (decision 153); staff (`viewerUitgeverId` null) see everything.
 */
export function organisationScope(viewerUitgeverId: number | Placeholder | null): SQL | undefined {
  if (viewerUitgeverId === null) return undefined;
  return sql`(not (${organisations.type} && array['Uitgever']::text[]) or ${organisations.id} = ${viewerUitgeverId})`;
}

/**
 * The log entry groups a viewer may read (decision 102): all for staff; for a publisher-bound
 * administrator those whose products and licences are all their publisher's (publisher_ids, kept
 * by triggers), so no group naming another publisher's, or nothing of theirs, reaches them.
 */
export function logEntryScope(publisherId: number | Placeholder | null): SQL | undefined {
  if (publisherId === null) return undefined;
  return sql`${logEntries.publisherIds} = array[${publisherId}::integer]`;
}

/**
 * Rows of a product (licences, orders): a publisher-bound administrator sees only those of their
 * publisher's products; staff see all. The caller's query joins `products`. A placeholder for a
 * statement prepared once (decision 655).
 */
export function productPublisherScope(uitgeverId: number | Placeholder | null): SQL | undefined {
  return uitgeverId === null ? undefined : eq(products.organisationId, uitgeverId);
}

/**
 * Whether a licence list's query must join `products` (decision 531): the publisher scope reads its
 * publisher, and so does each filter on the product's own fields, which the list's filter schema
 * (domain/schemas/) names `product.<field>`, so a new one joins without a second list to keep.
 */
export function readsProduct(filter: Readonly<Record<string, unknown>>, uitgeverId: number | null): boolean {
  return (
    uitgeverId !== null ||
    Object.entries(filter).some(([key, value]) => key.startsWith('product.') && value !== undefined)
  );
}
