import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { accountName } from '../../../domain/account-name';
import { accountStatus } from '../../../domain/account-status';
import { formatDay } from '../../../domain/dates';
import { MERGE_PUBLISHER_SERVER_MESSAGES, mergeMessages } from '../../../domain/messages';
import { mergeChoiceError } from '../../../domain/schemas/account-merge';
import { accountOptions } from '../../api/account';
import { accountOption, lookupAccounts } from '../../api/account-lookup';
import { accountKeys } from '../../api/accounts';
import { mergeAccounts } from '../../api/accounts-write';
import { useMaySeeFullNames } from '../../api/administrators';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { type LookupOption, LookupSelect } from '../../kit/lookup-select';
import { PageHeader } from '../../kit/page';
import { loadingToast } from '../../kit/toast';
import { accountLoadErrorText } from './account-load-error';

/** The merge failure text of spec 000 §8. */
export function mergeFailureText(error: unknown): string {
  const message = error instanceof Error ? error.message.trim() : '';
  if ((MERGE_PUBLISHER_SERVER_MESSAGES as readonly string[]).includes(message))
    return mergeMessages.otherPublisher;
  if (!message || (error instanceof ApiError && message === `HTTP ${error.status}`))
    return mergeMessages.failedWithoutMessage;
  return mergeMessages.failed(message);
}

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
      {query.isError ? <p role="alert">{accountLoadErrorText(query.error)}</p> : null}
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
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const prefilledSource = usePrefilled(initialSource);
  const prefilledDestination = usePrefilled(initialDestination);
  const [source, setSource] = useState<LookupOption | null | undefined>(undefined);
  const [destination, setDestination] = useState<LookupOption | null | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const running = useRef(false);
  const [isRunning, setRunning] = useState(false);
  const chosenSource = source === undefined ? prefilledSource : source;
  const chosenDestination = destination === undefined ? prefilledDestination : destination;
  const sourceId = chosenSource ? Number(chosenSource.id) : null;
  const destinationId = chosenDestination ? Number(chosenDestination.id) : null;

  const submit = async () => {
    if (running.current) return;
    const error = mergeChoiceError(sourceId, destinationId);
    setProblem(error);
    if (error || sourceId === null || destinationId === null) return;
    running.current = true;
    setRunning(true);
    const toast = loadingToast(mergeMessages.merging);
    try {
      await mergeAccounts(api, sourceId, destinationId);
      await toast.success(mergeMessages.merged);
      queryClient.removeQueries({ queryKey: accountKeys.detail(sourceId) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void navigate({ to: '/accounts/$id/extended-view', params: { id: destinationId } });
    } catch (failure) {
      await toast.error(mergeFailureText(failure));
    } finally {
      running.current = false;
      setRunning(false);
    }
  };

  return (
    <section className="max-w-4xl space-y-4 pb-24">
      <PageHeader
        title="Accounts samenvoegen"
        subtitle="Het bronaccount wordt verwijderd; het bestemmingsaccount neemt de gegevens over."
      />
      <form
        className="space-y-4"
        aria-label="Accounts samenvoegen"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="grid items-end gap-4 md:grid-cols-[1fr_auto_1fr]">
          <LookupSelect
            label="Bronaccount"
            name="source"
            required
            value={chosenSource}
            onChange={setSource}
            placeholder="Accountnummer of e-mail"
            fetchOptions={(query, signal) => lookupAccounts(api, query, signal)}
          />
          <button
            type="button"
            className="focus-ring mb-0.5 rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
            onClick={() => {
              setSource(chosenDestination);
              setDestination(chosenSource);
            }}
          >
            ⇄ Omwisselen
          </button>
          <LookupSelect
            label="Bestemmingsaccount"
            name="destination"
            required
            value={chosenDestination}
            onChange={setDestination}
            placeholder="Accountnummer of e-mail"
            fetchOptions={(query, signal) => lookupAccounts(api, query, signal)}
          />
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        <div className="grid gap-4 md:grid-cols-2">
          <Preview id={sourceId} title="Bron" />
          <Preview id={destinationId} title="Bestemming" />
        </div>
        <button
          type="submit"
          disabled={isRunning}
          className="focus-ring rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
        >
          Samenvoegen
        </button>
      </form>
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
