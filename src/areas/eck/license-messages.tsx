import { retryLicenseMessagesCommand } from '../../../commands/bulk-license-messages';
import { licenseMessageRef } from '../../../commands/license-messages';
import { LICENSE_MESSAGE_STATUS_LABELS } from '../../../domain/labels/licences';
import type { LicenseMessage } from '../../../domain/schemas/eck';
import { useLicenseMessageSource, useRetryAllLicenseMessages } from '../../api/eck';
import { useBulkTable } from '../../kit/bulk-bar';
import { CodeLabel } from '../../kit/code-label';
import { dateColumn, textColumn } from '../../kit/column-kinds';
import { useConfirm } from '../../kit/confirm-dialog';
import { useRowCommands } from '../../kit/entity-commands';
import { Checkbox } from '../../kit/form/choice-fields';
import { type Column, InfiniteTable } from '../../kit/infinite-table';

const messageKey = (message: LicenseMessage) => message.id;

export const MESSAGES_TITLE = 'Licentieberichten';
export const RETRY_ALL_LABEL = 'Alle mislukte opnieuw versturen';
export const RETRY_ALL_QUESTION = 'Alle mislukte licentieberichten opnieuw versturen?';

const STATUS_TONE: Record<LicenseMessage['status'], string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Success: 'bg-emerald-100 text-emerald-900',
  Error: 'bg-red-100 text-red-900',
};

/** The licence messages to ECK (superuser): retry at 5+ failed attempts, retry all failed (spec 001 §4). */
export function LicenseMessages({
  showFailedOnly,
  onShowFailedOnly,
}: {
  /** 'Alleen mislukte berichten', kept in the URL (`showFailedOnly=true`) by the screen. */
  showFailedOnly: boolean;
  onShowFailedOnly: (isOn: boolean) => void;
}) {
  const confirm = useConfirm();
  const source = useLicenseMessageSource(showFailedOnly);
  const rowCommands = useRowCommands(licenseMessageRef, 1);
  const retryAll = useRetryAllLicenseMessages();
  const bulk = useBulkTable(source, messageKey, {
    kind: 'licenseMessage',
    commands: [retryLicenseMessagesCommand],
    rowLabel: retryLicenseMessagesCommand.rowLabel,
  });
  const askRetryAll = async () => {
    if (await confirm({ text: RETRY_ALL_QUESTION })) retryAll.mutate(undefined);
  };

  const columns: Column<LicenseMessage>[] = [
    dateColumn('startDate', 'Start', 'moment'),
    {
      id: 'referenceId',
      header: 'Referentie',
      cell: (m) => <span className="font-mono">{m.referenceId}</span>,
    },
    textColumn('userId', 'User id'),
    {
      id: 'eckId',
      header: 'ECK iD',
      cell: (m) => <span className="truncate">{m.eckId ?? ''}</span>,
      width: '2fr',
    },
    {
      id: 'status',
      header: 'Status',
      width: '6rem',
      cell: (m) => (
        <CodeLabel
          labels={LICENSE_MESSAGE_STATUS_LABELS}
          code={m.status}
          className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_TONE[m.status]}`}
        />
      ),
    },
    textColumn('retryCount', 'Pogingen', { width: '6rem' }),
    {
      id: 'lastError',
      header: 'Laatste fout',
      cell: (m) => (
        <span className="truncate" title={m.lastError ?? ''}>
          {m.lastError ?? ''}
        </span>
      ),
    },
  ];

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-4">
        <Checkbox label="Alleen mislukte berichten" value={showFailedOnly} onChange={onShowFailedOnly} />
        <button
          type="button"
          onClick={() => void askRetryAll()}
          className="focus-ring ml-auto rounded bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
        >
          {RETRY_ALL_LABEL}
        </button>
      </div>
      <InfiniteTable
        label={MESSAGES_TITLE}
        source={source}
        columns={columns}
        rowKey={messageKey}
        rowCommands={rowCommands}
        bulk={bulk}
        hasFilters={showFailedOnly}
      />
    </div>
  );
}
