import { Hono } from 'hono';
import {
  CONTRACT_SPECIFICATION_SORT_FIELDS,
  ContractBalanceFilterSchema,
  ContractSpecificationFilterSchema,
  SCHOOL_CONTRACT_SORT_FIELDS,
  SchoolContractFilterSchema,
} from '../../../domain/schemas/contract';
import type { Db } from '../../db/connect';
import type { AuthEnv } from '../../http/auth';
import { startExportIfRequested } from '../../http/export-request';
import { requires } from '../../http/guard';
import { listReply, parseFilters, parseSort, rangePage, sortParam } from '../../http/list';
import {
  contractBalanceExporter,
  contractSpecificationExporter,
  schoolContractExporter,
} from './contract-export';
import { listContractBalances, listContractSpecifications, listSchoolContracts } from './repository';

export const CONTRACT_RIGHT = 'schooljaarvakcontracten_inzien';

/** /api/schoolcontracts (spec 001 §7); a publisher-bound administrator sees their own subjects only. */
export function schoolContractRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires(CONTRACT_RIGHT), async (c) => {
    const filter = parseFilters(c, SchoolContractFilterSchema);
    const sort = sortParam(c, SCHOOL_CONTRACT_SORT_FIELDS, 'contractReferenceId', 'ASC');
    const publisherId = c.var.admin.uitgeverId;
    const started = await startExportIfRequested(c, db, schoolContractExporter, {
      filter: { ...filter, publisherId },
      sort,
    });
    if (started) return started;
    const page = rangePage(c);
    const { rows, total } = await listSchoolContracts(db, filter, publisherId, sort, page);
    return listReply(c, rows, page.offset, total);
  });
}

/** /api/contractbalances: the licence counts per contract (spec 001 §4), ordered by contract id. */
export function contractBalanceRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires(CONTRACT_RIGHT), async (c) => {
    const filter = parseFilters(c, ContractBalanceFilterSchema);
    const sort = { field: 'contractReferenceId', direction: 'ASC' as const };
    parseSort(c.req.query('sort'), ['contractReferenceId'] as const, sort);
    const publisherId = c.var.admin.uitgeverId;
    const started = await startExportIfRequested(c, db, contractBalanceExporter, {
      filter: { ...filter, publisherId },
      sort,
    });
    if (started) return started;
    const page = rangePage(c);
    const { rows, total } = await listContractBalances(db, filter, publisherId, page);
    return listReply(c, rows, page.offset, total);
  });
}

/** /api/contractspecifications: how contracts are specified into products. */
export function contractSpecificationRoutes(db: Db) {
  return new Hono<AuthEnv>().get('/', requires(CONTRACT_RIGHT), async (c) => {
    const filter = parseFilters(c, ContractSpecificationFilterSchema);
    const sort = sortParam(c, CONTRACT_SPECIFICATION_SORT_FIELDS, 'contractReferenceId', 'ASC');
    const publisherId = c.var.admin.uitgeverId;
    const started = await startExportIfRequested(c, db, contractSpecificationExporter, {
      filter: { ...filter, publisherId },
      sort,
    });
    if (started) return started;
    const page = rangePage(c);
    const { rows, total } = await listContractSpecifications(db, filter, publisherId, sort, page);
    return listReply(c, rows, page.offset, total);
  });
}
