import { Description } from '@headlessui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { type BulkCommand, type BulkContext, bulkAvailability } from '../../commands/bulk';
import { useCurrentPrincipal } from '../api/administrators';
import { invalidateChanges } from '../api/changes';
import { BulkRefusals } from './bulk-refusals';
import { type BulkRowResult, runBulk } from './bulk-run';
import { InlineError } from './inline-error';
import { LabelledField } from './labelled-field';
import { ModalDialog } from './modal-dialog';
import { useActionApi } from './use-action-api';

export type BulkRunDialogProps<T> = {
  command: BulkCommand<T>;
  rows: readonly T[];
  /** Closes the dialog with the rows that failed (they stay selected). */
  onClose: (failed: T[]) => void;
};

const secondary =
  'focus-ring rounded border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';
const primary =
  'focus-ring rounded bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-slate-400';

/**
 * One bulk run (issue 24): the command's values (a new end date), its question, then the run with
 * progress and 'Annuleren', and a report per row: what succeeded and, for what failed, the server's
 * Dutch message. The rows are called one by one through the spec's calls (commands/bulk.ts).
 */
export default function BulkRunDialog<T>({ command, rows, onClose }: BulkRunDialogProps<T>) {
  const actionApi = useActionApi();
  const queryClient = useQueryClient();
  const admin = useCurrentPrincipal();
  const [args, setArgs] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);
  const [results, setResults] = useState<(BulkRowResult | undefined)[] | null>(null);
  const [done, setDone] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const ids = useId();

  const argErrors = (command.args ?? []).map((arg) => arg.validate?.(args[arg.name] ?? '') ?? null);
  const hasArgError = argErrors.some((error) => error !== null);
  const { refusals } = bulkAvailability(command, admin, rows, hasArgError ? {} : args);
  const finished = results?.filter((result) => result !== undefined) ?? [];
  const failed = finished.filter((result) => !result.ok);
  const isRunning = results !== null && !done;

  const start = async () => {
    setTouched(true);
    if (hasArgError || refusals.length > 0) return;
    const controller = new AbortController();
    abort.current = controller;
    setResults(Array.from({ length: rows.length }));
    const context: BulkContext = {
      admin,
      // Each row refreshes nothing; the run refreshes what the command changes once, at its end.
      call: (request) => actionApi.call(request, []),
    };
    await runBulk(command, rows, context, args, {
      signal: controller.signal,
      onResult: (result, index) =>
        setResults((current) => {
          const next = [...(current ?? [])];
          next[index] = result;
          return next;
        }),
    });
    setDone(true);
    void invalidateChanges(queryClient, command.changes);
  };

  const close = () => {
    if (isRunning) return;
    const failedRows = rows.filter((_, index) => results?.[index]?.ok === false);
    onClose(failedRows);
  };

  return (
    <ModalDialog
      title={command.title}
      onClose={close}
      className="flex max-h-[90vh] max-w-lg flex-col gap-4 overflow-auto p-6"
    >
      {results === null ? (
        <>
          {(command.args ?? []).map((arg, index) => (
            <LabelledField key={arg.name} id={`${ids}-${arg.name}`} label={arg.label}>
              <input
                id={`${ids}-${arg.name}`}
                autoFocus={index === 0}
                className="focus-ring rounded border border-slate-400 px-3 py-2 text-sm"
                placeholder={arg.placeholder}
                value={args[arg.name] ?? ''}
                aria-invalid={touched && argErrors[index] !== null}
                onChange={(event) => setArgs({ ...args, [arg.name]: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void start();
                }}
              />
              {touched && argErrors[index] ? <InlineError message={argErrors[index]} /> : null}
            </LabelledField>
          ))}
          <Description className="text-sm text-slate-700">
            {hasArgError ? `${rows.length} rijen geselecteerd.` : command.confirm(rows.length, args)}
          </Description>
          {refusals.length > 0 ? (
            <BulkRefusals title={command.title} refusals={refusals} count={rows.length} />
          ) : null}
          <div className="flex justify-end gap-3">
            <button type="button" className={secondary} onClick={close} autoFocus={!command.args}>
              Annuleren
            </button>
            <button
              type="button"
              className={primary}
              disabled={touched && (hasArgError || refusals.length > 0)}
              onClick={() => void start()}
            >
              Starten
            </button>
          </div>
        </>
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <progress
              className="h-2 w-full accent-sky-700"
              max={rows.length}
              value={finished.length}
              aria-label="Voortgang"
            />
            <p aria-live="polite" className="text-sm text-slate-800">
              {done
                ? `Klaar: ${finished.length - failed.length} gelukt, ${failed.length} mislukt${
                    finished.length < rows.length ? `, ${rows.length - finished.length} niet gestart` : ''
                  }.`
                : `${finished.length} van ${rows.length} verwerkt…`}
            </p>
          </div>
          {failed.length > 0 ? (
            <ul aria-label="Mislukt" className="max-h-64 overflow-auto text-sm">
              {failed.map((result) => (
                <li key={result.label} className="border-b border-slate-200 py-1">
                  <span className="font-semibold">{result.label}</span>: {!result.ok && result.message}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex justify-end gap-3">
            {isRunning ? (
              <button type="button" className={secondary} onClick={() => abort.current?.abort()}>
                Annuleren
              </button>
            ) : (
              <button type="button" className={primary} onClick={close} autoFocus>
                Sluiten
              </button>
            )}
          </div>
        </>
      )}
    </ModalDialog>
  );
}
