import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { accountName } from '../../../domain/account-name';
import { accountStatus } from '../../../domain/account-status';
import { formatDay } from '../../../domain/dates';
import { itemErrorTexts } from '../../../domain/messages';
import { AccountMergeSchema } from '../../../domain/schemas/account-merge';
import { accountOptions } from '../../api/account';
import { accountOption } from '../../api/account-lookup';
import { useMergeAccounts } from '../../api/accounts-write';
import { useMaySeeFullNames } from '../../api/administrators';
import { useApi } from '../../api/api-context';
import { AccountLookup } from '../../kit/account-lookup';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { InlineError } from '../../kit/inline-error';
import { itemFailureOf } from '../../kit/item-error';
import type { LookupOption } from '../../kit/lookup-select';
import { PageHeader } from '../../kit/page';

function Preview({ id, title }: { id: number | null; title: string }) {
  const api = useApi();
  const query = useQuery({ ...accountOptions(api, id ?? 0), enabled: id !== null });
  const fullNames = useMaySeeFullNames();
  return (
    <section
      aria-label={title}
      className="rounded-lg border border-slate-300 bg-white p-4 text-sm"
      data-testid={`preview-${title}`}
    >
      <h2 className="mb-2 font-semibold">{title}</h2>
      {id === null ? <p className="text-slate-600">Nog niet gekozen.</p> : null}
      <InlineError message={query.isError && itemErrorTexts('account', itemFailureOf(query.error)).text} />
      {query.data ? (
        <dl className="grid grid-cols-[9rem_1fr] gap-1">
          <dt className="text-slate-600">Account</dt>
          <dd>{query.data.id}</dd>
          <dt className="text-slate-600">Contactgegeven</dt>
          <dd className="break-all">{query.data.email ?? query.data.telephone ?? '–'}</dd>
          {fullNames ? (
            <>
              <dt className="text-slate-600">Naam</dt>
              <dd>{accountName(query.data) || '–'}</dd>
            </>
          ) : (
            <>
              <dt className="text-slate-600">Weergavenaam</dt>
              <dd>{query.data.attributes.given_name || '–'}</dd>
            </>
          )}
          <dt className="text-slate-600">Gebruikersnaam</dt>
          <dd className="break-all">{query.data.username ?? '–'}</dd>
          <dt className="text-slate-600">BRIN</dt>
          <dd>{query.data.nlEduPersonHomeOrganizationId ?? '–'}</dd>
          <dt className="text-slate-600">Status</dt>
          <dd>{accountStatus(query.data)}</dd>
          <dt className="text-slate-600">Aangemaakt</dt>
          <dd>{formatDay(query.data.createdAt)}</dd>
          <dt className="text-slate-600">Gewijzigd</dt>
          <dd>{formatDay(query.data.updatedAt)}</dd>
        </dl>
      ) : null}
    </section>
  );
}

type AccountField = 'sourceAccountId' | 'destinationAccountId';

function usePrefilled(id: number | null): LookupOption | null {
  const api = useApi();
  const query = useQuery({ ...accountOptions(api, id ?? 0), enabled: id !== null });
  if (id === null) return null;
  return query.data ? accountOption(query.data) : { id, label: `#${id}` };
}

/** /accounts/merge and /accounts/merge/{src}/{dst}: choose, swap, preview and merge (spec 000 §2, §5, §8). */
export function MergeForm({
  initialSource,
  initialDestination,
}: {
  initialSource: number | null;
  initialDestination: number | null;
}) {
  const navigate = useNavigate();
  const merge = useMergeAccounts();
  const prefilledSource = usePrefilled(initialSource);
  const prefilledDestination = usePrefilled(initialDestination);
  // What the lookups show; undefined until chosen, so the prefilled accounts show once loaded.
  const [source, setSource] = useState<LookupOption | null | undefined>(undefined);
  const [destination, setDestination] = useState<LookupOption | null | undefined>(undefined);
  const chosenSource = source === undefined ? prefilledSource : source;
  const chosenDestination = destination === undefined ? prefilledDestination : destination;
  const form = useSchemaForm({
    // The API's own body schema: the same three texts on the same fields before anything is sent.
    schema: AccountMergeSchema,
    initial: { sourceAccountId: initialSource, destinationAccountId: initialDestination },
    onSubmit: async (pair) => {
      await merge.mutateAsync({ sourceId: pair.sourceAccountId, destinationId: pair.destinationAccountId });
      return pair;
    },
    onSuccess: ({ destinationAccountId }) =>
      navigate({ to: '/accounts/$id/extended-view', params: { id: destinationAccountId } }),
  });
  const choose = (field: AccountField, option: LookupOption | null) => {
    (field === 'sourceAccountId' ? setSource : setDestination)(option);
    form.setField(field, option ? Number(option.id) : null);
  };
  const sourceId = form.values.sourceAccountId as number | null;
  const destinationId = form.values.destinationAccountId as number | null;

  /** The source or the destination: an account found by number or e-mail. */
  const accountChoice = (field: AccountField, label: string, name: string, value: LookupOption | null) => (
    <AccountLookup
      label={label}
      name={name}
      required
      value={value}
      error={form.errorOf(field)}
      onChange={(next) => choose(field, next)}
      placeholder="Accountnummer of e-mail"
    />
  );

  return (
    <section className="max-w-4xl space-y-4 pb-24">
      <PageHeader
        title="Accounts samenvoegen"
        subtitle="Het bronaccount wordt verwijderd; het bestemmingsaccount neemt de gegevens over."
      />
      <SchemaForm form={form} label="Accounts samenvoegen" cancelTo="/accounts" className="space-y-4">
        <div className="grid items-end gap-4 md:grid-cols-[1fr_auto_1fr]">
          {accountChoice('sourceAccountId', 'Bronaccount', 'source', chosenSource)}
          <button
            type="button"
            className="focus-ring mb-0.5 inline-flex items-center gap-1.5 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
            onClick={() => {
              choose('sourceAccountId', chosenDestination);
              choose('destinationAccountId', chosenSource);
            }}
          >
            <ArrowLeftRight className="size-4" aria-hidden="true" />
            Omwisselen
          </button>
          {accountChoice('destinationAccountId', 'Bestemmingsaccount', 'destination', chosenDestination)}
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          <Preview id={sourceId} title="Bron" />
          <Preview id={destinationId} title="Bestemming" />
        </div>
        <FormActions saveLabel="Samenvoegen" />
      </SchemaForm>
    </section>
  );
}

export function MergeScreen() {
  return <MergeForm initialSource={null} initialDestination={null} />;
}

const pairRoute = getRouteApi('/accounts/merge/$src/$dst');

/** /accounts/merge/{src}/{dst}; 'Samenvoegen met...' opens it with src = dst: the source is set, the destination still to choose. */
export function MergePairScreen() {
  const { src, dst } = pairRoute.useParams();
  return (
    <MergeForm key={`${src}-${dst}`} initialSource={src} initialDestination={src === dst ? null : dst} />
  );
}
