import type { AccountIntent } from '../../../commands/accounts';
import { listMessages } from '../../../domain/messages';
import {
  ACCOUNT_FILTER_MIN_LENGTH,
  ACCOUNT_FULL_NAME_FILTERS,
  ACCOUNT_FULL_NAME_SORT_FIELDS,
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

/** What the administrator may filter and sort on: the school year and the names need their own right. */
export type AccountListAccess = { schoolYear: boolean; fullNames: boolean };

/** The filters this administrator may not use (the server refuses them): hidden and never sent. */
export function hiddenAccountFilters(access: AccountListAccess): string[] {
  return [
    ...(access.schoolYear ? [] : ['schoolYear']),
    ...(access.fullNames ? [] : ACCOUNT_FULL_NAME_FILTERS),
  ];
}

/** The URL's filter without what this administrator may not filter on. */
export function allowedFilter(filter: AccountListFilter, access: AccountListAccess): AccountListFilter {
  const hidden = hiddenAccountFilters(access);
  return Object.fromEntries(
    Object.entries(filter).filter(([key]) => !hidden.includes(key)),
  ) as AccountListFilter;
}

/** The URL's sort, unless it sorts on a name this administrator may not see (then the default). */
export function allowedSort(sort: string | undefined, access: AccountListAccess): string | undefined {
  const field = sort?.replace(/^(ASC|DESC)-/, '');
  const isNameSort = (ACCOUNT_FULL_NAME_SORT_FIELDS as readonly (string | undefined)[]).includes(field);
  return isNameSort && !access.fullNames ? undefined : sort;
}

export function hasAnyFilter(filter: AccountListFilter): boolean {
  return accountFilters.hasAny(filter);
}
