/** The product of an ECK or PO licence as both APIs name it: title and EAN, `toString` both. */
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
