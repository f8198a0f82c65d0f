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

/** An ECK or PO licence row with its product and school names (`selectEck`, `selectPo`). */
type SchoolLicenceRow<Reference extends string | null> = {
  licence: {
    id: number;
    productId: number;
    eckId: string | null;
    organisationId: number | null;
    startDate: Date | null;
    endDate: Date | null;
    referenceId: Reference;
  };
  productTitle: string;
  productEan: string;
  schoolName: string | null;
};

/**
 * The fields an ECK and a PO licence both carry (spec 001 §3): id, product, ECK iD, school, period
 * and reference. Each list's own fields are spread beside them (`eckJson`, `poJson`).
 */
export function schoolLicenceJson<Reference extends string | null>(row: SchoolLicenceRow<Reference>) {
  const l = row.licence;
  return {
    id: l.id,
    product: licenceProductJson(row),
    eckId: l.eckId,
    organisation: labelledRefJson(l.organisationId, row.schoolName),
    startDate: l.startDate?.toISOString() ?? null,
    endDate: l.endDate?.toISOString() ?? null,
    referenceId: l.referenceId,
  };
}
