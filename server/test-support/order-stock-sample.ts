import { sql } from 'drizzle-orm';
import type { OrderStockFilter } from '../../domain/schemas/order-filters';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { PUBLISHER_ADMIN } from './api-harness';

/**
 * The order stock's (/orderbalans) main filters, each naming an order line of the publisher-bound
 * administrator's publisher, so the superuser's and that administrator's views of every filter both
 * hold rows; and that publisher.
 */
export async function orderStockSample(db: Db): Promise<{ publisher: number; filters: OrderStockFilter[] }> {
  const [line] = await rowsOf<{
    contract: string;
    ean: string;
    distributor: number;
    year: string;
    publisher: number;
  }>(
    db,
    sql`select od.contract_id as contract, p.ean, od.distributor_id as distributor, y.name as year,
          p.organisation_id as publisher
        from order_details od join products p on p.id = od.product_id join school_years y on y.id = od.school_year_id
        where od.contract_id is not null and od.distributor_id is not null
          and p.organisation_id = (select uitgever_id from administrators where email = ${PUBLISHER_ADMIN})
        order by od.id limit 1`,
  );
  if (!line) throw new Error(`no order line of ${PUBLISHER_ADMIN}'s publisher to take the filters from`);
  const filters: OrderStockFilter[] = [
    {},
    { contractId: line.contract.slice(0, 5) },
    { ean: line.ean },
    { distributorId: line.distributor },
    { schoolYearName: line.year },
    { distributorId: line.distributor, schoolYearName: line.year },
  ];
  return { publisher: line.publisher, filters };
}
