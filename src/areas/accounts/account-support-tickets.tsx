import { useRouteContext } from '@tanstack/react-router';
import { formatDateTime } from '../../../domain/dates';
import { supportMessages } from '../../../domain/messages';
import { can } from '../../../domain/rights';
import { useCloseSupportEntry, useSupportEntries } from '../../api/support-entries';
import { useConfirm } from '../../kit/confirm-dialog';
import { ListError } from '../../kit/inline-error';

/**
 * The support tickets of one account, open ones first, each closable with support_afmelden
 * (docs/decisions/075-support-tickets-on-account.md). Self-contained: place it on the account
 * overview with the account's id. Renders nothing without support_inzien.
 */
export function AccountSupportTickets({ accountId }: { accountId: number }) {
  const { admin } = useRouteContext({ from: '__root__' });
  if (!can(admin, 'support_inzien')) return null;
  return <Tickets accountId={accountId} canClose={can(admin, 'support_afmelden')} />;
}

function Tickets({ accountId, canClose }: { accountId: number; canClose: boolean }) {
  const tickets = useSupportEntries(accountId);
  const close = useCloseSupportEntry(accountId);
  const confirm = useConfirm();
  const closeTicket = async (key: string) => {
    if (!(await confirm(supportMessages.closeConfirm(key)))) return;
    close.mutate(key);
  };
  return (
    <section aria-label={supportMessages.title} className="space-y-2">
      <h2 className="text-lg font-semibold">{supportMessages.title}</h2>
      {tickets.isPending ? <p className="text-sm">Meldingen aan het ophalen...</p> : null}
      <ListError error={tickets.error} />
      {tickets.data && tickets.data.items.length === 0 ? (
        <p className="text-sm">{supportMessages.none}</p>
      ) : null}
      {tickets.data && tickets.data.items.length > 0 ? (
        <ul className="divide-y divide-slate-100 rounded border border-slate-200 bg-white">
          {tickets.data.items.map((ticket) => (
            <li key={ticket.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
              <span className="font-mono">{ticket.key}</span>
              <span className="min-w-0 flex-1">{ticket.subject}</span>
              <span className="text-slate-600">{formatDateTime(ticket.createdAt)}</span>
              {ticket.status === 'open' ? (
                canClose ? (
                  <button
                    type="button"
                    disabled={close.isPending}
                    onClick={() => void closeTicket(ticket.key)}
                    className="focus-ring rounded border border-sky-700 px-2 py-1 text-xs font-semibold text-sky-800 hover:bg-sky-50"
                  >
                    {supportMessages.close}
                  </button>
                ) : (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Open</span>
                )
              ) : (
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  Afgemeld {ticket.closedAt ? formatDateTime(ticket.closedAt) : ''}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
