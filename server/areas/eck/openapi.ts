import * as v from 'valibot';
import {
  ECK_SORT_FIELDS,
  EckAvailableSummarySchema,
  EckLicenseSchema,
  EckListFilterSchema,
  LicenseMessageFilterSchema,
  LicenseMessageSchema,
  RetriedSchema,
} from '../../../domain/schemas/eck';
import {
  AdjustGroupsSchema,
  PO_SORT_FIELDS,
  PoLicenseSchema,
  PoListFilterSchema,
} from '../../../domain/schemas/po-license';
import type { ApiOperation } from '../../openapi/operation';

/** /api/ecklicenses (routes.ts), the licence messages (../license-messages) and PO licences (../po-licenses). */
export const eckOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/ecklicenses',
    summary: 'ECK-licenties',
    description:
      'Lists ECK licences; `referenceIds` takes up to 500 pasted reference ids and names the ones not held (or outside the publisher) in the `Not-Found-Ids` header.',
    access: 'ecklicenties_inzien',
    query: EckListFilterSchema,
    list: { sort: ECK_SORT_FIELDS },
    reply: EckLicenseSchema,
  },
  {
    method: 'get',
    path: '/ecklicenses/summaryOfAvailableEckLicenses/{organisationId}',
    summary: 'Beschikbare ECK-licenties per product',
    description: 'Available ECK licences of an organisation, per product.',
    access: 'ecklicenties_inzien',
    reply: v.array(EckAvailableSummarySchema),
  },
  {
    method: 'get',
    path: '/generatelicensemessages',
    summary: 'Licentieberichten',
    description: 'Licence messages to distributors with their delivery state.',
    access: { superuserOnly: true },
    query: LicenseMessageFilterSchema,
    list: {},
    reply: LicenseMessageSchema,
  },
  {
    method: 'post',
    path: '/generatelicensemessages/actions/retryall',
    summary: 'Alle mislukte berichten opnieuw',
    description: 'Sends every failed licence message again; answers how many.',
    access: { superuserOnly: true },
    reply: RetriedSchema,
  },
  {
    method: 'post',
    path: '/generatelicensemessages/{id}/actions/retry',
    summary: 'Bericht opnieuw versturen',
    description: 'Sends one failed licence message again (409 when it did not fail).',
    access: { superuserOnly: true },
    reply: LicenseMessageSchema,
    errors: [409],
  },
  {
    method: 'get',
    path: '/policenses',
    summary: 'PO-licenties',
    description: 'Lists primary-school (PO) licences.',
    access: 'policenties_inzien',
    query: PoListFilterSchema,
    list: { sort: PO_SORT_FIELDS },
    reply: PoLicenseSchema,
  },
  {
    method: 'get',
    path: '/policenses/{id}',
    summary: 'PO-licentie',
    description: 'One PO licence.',
    access: 'policenties_inzien',
    reply: PoLicenseSchema,
  },
  {
    method: 'post',
    path: '/policenses/actions/adjustGroups',
    summary: 'Groepen aanpassen',
    description: 'Sets the groups of a PO licence; the same groups again write nothing.',
    access: 'policenties_groepen_aanpassen',
    body: AdjustGroupsSchema,
    reply: PoLicenseSchema,
    errors: [404],
  },
  {
    method: 'delete',
    path: '/policenses/{id}',
    summary: 'PO-licentie verwijderen',
    description: 'Deletes a PO licence.',
    access: 'policenties_verwijderen',
  },
];
