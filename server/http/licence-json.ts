/** The product of a TLink, ECK or PO licence as the APIs name it: title and EAN, `toString` both. */
export function licenceProductJson(row: {
  licence: { productId: number };
  productTitle: string;
  productEan: string;
}) {
  return {
    id: row.licence.productId,
    title: row.productTitle,
    ean: row.productEan,
    toString: `${row.productTitle} (${row.productEan})`,
  };
}

/** What a licence points at by id (its school, its distributor) as `{ id, toString }` with its name, or null. */
export function labelledRefJson(id: number | null, name: string | null) {
  return id === null ? null : { id, toString: name ?? '' };
}
