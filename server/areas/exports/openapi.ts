import { ExportJobSchema } from '../../../domain/schemas/export-job';
import type { ApiOperation } from '../../openapi/operation';

/** /api/exportjobs as OpenAPI describes it (routes.ts). A list starts one with `Accept: text/csv`. */
export const exportOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/exportjobs',
    summary: 'Mijn exports',
    description: 'The signed-in administrator’s CSV exports with their state.',
    access: 'signed-in',
    list: { sort: ['createdAt'] },
    reply: ExportJobSchema,
  },
  {
    method: 'get',
    path: '/exportjobs/{id}/download',
    summary: 'Export downloaden',
    description: 'The CSV file of a finished export of one’s own (409 while running, 410 once expired).',
    access: 'signed-in',
    file: 'text/csv',
    errors: [409, 410],
  },
];
