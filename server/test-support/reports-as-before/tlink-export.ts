import { and, eq } from 'drizzle-orm';
import { sortColumns, tlinkConditions, tlinkSelection } from '../../areas/tlinks/repository';
import { type TlinkExportFilter, tlinkExporter } from '../../areas/tlinks/tlink-export';
import { tlinkJson } from '../../areas/tlinks/tlink-json';
import { products } from '../../db/schema/products';
import { tlinkLicenses } from '../../db/schema/tlinks';
import { keysetItems, keysetOrderOf, keysetValue } from '../../http/keyset';
import type { Exporter } from '../../jobs/exporter';

/*
 * Test oracle, never production code. The CSV export of /tlinks as it read its rows before the
 * database wrote its lines (decision 734): `tlinkExporter.pages` and `selectTlinksWithKeyset`
 * of commit fcac3d4 (server/areas/tlinks/), each row the list's JSON item, written by the worker's
 * `csvRecordLine` with the exporter's dates.
 */
export const tlinkExporterAsBefore: Exporter = {
  collection: tlinkExporter.collection,
  fields: tlinkExporter.fields,
  dates: tlinkExporter.dates,
  pages(db, params, pageSize) {
    const { scopeUitgeverId, scopeFullNames, ...filter } = params.filter as TlinkExportFilter;
    const naming = { accounts: true, fullNames: scopeFullNames === true };
    const order = keysetOrderOf(params.sort, sortColumns, tlinkLicenses.id);
    const where = tlinkConditions(filter, scopeUitgeverId ?? null);
    return keysetItems(
      pageSize,
      order,
      (after) =>
        db
          .select({ ...tlinkSelection, keyset: keysetValue(order) })
          .from(tlinkLicenses)
          .innerJoin(products, eq(products.id, tlinkLicenses.productId))
          .where(and(where, after))
          .$dynamic(),
      (row) => ({ keyset: row.keyset, id: row.licence.id }),
      (row) => tlinkJson(row, naming),
    );
  },
};
