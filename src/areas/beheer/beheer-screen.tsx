import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { importMessages } from '../../../domain/messages';
import { isPublisherBound, isSuperuser } from '../../../domain/rights';
import { PseudoIdDecryptFormSchema, PseudoIdGenerateFormSchema } from '../../../domain/schemas/account-merge';
import { ProductTransferFormSchema } from '../../../domain/schemas/product-transfer';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import {
  downloadProductExport,
  useDecryptPseudoId,
  useGeneratePseudoId,
  useImportProductFile,
} from '../../api/beheer';
import { organisationOptions } from '../../api/organisations';
import { useShellSession } from '../../auth/session-context';
import { AccountLookup } from '../../kit/account-lookup';
import { FileField } from '../../kit/form/file-field';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import type { LookupOption } from '../../kit/lookup-select';
import { OrganisationLookup } from '../../kit/organisation-lookup';
import { PageHeader } from '../../kit/page';
import { AllowedLink } from '../../kit/route-link';
import { TitledSection } from '../../kit/titled-section';
import { notifyError } from '../../kit/toast';

const route = getRouteApi('/beheer');

const panel = 'space-y-3 rounded-lg border border-slate-300 bg-white p-4';
const primary =
  'focus-ring rounded bg-sky-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-70';

/**
 * One tool of the page: a small form (its field as children) with its one button and what it
 * answers below. Escape does not leave the page: the form is one of several on it.
 */
function ToolForm(props: {
  form: ComponentProps<typeof SchemaForm>['form'];
  label: string;
  submit: string;
  className?: string;
  result?: ReactNode;
  children: ReactNode;
}) {
  return (
    <SchemaForm
      form={props.form}
      label={props.label}
      leavesOnEscape={false}
      className={props.className ?? 'flex flex-wrap items-end gap-3'}
    >
      {props.children}
      <button type="submit" disabled={props.form.isPending} className={primary}>
        {props.submit}
      </button>
      {props.result}
    </SchemaForm>
  );
}

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
  const [log, setLog] = useState<string[]>([]);
  const importFile = useImportProductFile();
  const form = useSchemaForm({
    schema: ProductTransferFormSchema,
    initial: { file: null },
    onSubmit: (body) => {
      setLog([]);
      return importFile.mutateAsync(body);
    },
    onSuccess: (result) => setLog(result.log),
    // A refused file's log is the 400's errors.
    onError: (error) => {
      if (error instanceof ApiError)
        setLog([error.message, ...error.errors.map((e) => `${e.path}: ${e.message}`)]);
    },
  });

  const exportAll = async () => {
    try {
      await downloadProductExport(client);
    } catch {
      notifyError(importMessages.productExportFailed);
    }
  };

  return (
    <TitledSection title="Producten exporteren en importeren" className={panel}>
      <button type="button" onClick={() => void exportAll()} className={primary}>
        Producten exporteren (JSON)
      </button>
      {canImport ? (
        <ToolForm
          form={form}
          label="Producten importeren"
          submit="Producten importeren"
          className="space-y-2"
          result={
            log.length > 0 ? (
              <pre
                role="log"
                aria-label="Importlog"
                className="max-h-80 overflow-auto rounded bg-slate-50 p-2 text-xs"
              >
                {log.join('\n')}
              </pre>
            ) : null
          }
        >
          <FileField label="JSON-bestand" accept=".json,application/json" {...form.bind('file')} />
        </ToolForm>
      ) : null}
    </TitledSection>
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
  const [subject, setSubject] = useState<LookupOption | null>(null);
  const publisherId = bound ? admin.uitgeverId! : null;
  const [generated, setGenerated] = useState<string | null>(null);
  const [account, setAccount] = useState<Record<string, unknown> | null>(null);
  const generatePseudoId = useGeneratePseudoId();
  const decryptPseudoId = useDecryptPseudoId();
  const generate = useSchemaForm({
    schema: PseudoIdGenerateFormSchema,
    initial: { subject: null, publisherId },
    onSubmit: (body) => {
      setGenerated(null);
      return generatePseudoId.mutateAsync(body);
    },
    onSuccess: setGenerated,
  });
  const decrypt = useSchemaForm({
    schema: PseudoIdDecryptFormSchema,
    initial: { publisherId, pseudoId: '' },
    onSubmit: (body) => {
      setAccount(null);
      return decryptPseudoId.mutateAsync(body);
    },
    onSuccess: setAccount,
  });
  const choosePublisher = (next: LookupOption | null) => {
    setPublisher(next);
    const id = next ? Number(next.id) : null;
    generate.setField('publisherId', id);
    decrypt.setField('publisherId', id);
  };

  return (
    <TitledSection title="Pseudo ID" className={panel}>
      {bound ? (
        <p className="text-sm">Uitgever: {ownPublisher?.label}</p>
      ) : (
        <div className="max-w-md">
          <OrganisationLookup
            label="Uitgever"
            name="pseudoPublisher"
            value={publisher}
            error={generate.errorOf('publisherId') ?? decrypt.errorOf('publisherId')}
            onChange={choosePublisher}
            types={['Uitgever']}
          />
        </div>
      )}
      {bound ? null : (
        <ToolForm
          form={generate}
          label="Pseudo ID genereren"
          submit="Genereren"
          result={
            generated ? (
              <output className="block w-full break-all rounded bg-slate-50 p-2 font-mono text-sm">
                {generated}
              </output>
            ) : null
          }
        >
          <div className="w-96">
            <AccountLookup
              label="Gebruiker"
              name="subject"
              value={subject}
              error={generate.errorOf('subject')}
              onChange={(next) => {
                setSubject(next);
                generate.setField('subject', next ? Number(next.id) : null);
              }}
              placeholder="Accountnummer of e-mail"
              usersOnly
            />
          </div>
        </ToolForm>
      )}
      <ToolForm form={decrypt} label="Pseudo ID ontsleutelen" submit="Ontsleutelen">
        <div className="w-96">
          <TextField label="Pseudo ID" maxLength={200} {...decrypt.bind('pseudoId')} />
        </div>
      </ToolForm>
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
    </TitledSection>
  );
}
