import * as v from 'valibot';

/*
 * Parts that many replies share because they are the same concept, declared once (decision 520).
 * A reply spreads a group of fields (`...timestamps`) or names a reference schema
 * (`organisation: NamedRefSchema`); fields that only look alike stay written where they are.
 */

/** When a stored row was made and last changed: ISO moments (decision 162); `updatedAt` guards saves (412). */
export const timestamps = {
  createdAt: v.string(),
  updatedAt: v.string(),
};

/** Another entity by id and its name: an organisation, publisher, distributor, ECK account. */
export const NamedRefSchema = v.object({ id: v.number(), name: v.string() });

/** Another entity by id and how screens name it (`toString`, e.g. an organisation 'name (brin)'). */
export const LabelledRefSchema = v.object({ id: v.number(), toString: v.string() });

/** The product of a licence (TLink, ECK, PO): how screens name it, 'title (ean)', beside the two. */
export const LicenceProductSchema = v.object({
  id: v.number(),
  title: v.string(),
  ean: v.string(),
  toString: v.string(),
});

/** A product by its id, EAN and title: what an order detail or a service window is for. */
export const ProductRefSchema = v.object({ id: v.number(), ean: v.string(), title: v.string() });

/** A product named in a row counted per product (overviews, summaries, specifications). */
export const productColumns = {
  productId: v.number(),
  productTitle: v.string(),
  productEan: v.string(),
};

/**
 * A row's count columns, in the order named: numbers the database counts (licences per state, amounts
 * ordered or specified), each `v.number()`. A report row spreads them after the columns that name it.
 */
export function counts<const Name extends string>(...names: Name[]): Record<Name, Count> {
  return Object.fromEntries(names.map((name) => [name, v.number()])) as Record<Name, Count>;
}
type Count = v.NumberSchema<undefined>;
