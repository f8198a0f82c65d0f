import { getRouteApi } from '@tanstack/react-router';
import { eckHistoryCommand, eckLicenseRef } from '../../../commands/eck';
import { formatDay } from '../../../domain/dates';
import { labelOf } from '../../../domain/labels/label';
import { ECK_STATUS_LABELS } from '../../../domain/labels/licences';
import { TLINK_STATE_LABELS } from '../../../domain/labels/tlink-states';
import { isSuperuser } from '../../../domain/rights';
import { type EckLicense, eckStatusOf } from '../../../domain/schemas/eck';
import { DEFAULT_ECK_SORT, useEckListSource } from '../../api/eck';
import { DATE_WIDTH } from '../../kit/column-layout';
import type { Column } from '../../kit/infinite-table';
import { useListRoute } from '../../kit/list-route';
import { ListScreen } from '../../kit/list-screen';
import { Page } from '../../kit/page';
import { periodColumns } from '../../kit/period-columns';
import { AllowedLink } from '../../kit/route-link';
import { useRowDialog } from '../../kit/use-row-dialog';
import { useHiddenFilters } from '../../routes/hidden-filters';
import { AvailableEckSummary } from './available-summary';
import { EckHistoryDialog } from './eck-history-dialog';
import { eckFilters } from './eck-list';
import { LicenseMessages, MESSAGES_TITLE } from './license-messages';

const route = getRouteApi('/ecklicenties');
export const ECK_TITLE = 'ECK licenties';

const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

const ECK_COLUMNS: Column<EckLicense>[] = [
  { id: 'product', header: 'Product', cell: (l) => l.product.toString, width: '2fr' },
  {
    id: 'userId',
    header: 'User id',
    // The users list's userid filter matches the full ECK iD, not the short user id (issue 18 D15).
    text: (l) => l.userId ?? '',
    cell: (l) =>
      l.userId && l.eckId ? (
        <AllowedLink
          href={`/accounts?userid=${encodeURIComponent(l.eckId)}`}
          onClick={stop}
          className="truncate text-sky-800 underline"
        >
          {l.userId}
        </AllowedLink>
      ) : (
        (l.userId ?? '')
      ),
  },
  {
    id: 'organisation',
    header: 'School',
    text: (l) => l.organisation?.toString ?? '',
    cell: (l) =>
      l.organisation ? (
        <AllowedLink
          href={`/organisaties/${l.organisation.id}/extended-view`}
          onClick={stop}
          className="truncate text-sky-800 underline"
        >
          {l.organisation.toString}
        </AllowedLink>
      ) : (
        ''
      ),
  },
  { id: 'distributor', header: 'Distributeur', cell: (l) => l.distributor?.toString ?? '' },
  {
    id: 'status',
    header: 'Status',
    width: '9rem',
    cell: (l) => {
      // The ECK status word where the spec has one; the licence's own state for the rest (REVOKED).
      const status = eckStatusOf(l.licenseState);
      return (
        <span title={l.licenseState}>
          {status ? ECK_STATUS_LABELS[status] : labelOf(TLINK_STATE_LABELS, l.licenseState)}
        </span>
      );
    },
  },
  ...periodColumns<EckLicense>(),
  {
    id: 'referenceId',
    header: 'Referentie',
    sortField: 'referenceId',
    text: (l) => l.referenceId,
    cell: (l) => <span className="truncate font-mono">{l.referenceId}</span>,
  },
  { id: 'contractId', header: 'Contract', cell: (l) => l.contractId ?? '', width: '8rem' },
  {
    id: 'createdAt',
    header: 'Aangemaakt',
    sortField: 'createdAt',
    cell: (l) => formatDay(l.createdAt),
    width: DATE_WIDTH.day,
  },
];

/** /ecklicenties: ECK licences, and for superusers a toggle to the licence messages (spec 001 §2). */
export function EckScreen() {
  const { admin } = route.useRouteContext();
  const superuser = isSuperuser(admin);
  const hidden = useHiddenFilters(route, eckFilters);
  const list = useListRoute(route, eckFilters, DEFAULT_ECK_SORT, hidden);
  const { search, setSearch } = list;
  const source = useEckListSource(list.filter, list.sort);
  // The row command 'Historie van de referentie' (commands/eck.ts) opens ?actie=historie&rij=id.
  const history = useRowDialog(source, search, {
    actie: 'historie',
    command: eckHistoryCommand,
    entityOf: eckLicenseRef,
  });
  const showMessages = superuser && search.berichten === true;
  const messagesSwitch = superuser ? (
    <label className="flex items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        role="switch"
        aria-checked={showMessages}
        checked={showMessages}
        onChange={(event) =>
          setSearch((current) => ({ ...current, berichten: event.target.checked ? true : undefined }))
        }
      />
      {MESSAGES_TITLE}
    </label>
  ) : null;

  if (showMessages) {
    return (
      <Page title={MESSAGES_TITLE} actions={messagesSwitch}>
        <LicenseMessages
          showFailedOnly={search.showFailedOnly === true}
          onShowFailedOnly={(isOn) =>
            setSearch((current) => ({ ...current, showFailedOnly: isOn || undefined }))
          }
        />
      </Page>
    );
  }
  return (
    <ListScreen
      title={ECK_TITLE}
      list={list}
      source={source}
      columns={ECK_COLUMNS}
      rowEntity={eckLicenseRef}
      rowButtons={1}
      actions={messagesSwitch}
      idList={{ key: 'referenceIds', noun: 'referenties', all: 'Alle ECK licenties tonen' }}
      aboveTable={
        search.organisation !== undefined ? (
          <AvailableEckSummary organisationId={search.organisation} />
        ) : null
      }
    >
      <EckHistoryDialog licence={history.row} onClose={history.close} />
    </ListScreen>
  );
}
