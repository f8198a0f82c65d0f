import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useMemo, useState } from 'react';
import { accountRef } from '../../../commands/accounts';
import { mayOpenHref } from '../../../commands/route-table';
import { accountName } from '../../../domain/account-name';
import { accountStatus } from '../../../domain/account-status';
import { formatDateTime } from '../../../domain/dates';
import { yesNo } from '../../../domain/labels/label';
import { accountMessages, profileHouseParts } from '../../../domain/messages';
import { can, isPublisherBound } from '../../../domain/rights';
import { useAccount } from '../../api/account';
import { useDestroySessions, useResendAccessUrl } from '../../api/accounts-write';
import { useMaySeeFullNames } from '../../api/administrators';
import { EntityCommands } from '../../kit/entity-commands';
import { useActie } from '../../kit/use-actie';
import { useEntityInView } from '../../palette/palette-context';
import { schoolYears } from './account-name';
import {
  AccessUrlsBlock,
  accountOption,
  ExternalAccountsBlock,
  MergeHistoryBlock,
  PseudoIdTool,
  TlinksBlock,
} from './account-overview-blocks';
import { AccountSupportTickets } from './account-support-tickets';
import { ActivityLog } from './activity-log';

const route = getRouteApi('/accounts/$id/extended-view');

/** The profile house (decision 034): teachers to 'docenten', everyone else to 'leerlingen'. */
export const PROFILE_HOUSE_URL = 'https://profielhuis.leskluis.nl';

export function profileHouseHref(account: {
  roles: readonly string[];
  eduPersonAffiliation: string | null;
  pseudoId: string | null;
}) {
  if (!account.pseudoId) return null;
  const isTeacher = account.roles.includes('teacher') || account.eduPersonAffiliation === 'employee';
  const part = isTeacher ? profileHouseParts.teachers : profileHouseParts.students;
  return `${PROFILE_HOUSE_URL}/${part}?pseudoId=${encodeURIComponent(account.pseudoId)}`;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[12rem_1fr] gap-2 border-b border-slate-200 py-2 last:border-b-0">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="text-sm break-words">{children || <span className="text-slate-600">–</span>}</dd>
    </div>
  );
}

/** The profile house is another site, no console command: a plain link beside the commands. */
const headerButton =
  'focus-ring rounded border border-sky-700 bg-white px-3 py-1.5 text-sm font-semibold text-sky-800 hover:bg-sky-50';

/** /accounts/{id}/extended-view: the account overview (spec 000 §2). */
export function AccountOverviewScreen() {
  const { id } = route.useParams();
  const { admin } = route.useRouteContext();
  const search = route.useSearch();
  const account = useAccount(id);
  const status = accountStatus(account);
  const name = accountName(account);
  const confirmed = status === 'Bevestigd';
  const isStaff = !isPublisherBound(admin);
  const fullNames = useMaySeeFullNames();
  const [pseudoOpen, setPseudoOpen] = useState(false);
  const entity = useMemo(() => accountRef(account), [account]);
  useEntityInView(entity);

  const { mutate: resend } = useResendAccessUrl(account.id);
  const { mutate: endSessions } = useDestroySessions(account.id);
  const handlers = useMemo(
    () => ({
      resend: () => resend(undefined),
      sessions: () => endSessions(undefined),
      'pseudo-id': () => setPseudoOpen(true),
    }),
    [resend, endSessions],
  );
  useActie(search.actie, handlers);
  const profileHref = can(admin, 'profielhuis_acces') ? profileHouseHref(account) : null;

  return (
    <section className="max-w-5xl space-y-6 pb-24">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {name || account.email || account.telephone || `Account ${account.id}`}
        </h1>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${confirmed ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-950'}`}
        >
          {confirmed ? accountMessages.confirmed : accountMessages.notConfirmed}
        </span>
        <div className="ml-auto flex flex-wrap gap-2">
          <EntityCommands entity={entity} labelled />
          {profileHref ? (
            <a href={profileHref} target="_blank" rel="noreferrer" className={headerButton}>
              Profielhuis
            </a>
          ) : null}
        </div>
      </div>
      <dl className="rounded-lg border border-slate-300 bg-white px-4 py-1">
        <Field label="Accountnummer">{account.id}</Field>
        <Field label="Aangemaakt">{formatDateTime(account.createdAt)}</Field>
        <Field label="Laatst gewijzigd">{formatDateTime(account.updatedAt)}</Field>
        <Field label="Contactgegeven">{account.email || account.telephone}</Field>
        <Field label="Weergavenaam">{account.attributes.given_name}</Field>
        {fullNames ? (
          <>
            <Field label="Voornaam">{account.attributes.first_name}</Field>
            <Field label="Tussenvoegsels">{account.attributes.tussenvoegsels}</Field>
            <Field label="Achternaam">{account.attributes.family_name}</Field>
          </>
        ) : null}
        <Field label="Status">{status}</Field>
        <Field label="Pseudo-id">{account.pseudoId}</Field>
        {can(admin, 'schooljaarvakcontracten_inzien') ? (
          <>
            <Field label="Schooljaar">{schoolYears(account.grades)}</Field>
            <Field label={accountMessages.syncedHeader}>{yesNo(account.isFromTMProfielFromThisYear)}</Field>
          </>
        ) : null}
      </dl>
      <ExternalAccountsBlock accountId={account.id} />
      {mayOpenHref(admin, '/tlinks') ? <TlinksBlock accountId={account.id} /> : null}
      <AccessUrlsBlock accountId={account.id} admin={admin} />
      <AccountSupportTickets accountId={account.id} />
      {isStaff ? <MergeHistoryBlock accountId={account.id} /> : null}
      {isStaff ? (
        <PseudoIdTool
          key={pseudoOpen ? 'open' : 'closed'}
          initialAccount={accountOption(account)}
          autoFocus={pseudoOpen}
        />
      ) : null}
      <ActivityLog accountId={account.id} admin={admin} />
    </section>
  );
}
