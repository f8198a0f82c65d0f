import type { AccountIntent } from '../../../commands/accounts';
import { listMessages } from '../../../domain/messages';
import {
  ACCOUNT_FILTER_MIN_LENGTH,
  ACCOUNT_SORT_FIELDS,
  type AccountListFilter,
  AccountListFilterSchema,
} from '../../../domain/schemas/account';
import { defineListFilters, selectFilter, textFilter } from '../../kit/url-filters';
import { intentOf } from './account-intent';

/** The text filters of the users list, in screen order. */
export const ACCOUNT_TEXT_FILTERS = [
  'input',
  'voornaam',
  'tussenvoegsels',
  'achternaam',
  'userid',
  'brin',
  'digiDeliveryId',
] as const;
export type AccountTextFilter = (typeof ACCOUNT_TEXT_FILTERS)[number];

/** Minimum length per text filter (spec 000 §5); DigiDeliveryId has none. */
export function minLengthOf(key: AccountTextFilter): number {
  return key === 'digiDeliveryId' ? 1 : ACCOUNT_FILTER_MIN_LENGTH[key];
}

/** The users list's URL search params: the filters, the sort and a command's one-shot `actie`. */
export type AccountSearch = AccountListFilter & { sort?: string; actie?: AccountIntent | undefined };

const LABELS: Record<AccountTextFilter, string> = {
  input: 'Contactgegeven',
  voornaam: 'Voornaam',
  tussenvoegsels: 'Tussenvoegsels',
  achternaam: 'Achternaam',
  userid: 'Neppi/Nepri/EckId',
  brin: 'BRIN',
  digiDeliveryId: 'DigiDeliveryId',
};

const SCHOOL_YEARS = ['1', '2', '3', '4', '5', '6', '7', '8'].map((year) => ({ value: year, label: year }));

/** The users-list filters (spec 000 §2), declared once for the URL, the filter bar and the API call. */
export const accountFilters = defineListFilters(
  [
    ...ACCOUNT_TEXT_FILTERS.map((key) => textFilter(key, LABELS[key], { minLength: minLengthOf(key) })),
    selectFilter('schoolYear', 'Schooljaar', SCHOOL_YEARS, { allLabel: listMessages.all }),
  ],
  { schema: AccountListFilterSchema, sortFields: ACCOUNT_SORT_FIELDS },
);

/**
 * Validates the URL's search params field by field: a value that is invalid or too short is
 * dropped instead of failing the page, so a hand-edited URL still shows the list. Every key is
 * returned, dropped ones as undefined, because the router merges the result over the raw params.
 */
export function validateAccountSearch(raw: Record<string, unknown>): AccountSearch {
  return { ...(accountFilters.validateSearch(raw) as AccountSearch), actie: intentOf(raw) };
}

/** Only the users-list filters that have a value: unknown URL params never reach the API. */
export function pickFilter(search: Record<string, unknown>): AccountListFilter {
  return accountFilters.pick(search) as AccountListFilter;
}

/** What the filter form holds while the administrator types. */
export type AccountFilterDraft = Record<AccountTextFilter, string> & { schoolYear: string };

export function draftOf(filter: AccountListFilter): AccountFilterDraft {
  return accountFilters.draftOf(filter) as AccountFilterDraft;
}

/** The filter to search with: trimmed, and values shorter than their minimum are not sent. */
export function filterOf(draft: AccountFilterDraft, canFilterSchoolYear: boolean): AccountListFilter {
  const { schoolYear, ...rest } = draft;
  return accountFilters.filterOf(canFilterSchoolYear ? draft : rest) as AccountListFilter;
}

export function hasAnyFilter(filter: AccountListFilter): boolean {
  return accountFilters.hasAny(filter);
}
