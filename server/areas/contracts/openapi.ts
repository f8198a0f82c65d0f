import {
  CONTRACT_SPECIFICATION_SORT_FIELDS,
  ContractBalanceFilterSchema,
  ContractBalanceSchema,
  ContractSpecificationFilterSchema,
  ContractSpecificationSchema,
  SCHOOL_CONTRACT_SORT_FIELDS,
  SchoolContractFilterSchema,
  SchoolContractRowSchema,
} from '../../../domain/schemas/contract';
import type { ApiOperation } from '../../openapi/operation';
import { CONTRACT_RIGHT } from './routes';

/** /api/schoolcontracts, /contractbalances and /contractspecifications (routes.ts). */
export const contractOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/schoolcontracts',
    summary: 'Schooljaarvakcontracten',
    description: 'School-year subject contracts with their counts.',
    access: CONTRACT_RIGHT,
    query: SchoolContractFilterSchema,
    list: { sort: SCHOOL_CONTRACT_SORT_FIELDS, csv: true },
    reply: SchoolContractRowSchema,
  },
  {
    method: 'get',
    path: '/contractbalances',
    summary: 'Contractsaldi',
    description: 'Balances per contract.',
    access: CONTRACT_RIGHT,
    query: ContractBalanceFilterSchema,
    list: { sort: ['contractReferenceId'], csv: true },
    reply: ContractBalanceSchema,
  },
  {
    method: 'get',
    path: '/contractspecifications',
    summary: 'Contractspecificaties',
    description: 'The lines of the contracts.',
    access: CONTRACT_RIGHT,
    query: ContractSpecificationFilterSchema,
    list: { sort: CONTRACT_SPECIFICATION_SORT_FIELDS, csv: true },
    reply: ContractSpecificationSchema,
  },
];
