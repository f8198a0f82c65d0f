import { type Context, Hono } from 'hono';
import {
  CONTRACT_SPECIFICATION_SORT_FIELDS,
  ContractBalanceFilterSchema,
  ContractSpecificationFilterSchema,
  SCHOOL_CONTRACT_SORT_FIELDS,
  SchoolContractFilterSchema,
} from '../../../domain/schemas/contract';
import type { Db } from '../../db/connect';
import type { Page } from '../../db/list-page';
import type { AuthEnv } from '../../http/auth';
import { startExportIfRequested } from '../../http/export-request';
import { requires } from '../../http/guard';
import { listReply, parseFilters, parseSort, rangePage, type Sort, sortParam } from '../../http/list';
import type { Exporter } from '../../jobs/exporter';
import {
  contractBalanceExporter,
  contractSpecificationExporter,
  schoolContractExporter,
} from './contract-export';
import { listContractBalances, listContractSpecifications, listSchoolContracts } from './repository';

export const CONTRACT_RIGHT = 'schooljaarvakcontracten_inzien';

/**
 * One contract list (all three read the same way): its filters and sort, a CSV export of the whole
 * list when asked, otherwise a page; a publisher-bound administrator's own subjects only.
 */
function contractListRoutes<F extends object, S extends Sort<string>>(
  db: Db,
  read: (c: Context<AuthEnv>) => { filter: F; sort: S },
  exporter: Exporter,
  list: (
    filter: F,
    publisherId: number | null,
    sort: S,
    page: Page,
  ) => Promise<{ rows: unknown[]; total: number }>,
) {
  return new Hono<AuthEnv>().get('/', requires(CONTRACT_RIGHT), async (c) => {
    const { filter, sort } = read(c);
    const publisherId = c.var.admin.uitgeverId;
    const started = await startExportIfRequested(c, db, exporter, {
      filter: { ...filter, publisherId },
      sort,
    });
    if (started) return started;
    const page = rangePage(c);
    const { rows, total } = await list(filter, publisherId, sort, page);
    return listReply(c, rows, page.offset, total);
  });
}

/** /api/schoolcontracts (spec 001 §7). */
export const schoolContractRoutes = (db: Db) =>
  contractListRoutes(
    db,
    (c) => ({
      filter: parseFilters(c, SchoolContractFilterSchema),
      sort: sortParam(c, SCHOOL_CONTRACT_SORT_FIELDS, 'contractReferenceId', 'ASC'),
    }),
    schoolContractExporter,
    (filter, publisherId, sort, page) => listSchoolContracts(db, filter, publisherId, sort, page),
  );

/** /api/contractbalances: the licence counts per contract (spec 001 §4), ordered by contract id. */
export const contractBalanceRoutes = (db: Db) =>
  contractListRoutes(
    db,
    (c) => {
      const filter = parseFilters(c, ContractBalanceFilterSchema);
      const sort = { field: 'contractReferenceId', direction: 'ASC' as const };
      parseSort(c.req.query('sort'), ['contractReferenceId'] as const, sort);
      return { filter, sort };
    },
    contractBalanceExporter,
    (filter, publisherId, _sort, page) => listContractBalances(db, filter, publisherId, page),
  );

/** /api/contractspecifications: how contracts are specified into products. */
export const contractSpecificationRoutes = (db: Db) =>
  contractListRoutes(
    db,
    (c) => ({
      filter: parseFilters(c, ContractSpecificationFilterSchema),
      sort: sortParam(c, CONTRACT_SPECIFICATION_SORT_FIELDS, 'contractReferenceId', 'ASC'),
    }),
    contractSpecificationExporter,
    (filter, publisherId, sort, page) => listContractSpecifications(db, filter, publisherId, sort, page),
  );
