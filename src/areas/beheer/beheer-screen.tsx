import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { importMessages, pseudoIdMessages } from '../../../domain/messages';
import { isPublisherBound, isSuperuser } from '../../../domain/rights';
import { lookupAccounts } from '../../api/account-lookup';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import {
  decryptPseudoId,
  downloadProductExport,
  generatePseudoId,
  importProductFile,
} from '../../api/beheer';
import { organisationOptions } from '../../api/organisations';
import { lookupPublishers } from '../../api/products';
import { useShellSession } from '../../auth/session-context';
import { TextField } from '../../kit/form/text-fields';
import { type LookupOption, LookupSelect } from '../../kit/lookup-select';
import { PageHeader } from '../../kit/page';
import { AllowedLink } from '../../kit/route-link';
import { loadingToast, notifyError, notifySuccess } from '../../kit/toast';

const route = getRouteApi('/beheer');

const panel = 'space-y-3 rounded-lg border border-slate-300 bg-white p-4';
const primary =
  'focus-ring rounded bg-sky-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-70';

/** /beheer (beheer_leskluis, spec 001 §2): product JSON export/import (superuser) and the pseudo-id tools. */
export function BeheerScreen() {
  const { admin } = route.useRouteContext();
  const { environment } = useShellSession();
  const superuser = isSuperuser(admin);
  return (
    <section className="max-w-4xl space-y-6 pb-24">
      <PageHeader title="Beheer" />
      {superuser ? <ProductTransfer canImport={environment !== 'productie'} /> : null}
      <PseudoIdTools />
    </section>
  );
}

function ProductTransfer({ canImport }: { canImport: boolean }) {
  const client = useApi();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [log, setLog] = useState<string[]>([]);

  const exportAll = async () => {
    try {
      await downloadProductExport(client);
    } catch {
      notifyError(importMessages.productExportFailed);
    }
  };
  const importFile = async () => {
    setLog([]);
    // The tool takes a .json file (spec 001 §5): any other file is no file chosen.
    if (!file || !/\.json$/i.test(file.name)) {
      setProblem(importMessages.noFileSelected);
      return;
    }
    setProblem(null);
    let body: unknown;
    try {
      body = JSON.parse(await file.text());
    } catch {
      setProblem(importMessages.productImportFailed);
      return;
    }
    const toast = loadingToast('Producten aan het importeren...');
    try {
      const result = await importProductFile(client, body);
      setLog(result.log);
      await toast.success(
        `Import voltooid: ${result.added.length} toegevoegd, ${result.updated.length} bijgewerkt.`,
      );
    } catch (error) {
      if (error instanceof ApiError)
        setLog([error.message, ...error.errors.map((e) => `${e.path}: ${e.message}`)]);
      await toast.error(importMessages.productImportFailed);
    }
  };

  return (
    <section aria-labelledby="product-transfer" className={panel}>
      <h2 id="product-transfer" className="text-lg font-semibold">
        Producten exporteren en importeren
      </h2>
      <button type="button" onClick={() => void exportAll()} className={primary}>
        Producten exporteren (JSON)
      </button>
      {canImport ? (
        <div className="space-y-2">
          <label className="block text-sm font-medium">
            JSON-bestand
            <input
              type="file"
              name="productFile"
              accept=".json,application/json"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="mt-1 block text-sm"
            />
          </label>
          <button type="button" onClick={() => void importFile()} className={primary}>
            Producten importeren
          </button>
          {problem ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {problem}
            </p>
          ) : null}
          {log.length > 0 ? (
            <pre
              role="log"
              aria-label="Importlog"
              className="max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs"
            >
              {log.join('\n')}
            </pre>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function PseudoIdTools() {
  const { admin } = route.useRouteContext();
  const client = useApi();
  const bound = isPublisherBound(admin);
  const own = useQuery({ ...organisationOptions(client, admin.uitgeverId ?? 0), enabled: bound });
  const ownPublisher: LookupOption | null = bound
    ? { id: admin.uitgeverId!, label: own.data?.name ?? 'Eigen uitgeverij' }
    : null;
  const [publisher, setPublisher] = useState<LookupOption | null>(null);
  const chosen = ownPublisher ?? publisher;
  const [subject, setSubject] = useState<LookupOption | null>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  const [pseudoId, setPseudoId] = useState('');
  const [account, setAccount] = useState<Record<string, unknown> | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const failure = (error: unknown) =>
    error instanceof ApiError && error.status === 404
      ? pseudoIdMessages.notFound
      : pseudoIdMessages.failed(error instanceof Error ? error.message : '');

  const generate = async (event: FormEvent) => {
    event.preventDefault();
    setGenerated(null);
    if (!subject) return setProblem(pseudoIdMessages.chooseUser);
    if (!chosen) return setProblem(pseudoIdMessages.choosePublisher);
    setProblem(null);
    try {
      setGenerated(await generatePseudoId(client, String(subject.id), Number(chosen.id)));
    } catch (error) {
      setProblem(failure(error));
    }
  };
  const decrypt = async (event: FormEvent) => {
    event.preventDefault();
    setAccount(null);
    if (!chosen) return setProblem(pseudoIdMessages.choosePublisher);
    if (!pseudoId.trim()) return setProblem('Vul een pseudo id in.');
    setProblem(null);
    try {
      setAccount(await decryptPseudoId(client, Number(chosen.id), pseudoId.trim()));
      notifySuccess('Account gevonden.');
    } catch (error) {
      setProblem(failure(error));
    }
  };

  return (
    <section aria-labelledby="pseudo-id" className={panel}>
      <h2 id="pseudo-id" className="text-lg font-semibold">
        Pseudo ID
      </h2>
      {bound ? (
        <p className="text-sm">Uitgever: {ownPublisher?.label}</p>
      ) : (
        <div className="max-w-md">
          <LookupSelect
            label="Uitgever"
            name="pseudoPublisher"
            value={publisher}
            onChange={setPublisher}
            fetchOptions={(query, signal) => lookupPublishers(client, query, signal)}
          />
        </div>
      )}
      {bound ? null : (
        <form
          onSubmit={(event) => void generate(event)}
          className="flex flex-wrap items-end gap-3"
          aria-label="Pseudo ID genereren"
        >
          <div className="w-96">
            <LookupSelect
              label="Gebruiker"
              name="subject"
              value={subject}
              onChange={setSubject}
              placeholder="Accountnummer of e-mail"
              fetchOptions={(query, signal) =>
                lookupAccounts(client, query, signal, { alleenGebruikers: true })
              }
            />
          </div>
          <button type="submit" className={primary}>
            Genereren
          </button>
          {generated ? (
            <output className="block w-full break-all rounded bg-slate-50 p-2 font-mono text-sm">
              {generated}
            </output>
          ) : null}
        </form>
      )}
      <form
        onSubmit={(event) => void decrypt(event)}
        className="flex flex-wrap items-end gap-3"
        aria-label="Pseudo ID ontsleutelen"
      >
        <div className="w-96">
          <TextField label="Pseudo ID" name="pseudoId" value={pseudoId} onChange={setPseudoId} />
        </div>
        <button type="submit" className={primary}>
          Ontsleutelen
        </button>
      </form>
      {account ? (
        <p className="text-sm">
          Account:{' '}
          <AllowedLink
            className="text-sky-800 underline"
            href={`/accounts/${String(account.id)}/extended-view`}
          >
            {String(account.id)}
          </AllowedLink>{' '}
          {typeof account.email === 'string' ? account.email : ''}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
    </section>
  );
}
