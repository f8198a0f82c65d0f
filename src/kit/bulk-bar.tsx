import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import type { BulkRowKind } from '../../commands/bulk';
import {
  type BulkCommand,
  type BulkRefusal,
  bulkAvailability,
  bulkCommandsFor,
  MAX_BULK_ROWS,
} from '../../commands/bulk';
import { formatCount } from '../../domain/numbers';
import { ID_LIST_MAX } from '../../domain/schemas/id-list';
import { useCurrentPrincipal } from '../api/administrators';
import { useStartExport } from '../api/exports';
import type { ListSource } from '../api/list';
import { BulkRefusals } from './bulk-refusals';
import type { BulkRunDialogProps } from './bulk-run-dialog';
import { csvColumnsOf, type ListExport } from './list-export';
import { type RowSelection, useRowSelection } from './row-selection';

/** The run dialog (Headless UI, progress, report) loads with the first run, not with every list. */
const BulkRunDialog = lazy(() => import('./bulk-run-dialog')) as unknown as <T>(
  props: BulkRunDialogProps<T>,
) => ReactNode;

/**
 * What a list passes to InfiniteTable's `bulk`: its selection, the kind of rows (which bulk
 * commands apply, commands/bulk.ts) and the row's label for the checkboxes and the run's report.
 */
export type BulkTable<T> = {
  selection: RowSelection<T>;
  kind: BulkRowKind;
  commands: readonly BulkCommand<T>[];
  rowLabel: (row: T) => string;
  /**
   * The list's export (the server job) narrowed to the selected rows through the list's
   * many-identifiers filter (decision 351), where the list has one; absent: no 'Selectie exporteren'.
   */
  exportSelection?: (rows: readonly T[]) => ListExport<T>;
};

/**
 * A list's selection and bulk commands, or undefined when this administrator may run none of them
 * (the list then has no checkboxes).
 */
export function useBulkTable<T>(
  source: ListSource<T>,
  rowKey: (row: T) => string | number,
  spec: Omit<BulkTable<T>, 'selection'>,
): BulkTable<T> | undefined {
  const admin = useCurrentPrincipal();
  const selection = useRowSelection(source, rowKey);
  const mayRunAny =
    bulkCommandsFor(spec.commands, spec.kind, admin).length > 0 || spec.exportSelection !== undefined;
  return mayRunAny ? { ...spec, selection } : undefined;
}

const buttonClass =
  'focus-ring rounded border px-3 py-1 text-sm font-semibold aria-disabled:cursor-not-allowed aria-disabled:border-slate-300 aria-disabled:text-slate-500';

/**
 * The bar over a list with selected rows: the count, select every match, clear, and the bulk commands
 * this administrator may run. A command some selected rows do not allow stays in the bar but is
 * refused, and choosing it says which rows and why: the administrator learns what to deselect.
 */
export function BulkBar<T>({ bulk, total }: { bulk: BulkTable<T>; total: number }) {
  const admin = useCurrentPrincipal();
  const { selection } = bulk;
  const commands = useMemo(
    () => bulkCommandsFor(bulk.commands, bulk.kind, admin),
    [bulk.commands, bulk.kind, admin],
  );
  // The table re-renders on every scroll frame; each command's check runs over up to 1,000 rows.
  const availability = useMemo(
    () => commands.map((command) => ({ command, ...bulkAvailability(command, admin, selection.rows) })),
    [commands, admin, selection.rows],
  );
  const [explained, setExplained] = useState<{ title: string; refusals: BulkRefusal[] } | null>(null);
  const [running, setRunning] = useState<BulkCommand<T> | null>(null);
  const startExport = useStartExport();
  const canSelectAll = total > selection.count && total <= MAX_BULK_ROWS;
  const exportSelected = () => {
    if (!bulk.exportSelection) return;
    if (selection.count > ID_LIST_MAX) {
      setExplained({
        title: 'Selectie exporteren',
        refusals: [
          {
            label: 'De selectie',
            reason: `is groter dan ${ID_LIST_MAX} rijen; exporteer de lijst met een filter`,
          },
        ],
      });
      return;
    }
    const { path, params, sort, columns } = bulk.exportSelection(selection.rows);
    void startExport({
      path,
      ...(params ? { params } : {}),
      ...(sort ? { sort } : {}),
      columns: csvColumnsOf(columns),
    });
  };
  const count = selection.count;

  return (
    <div className="flex flex-col gap-2">
      {/* biome-ignore lint/a11y/useSemanticElements: a toolbar of buttons, not a form fieldset. */}
      <div
        role="group"
        aria-label="Selectie"
        className="flex flex-wrap items-center gap-3 rounded border border-sky-300 bg-sky-50 px-3 py-2 text-sm"
      >
        <p aria-live="polite" className="font-semibold text-slate-900">
          {formatCount(count)} van {formatCount(total)} geselecteerd
        </p>
        {canSelectAll ? (
          <button
            type="button"
            className="focus-ring text-sky-800 underline"
            disabled={selection.isSelectingAll}
            onClick={() => void selection.selectAllMatching()}
          >
            Alle {formatCount(total)} resultaten selecteren
          </button>
        ) : total > MAX_BULK_ROWS ? (
          <span className="text-slate-700">
            Een bulkopdracht werkt op hoogstens {formatCount(MAX_BULK_ROWS)} rijen.
          </span>
        ) : null}
        <button
          type="button"
          className="focus-ring text-sky-800 underline"
          onClick={() => {
            selection.clear();
            setExplained(null);
          }}
        >
          Selectie wissen
        </button>
        <span className="ml-auto flex flex-wrap gap-2">
          {bulk.exportSelection ? (
            <button
              type="button"
              aria-disabled={selection.count > ID_LIST_MAX}
              className={`${buttonClass} border-sky-700 bg-white text-sky-800 hover:bg-sky-100`}
              onClick={exportSelected}
            >
              Selectie exporteren
            </button>
          ) : null}
          {availability.map(({ command, allowed, refusals }) => {
            return (
              <button
                key={command.id}
                type="button"
                aria-disabled={!allowed}
                className={`${buttonClass} border-sky-700 bg-white text-sky-800 hover:bg-sky-100`}
                onClick={() => {
                  if (allowed) {
                    setExplained(null);
                    setRunning(command);
                  } else setExplained({ title: command.title, refusals });
                }}
              >
                {command.title}
              </button>
            );
          })}
        </span>
      </div>
      {explained && explained.refusals.length > 0 ? (
        <BulkRefusals title={explained.title} refusals={explained.refusals} count={count} />
      ) : null}
      {running ? (
        <Suspense fallback={null}>
          <BulkRunDialog
            command={running}
            rows={selection.rows}
            onClose={(failed) => {
              setRunning(null);
              // What failed stays selected, ready to be tried again; what succeeded is done.
              selection.clear();
              if (failed.length > 0) selection.set(failed, true);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
