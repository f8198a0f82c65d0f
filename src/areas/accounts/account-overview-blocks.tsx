import { type ReactNode, useState } from 'react';
import { accessUrlRef } from '../../../commands/accounts';
import { formatDay, formatHistoryDateTime } from '../../../domain/dates';
import { ACCESS_URL_TYPE_LABELS, EXTERN_ACCOUNT_TYPE_LABELS } from '../../../domain/labels/accounts';
import { labelOf } from '../../../domain/labels/label';
import { LICENSE_TYPE_LABELS } from '../../../domain/labels/licences';
import { TLINK_STATE_LABELS } from '../../../domain/labels/tlink-states';
import { listMessages, pseudoIdMessages } from '../../../domain/messages';
import { type AdminPrincipal, can } from '../../../domain/rights';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import { accountOption } from '../../api/account-lookup';
import {
  fetchPseudoId,
  useAccessUrls,
  useAccountTlinks,
  useExternalAccounts,
  useMergeLogs,
} from '../../api/accounts-overview';
import { useResendAccessUrl } from '../../api/accounts-write';
import { useApi } from '../../api/api-context';
import { AccountLookup } from '../../kit/account-lookup';
import { BlockState } from '../../kit/block-state';
import { CodeLabel } from '../../kit/code-label';
import { codeColumn, dateColumn } from '../../kit/column-kinds';
import { EntityCommands } from '../../kit/entity-commands';
import { Checkbox } from '../../kit/form/choice-fields';
import type { Column } from '../../kit/infinite-table';
import { InlineError } from '../../kit/inline-error';
import type { LookupOption } from '../../kit/lookup-select';
import { OrganisationLookup } from '../../kit/organisation-lookup';
import { ReportTable } from '../../kit/report-table';
import { AllowedLink } from '../../kit/route-link';
import { TitledSection } from '../../kit/titled-section';

const smallButton =
  'focus-ring rounded-md border border-slate-400 bg-white px-2.5 py-1 text-sm hover:bg-slate-50 disabled:opacity-50';

/**
 * A block of the account's rows of one kind (its external accounts, links, merges): each row an item
 * of one bordered list, in place of the rows what BlockState says (failed, nothing yet).
 */
function ItemsBlock<T extends { id: number }>(props: {
  title: string;
  query: { data: readonly T[] | undefined; error: Error | null; isSuccess: boolean };
  /** How a row lays out its parts: over lines (`space-y-1`) or on one line (`flex`). */
  rowClassName: string;
  testId?: string;
  children: (item: T) => ReactNode;
}) {
  const items = props.query.data ?? [];
  return (
    <TitledSection title={props.title}>
      <BlockState query={props.query} count={items.length} />
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-300 bg-white"
        data-testid={props.testId}
      >
        {items.map((item) => (
          <li key={item.id} className={`${props.rowClassName} px-3 py-2 text-sm`}>
            {props.children(item)}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

/** The account's external accounts (read-only here; the form edits them). */
export function ExternalAccountsBlock({ accountId }: { accountId: number }) {
  return (
    <ItemsBlock title="Externe accounts" query={useExternalAccounts(accountId)} rowClassName="space-y-1">
      {(item) => (
        <>
          <div className="flex flex-wrap gap-2">
            <CodeLabel
              labels={EXTERN_ACCOUNT_TYPE_LABELS}
              code={item.accountType}
              className="rounded bg-slate-100 px-1.5"
            />
            <span className="font-mono break-all">{item.nameId}</span>
            <span className="ml-auto text-slate-600">{formatDay(item.createdAt)}</span>
          </div>
          <pre className="overflow-x-auto text-xs text-slate-700">{JSON.stringify(item.attributes)}</pre>
        </>
      )}
    </ItemsBlock>
  );
}

/** The account's licences as the TLinks list shows them; the code opens the licence. */
const tlinkColumns: Column<TlinkLicense>[] = [
  {
    id: 'licenseCode',
    header: 'Licentiecode',
    text: (licence) => licence.licenseCode,
    cell: (licence) => (
      <AllowedLink href={`/tlinks/code/${licence.licenseCode}`} className="font-mono text-sky-800 underline">
        {licence.licenseCode}
      </AllowedLink>
    ),
  },
  // toString already reads 'title (EAN)'.
  { id: 'product', header: 'Product', cell: (licence) => licence.product.toString, width: '2fr' },
  codeColumn('licenseState', 'Status', TLINK_STATE_LABELS),
  codeColumn('licenseType', 'Type', LICENSE_TYPE_LABELS),
  dateColumn('startDate', 'Start', 'day'),
  dateColumn('activationDate', 'Activatie', 'day'),
  dateColumn('endDate', 'Einde', 'day'),
];

/**
 * TLinks of the account with the toggle between expired and current licences (spec 000 §2). The
 * overview shows it only to those who may open /tlinks: it is that list for one account.
 */
export function TlinksBlock({ accountId }: { accountId: number }) {
  const [showExpired, setShowExpired] = useState(false);
  const query = useAccountTlinks(accountId, showExpired);
  const items = query.data?.items ?? [];
  return (
    <TitledSection title="TLinks">
      <Checkbox label="Verlopen licenties tonen" value={showExpired} onChange={setShowExpired} />
      <BlockState query={query} count={items.length} empty={listMessages.noResults} />
      {items.length > 0 ? (
        <ReportTable label="TLinks" columns={tlinkColumns} rows={items} rowKey={(licence) => licence.id} />
      ) : null}
    </TitledSection>
  );
}

/** Sent confirmation links, each deletable (accessurls_verwijderen) and resendable (gebruikers_aanpassen). */
export function AccessUrlsBlock({ accountId, admin }: { accountId: number; admin: AdminPrincipal }) {
  const { mutate: resend } = useResendAccessUrl(accountId);
  return (
    <ItemsBlock
      title="Bevestigingslinks"
      query={useAccessUrls(accountId)}
      rowClassName="flex flex-wrap items-center gap-3"
    >
      {(link) => (
        <>
          <span>{formatHistoryDateTime(link.createdAt)}</span>
          <CodeLabel labels={ACCESS_URL_TYPE_LABELS} code={link.type} className="font-medium" />
          <span className="break-all">{link.email ?? link.telephone}</span>
          <span className="text-slate-600">{link.used ? 'gebruikt' : 'niet gebruikt'}</span>
          <span className="ml-auto flex gap-2">
            {can(admin, 'gebruikers_aanpassen') ? (
              <button type="button" className={smallButton} onClick={() => void resend(link.id)}>
                Opnieuw versturen
              </button>
            ) : null}
            {/* The delete is the command 'Bevestigingslink verwijderen' (accessurls_verwijderen). */}
            <EntityCommands entity={accessUrlRef(accountId, link)} labelled />
          </span>
        </>
      )}
    </ItemsBlock>
  );
}

/** Merge history: the sources merged into this account (non-publisher administrators). */
export function MergeHistoryBlock({ accountId }: { accountId: number }) {
  return (
    <ItemsBlock
      title="Samenvoeggeschiedenis"
      query={useMergeLogs(accountId, true)}
      rowClassName="space-y-1"
      testId="merge-history"
    >
      {(entry) => (
        <>
          <div className="flex flex-wrap gap-3">
            <span>{formatDay(entry.timestamp)}</span>
            <span>
              Account {entry.sourceAccountId}{' '}
              {entry.sourceAccountContact ? `(${entry.sourceAccountContact})` : ''}
            </span>
          </div>
          {entry.sourceAccountExternAccounts.length ? (
            <div>
              Externe accounts:{' '}
              {entry.sourceAccountExternAccounts
                .map((item) => `${labelOf(EXTERN_ACCOUNT_TYPE_LABELS, item.accountType)} ${item.nameId}`)
                .join(', ')}
            </div>
          ) : null}
          {entry.sourceAccountTlinks.length ? (
            <div>TLinks: {entry.sourceAccountTlinks.join(', ')}</div>
          ) : null}
          {entry.sourceAccountMeldcodes.length ? (
            <div>Meldcodes: {entry.sourceAccountMeldcodes.join(', ')}</div>
          ) : null}
        </>
      )}
    </ItemsBlock>
  );
}

/** The pseudo-id generator (non-publisher administrators): choose a user and a publisher, then generate. */
export function PseudoIdTool({
  initialAccount,
  autoFocus,
}: {
  initialAccount: LookupOption;
  autoFocus?: boolean;
}) {
  const api = useApi();
  const [user, setUser] = useState<LookupOption | null>(initialAccount);
  const [publisher, setPublisher] = useState<LookupOption | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const generate = async () => {
    setResult(null);
    if (!user) return setProblem(pseudoIdMessages.chooseUser);
    if (!publisher) return setProblem(pseudoIdMessages.choosePublisher);
    setProblem(null);
    try {
      setResult(await fetchPseudoId(api, Number(user.id), Number(publisher.id)));
    } catch (error) {
      const status = (error as { status?: number }).status;
      setProblem(
        status === 404
          ? pseudoIdMessages.notFound
          : pseudoIdMessages.failed(error instanceof Error ? error.message : ''),
      );
    }
  };
  return (
    <TitledSection title="Pseudo-id genereren">
      <div
        className="grid gap-3 rounded-lg border border-slate-300 bg-white p-3 md:grid-cols-2"
        data-autofocus={autoFocus || undefined}
      >
        <AccountLookup label="Gebruiker" value={user} onChange={setUser} usersOnly />
        <OrganisationLookup label="Uitgever" types={['Uitgever']} value={publisher} onChange={setPublisher} />
        <div className="flex flex-wrap items-center gap-3 md:col-span-2">
          <button type="button" className={smallButton} onClick={() => void generate()}>
            Genereren
          </button>
          <InlineError message={problem} />
          {result ? (
            <output className="font-mono text-sm break-all" aria-label="Pseudo-id">
              {result}
            </output>
          ) : null}
        </div>
      </div>
    </TitledSection>
  );
}

export { accountOption };
