import { getRouteApi } from '@tanstack/react-router';
import { ArrowLeftRight, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { accountRef, addAccountCommand, mergeAccountsCommand } from '../../../commands/accounts';
import { ACCOUNT_BULK_COMMANDS, accountRowLabel } from '../../../commands/bulk-accounts';
import { pageTitles } from '../../../domain/messages';
import { can } from '../../../domain/rights';
import type { Account } from '../../../domain/schemas/account';
import { DEFAULT_ACCOUNT_SORT, useAccountListSource } from '../../api/accounts';
import { useMaySeeFullNames } from '../../api/administrators';
import { useBulkTable } from '../../kit/bulk-bar';
import { useRowCommands } from '../../kit/entity-commands';
import { FilterBar } from '../../kit/filter-bar';
import { FloatingActions } from '../../kit/floating-actions';
import { IdListNote } from '../../kit/id-list-note';
import { InfiniteTable } from '../../kit/infinite-table';
import { ExportButton, useListExport } from '../../kit/list-export';
import { PageHeader } from '../../kit/page';
import { useActie } from '../../kit/use-actie';
import { hiddenFilters } from '../../routes/hidden-filters';
import { accountColumns } from './account-columns';
import { allowedSort } from './account-list-access';
import { accountFilters } from './accounts-list';

const route = getRouteApi('/accounts');
const accountKey = (account: Account) => account.id;

/** /accounts 'Gebruikers': filters in the URL and the infinite users table (spec 000 §2). */
export function AccountsScreen() {
  const search = route.useSearch();
  const { admin } = route.useRouteContext();
  const navigate = route.useNavigate();
  const fullNames = useMaySeeFullNames();
  const canSeeSchoolYear = can(admin, 'schooljaarvakcontracten_inzien');
  const access = useMemo(() => ({ schoolYear: canSeeSchoolYear, fullNames }), [canSeeSchoolYear, fullNames]);
  // What the server would refuse is left out of the URL's filter and sort (decision 157).
  const sort = allowedSort(search.sort, access);
  const hidden = hiddenFilters('/accounts', admin, fullNames);
  const filter = accountFilters.pick(search, hidden);
  const source = useAccountListSource(filter, sort ?? DEFAULT_ACCOUNT_SORT);
  const columns = accountColumns(access);
  const rowCommands = useRowCommands(accountRef);
  const bulk = useBulkTable(source, accountKey, {
    kind: 'account',
    commands: ACCOUNT_BULK_COMMANDS,
    rowLabel: accountRowLabel,
  });
  const list = { path: 'accounts', params: filter, sort: sort ?? DEFAULT_ACCOUNT_SORT, columns };
  const exportList = useListExport(list);
  // The palette's 'Gebruikers exporteren als excel' opens this list with actie=export.
  useActie(search.actie, { export: exportList });

  return (
    <section className="space-y-4 pb-24">
      <PageHeader title={pageTitles.users} actions={<ExportButton {...list} />} />
      <IdListNote
        count={(search.ids ?? search.emails)?.length}
        noun={search.ids ? 'accountnummers' : 'e-mailadressen'}
        all="Alle gebruikers tonen"
        onClear={() => navigate({ search: (current) => ({ ...current, ids: undefined, emails: undefined }) })}
      />
      <FilterBar
        // A new URL (back button, a link) restarts the form from it.
        key={JSON.stringify(filter)}
        label="Gebruikers zoeken"
        filters={accountFilters}
        value={filter}
        hidden={hidden}
        onSearch={(next) => navigate({ search: sort ? { ...next, sort } : next })}
      />
      <InfiniteTable
        label={pageTitles.users}
        source={source}
        columns={columns}
        rowKey={accountKey}
        sort={sort ?? DEFAULT_ACCOUNT_SORT}
        onSortChange={(next) =>
          navigate({
            search: (current) => ({ ...current, sort: next === DEFAULT_ACCOUNT_SORT ? undefined : next }),
          })
        }
        onRowClick={(account) => navigate({ to: '/accounts/$id/extended-view', params: { id: account.id } })}
        rowCommands={rowCommands}
        bulk={bulk}
        hasFilters={accountFilters.hasAny(filter)}
      />
      <FloatingActions
        actions={[
          { command: mergeAccountsCommand, icon: <ArrowLeftRight className="size-5" /> },
          { command: addAccountCommand, icon: <Plus className="size-5" /> },
        ]}
      />
    </section>
  );
}
