import { Link } from '@tanstack/react-router';
import { LICENSE_SOURCE_LABELS } from '../../../domain/labels/licences';
import { TLINK_STATE_LABELS } from '../../../domain/labels/tlink-states';
import type { TlinkLicense } from '../../../domain/schemas/tlink';
import { CodeLabel } from '../../kit/code-label';
import type { ExportColumn } from '../../kit/list-export';
import { periodColumns } from '../../kit/period-columns';

/** The state as a compact badge, in Dutch with the code as its tooltip: ended grey, active green, the rest amber. */
export function StateBadge({ state }: { state: string }) {
  const tone =
    state === 'ACTIVE'
      ? 'bg-emerald-100 text-emerald-900'
      : state === 'AVAILABLE'
        ? 'bg-sky-100 text-sky-900'
        : /REVOKED|EXPIRED|DEACTIVATED|DESPECIFIED/.test(state)
          ? 'bg-slate-200 text-slate-700'
          : 'bg-amber-100 text-amber-900';
  return (
    <CodeLabel
      labels={TLINK_STATE_LABELS}
      code={state}
      className={`rounded px-1.5 py-0.5 text-xs font-semibold ${tone}`}
    />
  );
}

/**
 * Columns of /tlinks and its export (which adds the product's EAN and publisher, the school's BRIN,
 * the activation date, reference and creation time); the account column needs gebruikers_inzien.
 * The row's commands are the table's own column (useRowCommands).
 */
export function tlinkColumns(options: { canSeeAccounts: boolean }): ExportColumn<TlinkLicense>[] {
  const columns: (ExportColumn<TlinkLicense> | false)[] = [
    {
      id: 'licenseCode',
      header: 'Code',
      sortField: 'licenseCode',
      width: '7.5rem',
      cell: (l) => <span className="font-mono font-semibold">{l.licenseCode}</span>,
      csv: 'licenseCode',
    },
    {
      id: 'product',
      header: 'Product',
      cell: (l) => l.product.toString,
      width: '2fr',
      csv: [
        { label: 'Product', field: 'product.title' },
        { label: 'EAN', field: 'product.ean' },
        { label: 'Uitgever', field: 'product.publisher.toString' },
      ],
    },
    {
      id: 'licenseState',
      header: 'Status',
      cell: (l) => <StateBadge state={l.licenseState} />,
      width: '10rem',
      csv: 'licenseState',
    },
    {
      id: 'organisation',
      header: 'School',
      cell: (l) => l.organisation?.toString ?? '',
      csv: [
        { label: 'School', field: 'organisation.toString' },
        { label: 'BRIN', field: 'organisation.brin' },
      ],
    },
    options.canSeeAccounts && {
      id: 'account',
      header: 'Account',
      csv: 'account.toString',
      text: (l) => l.account?.toString ?? '',
      cell: (l) =>
        l.account ? (
          <Link
            to="/accounts/$id/extended-view"
            search={{} as never}
            params={{ id: l.account.id }}
            className="text-sky-800 underline"
            onClick={(event) => event.stopPropagation()}
          >
            {l.account.toString}
          </Link>
        ) : (
          ''
        ),
    },
    {
      id: 'distributor',
      header: 'Distributeur',
      cell: (l) => l.distributor?.toString ?? '',
      csv: 'distributor.toString',
    },
    {
      id: 'creationMethod',
      header: 'Bron',
      cell: (l) => <CodeLabel labels={LICENSE_SOURCE_LABELS} code={l.creationMethod} />,
      width: '8rem',
      csv: 'creationMethod',
    },
    ...periodColumns<TlinkLicense>({
      start: [
        { label: 'Startdatum', field: 'startDate' },
        { label: 'Activatiedatum', field: 'activationDate' },
      ],
      end: [
        { label: 'Einddatum', field: 'endDate' },
        { label: 'Referentie', field: 'referenceId' },
        { label: 'Aangemaakt', field: 'createdAt' },
      ],
    }),
  ];
  return columns.filter((column): column is ExportColumn<TlinkLicense> => column !== false);
}
