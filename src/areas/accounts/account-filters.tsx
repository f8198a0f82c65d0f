import type { AccountListFilter } from '../../../domain/schemas/account';
import { FilterBar } from '../../kit/filter-bar';
import { type AccountListAccess, accountFilters, hiddenAccountFilters } from './account-search';

type AccountFiltersProps = {
  /** The filter in the URL; the form starts from it. */
  value: AccountListFilter;
  /** Which of the school-year select and the name filters this administrator may use. */
  access: AccountListAccess;
  onSearch: (filter: AccountListFilter) => void;
};

/** The users-list filters; the search runs on 'Zoeken' or Enter (spec 000 §2). */
export function AccountFilters({ value, access, onSearch }: AccountFiltersProps) {
  return (
    <FilterBar
      label="Gebruikers zoeken"
      filters={accountFilters}
      value={value}
      hidden={hiddenAccountFilters(access)}
      onSearch={(filter) => onSearch(filter as AccountListFilter)}
    />
  );
}
