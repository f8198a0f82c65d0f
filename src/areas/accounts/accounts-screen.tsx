import { getRouteApi } from '@tanstack/react-router';
import { ArrowLeftRight } from 'lucide-react';
import { accountRef, addAccountCommand, mergeAccountsCommand } from '../../../commands/accounts';
import { ACCOUNT_BULK_COMMANDS, accountRowLabel } from '../../../commands/bulk-accounts';
import { pageTitles } from '../../../domain/messages';
import { can } from '../../../domain/rights';
import { ACCOUNT_FULL_NAME_SORT_FIELDS, type Account } from '../../../domain/schemas/account';
import { DEFAULT_ACCOUNT_SORT, useAccountListSource } from '../../api/accounts';
import { useMaySeeFullNames } from '../../api/administrators';
import { useBulkTable } from '../../kit/bulk-bar';
import { addAction } from '../../kit/floating-actions';
import { useListExport } from '../../kit/list-export';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { useActie } from '../../kit/use-actie';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { accountColumns } from './account-columns';
import { accountFilters } from './accounts-list';

const EXPORT_PATH = 'accounts';
const ALL = 'Alle gebruikers tonen';

const route = getRouteApi('/accounts');
const accountKey = (account: Account) => account.id;

/** /accounts 'Gebruikers': filters in the URL and the infinite users table (spec 000 §2). */
export function AccountsScreen() {
  const { admin } = route.useRouteContext();
  const fullNames = useMaySeeFullNames();
  const canSeeSchoolYear = can(admin, 'schooljaarvakcontracten_inzien');
  // What the server would refuse is left out of the URL's filter and sort (decision 157).
  const list = useListRoute(
    route,
    accountFilters,
    DEFAULT_ACCOUNT_SORT,
    useHiddenFilters(route, accountFilters, fullNames),
    fullNames ? [] : ACCOUNT_FULL_NAME_SORT_FIELDS,
  );
  const source = useAccountListSource(list.filter, list.sort);
  const columns = accountColumns({ schoolYear: canSeeSchoolYear, fullNames });
  const bulk = useBulkTable(source, accountKey, {
    kind: 'account',
    commands: ACCOUNT_BULK_COMMANDS,
    rowLabel: accountRowLabel,
  });
  // The palette's 'Gebruikers exporteren als excel' opens this list with actie=export.
  const exportList = useListExport({ path: EXPORT_PATH, params: list.params, sort: list.sort, columns });
  useActie(list.search.actie, { export: exportList });

  return (
    <ListScreen
      title={pageTitles.users}
      list={list}
      source={source}
      columns={columns}
      exportPath={EXPORT_PATH}
      rowKey={accountKey}
      rowLink={(account) => ({ to: '/accounts/$id/extended-view', params: { id: account.id } })}
      rowEntity={accountRef}
      bulk={bulk}
      idList={[
        { key: 'ids', noun: 'accountnummers', all: ALL },
        { key: 'emails', noun: 'e-mailadressen', all: ALL },
      ]}
      floating={[
        { command: mergeAccountsCommand, icon: <ArrowLeftRight className="size-5" /> },
        addAction(addAccountCommand),
      ]}
    />
  );
}
