import { ACCOUNT_INTENTS } from '../../../commands/account-intents';
import {
  ACCOUNT_FILTER_MIN_LENGTH,
  ACCOUNT_SORT_FIELDS,
  AccountListFilterSchema,
} from '../../../domain/schemas/account';
import { listMessages } from '../../../domain/shell-messages';
import { defineListFilters, selectFilter, textFilter } from '../../kit/list-filters';

const SCHOOL_YEARS = ['1', '2', '3', '4', '5', '6', '7', '8'].map((year) => ({ value: year, label: year }));

/**
 * The /accounts search (spec 000 §2): the text filters in screen order with their minimum length
 * (spec 000 §5; DigiDeliveryId has none), the school year, the sort, a command's `actie` and a
 * pasted column of account numbers or e-mail addresses (decision 436).
 */
export const accountFilters = defineListFilters(
  [
    textFilter('input', 'Contactgegeven', { minLength: ACCOUNT_FILTER_MIN_LENGTH.input }),
    textFilter('voornaam', 'Voornaam', { minLength: ACCOUNT_FILTER_MIN_LENGTH.voornaam }),
    textFilter('tussenvoegsels', 'Tussenvoegsels', { minLength: ACCOUNT_FILTER_MIN_LENGTH.tussenvoegsels }),
    textFilter('achternaam', 'Achternaam', { minLength: ACCOUNT_FILTER_MIN_LENGTH.achternaam }),
    textFilter('userid', 'Neppi/Nepri/EckId', { minLength: ACCOUNT_FILTER_MIN_LENGTH.userid }),
    textFilter('brin', 'BRIN', { minLength: ACCOUNT_FILTER_MIN_LENGTH.brin }),
    textFilter('digiDeliveryId', 'DigiDeliveryId'),
    selectFilter('schoolYear', 'Schooljaar', SCHOOL_YEARS, { allLabel: listMessages.all }),
  ],
  {
    schema: AccountListFilterSchema,
    sortFields: ACCOUNT_SORT_FIELDS,
    idLists: ['ids', 'emails'],
    actie: ACCOUNT_INTENTS,
  },
);
