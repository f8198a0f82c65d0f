import { ACCOUNT_FULL_NAME_SORT_FIELDS } from '../../../domain/schemas/account';

/** What the administrator may filter and sort on: the school year and the names need their own right. */
export type AccountListAccess = { schoolYear: boolean; fullNames: boolean };

/** The URL's sort, unless it sorts on a name this administrator may not see (then the default). */
export function allowedSort(sort: string | undefined, access: AccountListAccess): string | undefined {
  const field = sort?.replace(/^(ASC|DESC)-/, '');
  const isNameSort = (ACCOUNT_FULL_NAME_SORT_FIELDS as readonly (string | undefined)[]).includes(field);
  return isNameSort && !access.fullNames ? undefined : sort;
}
