import type { Right } from '../../../domain/rights';
import {
  ACCOUNT_SORT_FIELDS,
  AccountListFilterSchema,
  AccountSchema,
  LinkedExternAccountSchema,
} from '../../../domain/schemas/account';
import {
  AccessUrlFilterSchema,
  AccessUrlSchema,
  ActivityFilterSchema,
  ActivityGroupSchema,
  ExternalAccountFilterSchema,
} from '../../../domain/schemas/account-activity';
import { AccountSaveSchema } from '../../../domain/schemas/account-form';
import {
  AccountMergeSchema,
  MergeLogEntrySchema,
  MergeResultSchema,
  PseudoIdLookupSchema,
  PseudoIdReplySchema,
} from '../../../domain/schemas/account-merge';
import type { ApiOperation } from '../../openapi/operation';
import { PSEUDO_ID_GENERATORS } from './routes';

const BEHEER: Right = 'beheer_leskluis';

/** /api/accounts and what hangs off an account (this folder, ../activity, ../access-urls, ../external-accounts). */
export const accountOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/accounts',
    summary: 'Gebruikers',
    description:
      'Lists accounts (users); `input` searches e-mail, telephone, username and ids. `ids` or `emails` take up to 500 pasted account numbers or addresses and name the ones not held in the `Not-Found-Ids` header.',
    access: 'gebruikers_inzien',
    query: AccountListFilterSchema,
    list: { sort: ACCOUNT_SORT_FIELDS, csv: true },
    reply: AccountSchema,
  },
  {
    method: 'post',
    path: '/accounts',
    summary: 'Gebruiker toevoegen',
    description: 'Creates an account with its external accounts.',
    access: 'gebruikers_toevoegen',
    body: AccountSaveSchema,
    reply: AccountSchema,
    status: 201,
  },
  {
    method: 'get',
    path: '/accounts/{id}',
    summary: 'Gebruiker',
    description: 'One account with its links.',
    access: 'gebruikers_inzien',
    reply: AccountSchema,
  },
  {
    method: 'put',
    path: '/accounts/{id}',
    summary: 'Gebruiker aanpassen',
    description: 'Changes an account; an unchanged save writes nothing.',
    access: 'gebruikers_aanpassen',
    body: AccountSaveSchema,
    reply: AccountSchema,
  },
  {
    method: 'delete',
    path: '/accounts/{id}',
    summary: 'Gebruiker verwijderen',
    description: 'Deletes an account.',
    access: { superuserOnly: true },
  },
  {
    method: 'post',
    path: '/accounts/actions/merge',
    summary: 'Gebruikers samenvoegen',
    description: 'Merges the source account into the destination account, all or nothing.',
    access: 'gebruikers_samenvoegen',
    body: AccountMergeSchema,
    reply: MergeResultSchema,
  },
  {
    method: 'get',
    path: '/accounts/{id}/externalaccounts',
    summary: 'Externe accounts van een gebruiker',
    description: 'The external accounts linked to an account (also answered with a trailing slash).',
    access: 'gebruikers_inzien',
    list: {},
    reply: LinkedExternAccountSchema,
  },
  {
    method: 'get',
    path: '/accounts/{subject}/idfor/{publisherId}',
    summary: 'Pseudo-id genereren',
    description: 'The pseudo id of an account for one publisher.',
    access: PSEUDO_ID_GENERATORS,
    textParams: ['subject'],
    reply: PseudoIdReplySchema,
  },
  {
    method: 'post',
    path: '/organisations/{publisherId}/actions/getAccountFromPseudoid',
    summary: 'Pseudo-id ontsleutelen',
    description: 'The account behind a publisher’s pseudo id.',
    access: BEHEER,
    body: PseudoIdLookupSchema,
    reply: AccountSchema,
  },
  {
    method: 'get',
    path: '/accounts/{id}/activity',
    summary: 'Activiteit van een gebruiker',
    description: 'The newest activity groups (meldcodes) of an account.',
    access: 'gebruikers_inzien',
    query: ActivityFilterSchema,
    list: {},
    reply: ActivityGroupSchema,
  },
  {
    method: 'get',
    path: '/accounts/{id}/logs/merge',
    summary: 'Samenvoeggeschiedenis',
    description: 'The merges that ended in this account.',
    access: { right: 'gebruikers_inzien', nonPublisherOnly: true },
    list: {},
    reply: MergeLogEntrySchema,
  },
  {
    method: 'get',
    path: '/externalaccounts',
    summary: 'Externe accounts zoeken',
    description: 'Finds external accounts by nameId and type, with the account each is linked to.',
    access: 'gebruikers_inzien',
    query: ExternalAccountFilterSchema,
    list: {},
    reply: LinkedExternAccountSchema,
  },
  {
    method: 'get',
    path: '/accessurls',
    summary: 'Bevestigingslinks',
    description: 'Confirmation links of an account, without their tokens.',
    access: 'gebruikers_inzien',
    query: AccessUrlFilterSchema,
    list: {},
    reply: AccessUrlSchema,
  },
  {
    method: 'delete',
    path: '/accessurls/{id}',
    summary: 'Bevestigingslink verwijderen',
    description: 'Deletes a confirmation link.',
    access: 'accessurls_verwijderen',
  },
];
