import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { accountRef, deleteAccountCommand } from '../../../commands/accounts';
import { mayRun } from '../../../commands/available';
import { firstOpenable } from '../../../commands/route-table';
import { pageTitles } from '../../../domain/messages';
import { can } from '../../../domain/rights';
import type { Account } from '../../../domain/schemas/account';
import { AccountSaveSchema } from '../../../domain/schemas/account-form';
import { accountOptions } from '../../api/account';
import { findExternalAccounts, useAccessUrls, useExternalAccounts } from '../../api/accounts-overview';
import { useSaveAccount } from '../../api/accounts-write';
import { principalOf, useCurrentAdministrator, useMaySeeFullNames } from '../../api/administrators';
import { useApi } from '../../api/api-context';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useReloadItem } from '../../kit/form/use-reload-item';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { InlineError } from '../../kit/inline-error';
import { PageHeader } from '../../kit/page';
import { useRunCommand } from '../../kit/use-run-command';
import { useEntityInView } from '../../palette/palette-context';
import { initialAccountValues, namesSuppliedByExternal } from './account-form-rules';
import { ExternalAccountsEditor } from './external-accounts-editor';

type Props = { account: Account | null };

const dangerButton =
  'focus-ring rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50';

/** /accounts/new and /accounts/{id}/edit: the account form (spec 000 §2, §5, §7). */
export function AccountForm({ account }: Props) {
  const api = useApi();
  const navigate = useNavigate();
  const me = useCurrentAdministrator();
  const admin = principalOf(me);
  const isNew = account === null;
  const externals = useExternalAccounts(account?.id ?? 0);
  const links = useAccessUrls(account?.id ?? 0);
  const stored = isNew ? [] : (externals.data ?? []);
  const storedLinks = isNew ? [] : (links.data ?? []);
  useEntityInView(account ? accountRef(account) : null);

  const save = useSaveAccount();
  const form = useSchemaForm({
    schema: AccountSaveSchema,
    reload: useReloadItem(account ? accountOptions(api, account.id).queryKey : null),
    initial: initialAccountValues(account),
    onSubmit: (body) =>
      save.mutateAsync({ ...body, id: account?.id ?? null, externalAccounts: stored.map((item) => item.id) }),
    onSuccess: (saved) => {
      const view = saved ? [`/accounts/${saved.id}/extended-view`] : [];
      void navigate({ href: firstOpenable(admin, [...view, '/accounts']) });
    },
  });
  const values = form.values;
  const toDelete = values.rawExternalAccountsToDelete ?? [];
  const toAdd = values.rawExternalAccounts ?? [];
  const kept = [
    ...stored.filter((item) => !toDelete.includes(item.id)),
    ...toAdd.map((item) => ({ attributes: item.attributes ?? {} })),
  ];
  const namesDisabled = namesSuppliedByExternal(kept);
  const withNames = useMaySeeFullNames();
  const linksToDelete = values.accessurlsToDelete ?? [];

  const runCommand = useRunCommand();

  return (
    <section className="max-w-3xl space-y-4 pb-24">
      <PageHeader
        title={isNew ? pageTitles.accountNew : pageTitles.accountEdit}
        subtitle={account ? `Account ${account.id}` : undefined}
      />
      <SchemaForm
        form={form}
        label={isNew ? pageTitles.accountNew : pageTitles.accountEdit}
        {...(account ? {} : { cancelTo: '/accounts' })}
        className="space-y-4"
      >
        <TextField label="E-mail" type="email" required maxLength={255} {...form.bind('email')} />
        <TextField label="Weergavenaam" maxLength={255} {...form.bind('givenName')} />
        {withNames ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Voornaam"
              maxLength={255}
              {...form.bind('first_name')}
              disabled={namesDisabled}
            />
            <TextField
              label="Tussenvoegsels"
              maxLength={255}
              {...form.bind('tussenvoegsels')}
              disabled={namesDisabled}
            />
            <TextField
              label="Achternaam"
              maxLength={255}
              {...form.bind('family_name')}
              disabled={namesDisabled}
            />
            {namesDisabled ? (
              <p className="text-sm text-slate-600 sm:col-span-3">De namen komen van een extern account.</p>
            ) : null}
          </div>
        ) : null}
        <InlineError message={form.errorOf('telephone')} />
        {account ? (
          <ExternalAccountsEditor
            stored={stored}
            toDelete={toDelete}
            toAdd={toAdd.map((item) => ({ ...item, attributes: item.attributes ?? {} }))}
            canDelete={can(admin, 'externaccounts_verwijderen')}
            canAdd={can(admin, 'externaccounts_toevoegen')}
            canLink={can(admin, 'externaccounts_koppelen')}
            onToDeleteChange={(ids) =>
              form.setValues((current) => ({ ...current, rawExternalAccountsToDelete: ids }))
            }
            onToAddChange={(items) =>
              form.setValues((current) => ({ ...current, rawExternalAccounts: items }))
            }
            lookup={(nameId, type) => findExternalAccounts(api, nameId, type)}
          />
        ) : null}
        {account && storedLinks.length > 0 ? (
          <fieldset className="space-y-2 rounded-lg border border-slate-300 p-4">
            <legend className="px-1 text-sm font-semibold">Bevestigingslinks</legend>
            <ul className="divide-y divide-slate-200">
              {storedLinks.map((link) => {
                const isMarked = linksToDelete.includes(link.id);
                return (
                  <li key={link.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
                    <span className={isMarked ? 'line-through text-slate-500' : ''}>
                      {link.type} · {link.email ?? link.telephone} ·{' '}
                      {link.used ? 'gebruikt' : 'niet gebruikt'}
                    </span>
                    {can(admin, 'accessurls_verwijderen') ? (
                      <button
                        type="button"
                        className="focus-ring ml-auto rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
                        onClick={() =>
                          form.setValues((current) => ({
                            ...current,
                            accessurlsToDelete: isMarked
                              ? linksToDelete.filter((id) => id !== link.id)
                              : [...linksToDelete, link.id],
                          }))
                        }
                      >
                        {isMarked ? 'Ongedaan maken' : 'Verwijderen'}
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}
        <FormActions>
          {account && mayRun(deleteAccountCommand, admin, accountRef(account)) ? (
            <button
              type="button"
              className={dangerButton}
              onClick={() => void runCommand(deleteAccountCommand, accountRef(account))}
            >
              {deleteAccountCommand.title}
            </button>
          ) : null}
        </FormActions>
      </SchemaForm>
    </section>
  );
}

const editRoute = getRouteApi('/accounts/$id/edit');

/** /accounts/{id}/edit */
export function AccountEditScreen() {
  const account = editRoute.useLoaderData();
  return <AccountForm key={account.id} account={account} />;
}

/** /accounts/new */
export function AccountNewScreen() {
  return <AccountForm account={null} />;
}
