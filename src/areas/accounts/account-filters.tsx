import type { AccountListFilter } from '../../../domain/schemas/account';
import { FilterBar } from '../../kit/filter-bar';
import { accountFilters } from './account-search';

type AccountFiltersProps = {
  /** The filter in the URL; the form starts from it. */
  value: AccountListFilter;
  /** Right schooljaarvakcontracten_inzien: shows the school-year select. */
  canFilterSchoolYear: boolean;
  onSearch: (filter: AccountListFilter) => void;
};

/** The users-list filters; the search runs on 'Zoeken' or Enter (spec 000 §2). */
export function AccountFilters({ value, canFilterSchoolYear, onSearch }: AccountFiltersProps) {
  return (
    <FilterBar
      label="Gebruikers zoeken"
      filters={accountFilters}
      value={value}
      hidden={canFilterSchoolYear ? [] : ['schoolYear']}
      onSearch={(filter) => onSearch(filter as AccountListFilter)}
    />
  );
}
