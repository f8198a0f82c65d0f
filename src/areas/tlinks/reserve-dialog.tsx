import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { formatDay, todayKey } from '../../../domain/dates';
import { tlinkMessages, withMessage } from '../../../domain/messages';
import {
  RESERVE_AMOUNT_MAX,
  ReserveAmountInputSchema,
  type ReserveLine,
} from '../../../domain/schemas/tlink';
import { useApi } from '../../api/api-context';
import { productSummaryOptions, reserveTlinks, tlinkKeys } from '../../api/tlinks';
import { lookupOrganisations } from '../../api/tlinks-lookups';
import { downloadCsvText } from '../../kit/download';
import { borderClass } from '../../kit/form/field-frame';
import { type LookupOption, LookupSelect } from '../../kit/lookup-select';
import { loadingToast } from '../../kit/toast';

export const RESERVE_TITLE = 'TLinks reserveren';
export const RESERVING = 'TLinks aan het reserveren...';
export const reservedText = (count: number) =>
  `${count} ${count === 1 ? 'TLink' : 'TLinks'} gereserveerd; de lijst is gedownload.`;

/** One product's typed amount: the text as shown and its error, if any. */
export type ReserveAmount = { text: string; error: string | undefined };

/**
 * Reads a typed amount (spec 001 §5: whole number, min 0, capped at the available amount, up to 5
 * digits). A valid amount is capped; an invalid one keeps its text and gets the spec's error.
 */
export function readReserveAmount(text: string, available: number): ReserveAmount {
  const parsed = v.safeParse(ReserveAmountInputSchema, text);
  if (!parsed.success) return { text, error: parsed.issues[0].message };
  if (text.trim() === '') return { text: '', error: undefined };
  return { text: String(Math.min(parsed.output, available, RESERVE_AMOUNT_MAX)), error: undefined };
}

/**
 * Reserve TLinks (tlinklicenties_reserveren): choose a school, then per product an amount up to the
 * free stock; the reserved licences download as CSV (licence code, product, start and end date).
 */
export function ReserveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [school, setSchool] = useState<LookupOption | null>(null);
  const [q, setQ] = useState('');
  const [amounts, setAmounts] = useState<Record<number, ReserveAmount>>({});
  const [busy, setBusy] = useState(false);
  const summary = useQuery({ ...productSummaryOptions(api, q.trim()), enabled: open });
  const hasErrors = Object.values(amounts).some((amount) => amount.error !== undefined);
  const lines: ReserveLine[] = Object.entries(amounts)
    .filter(([, amount]) => amount.error === undefined && Number(amount.text) > 0)
    .map(([productId, amount]) => ({
      organisationId: Number(school?.id ?? 0),
      productId: Number(productId),
      amount: Number(amount.text),
    }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const canSubmit = school !== null && lines.length > 0 && !hasErrors && !busy;

  const close = () => {
    setAmounts({});
    setSchool(null);
    onClose();
  };

  const submit = async () => {
    if (!canSubmit) return;
    setBusy(true);
    const toast = loadingToast(RESERVING);
    try {
      const reserved = await reserveTlinks(api, lines);
      downloadCsvText(`tlinks-gereserveerd-${todayKey()}.csv`, [
        ['Code', 'Product', 'Startdatum', 'Einddatum'],
        ...reserved.map((r) => [r.licenseCode, r.product, formatDay(r.startDate), formatDay(r.endDate)]),
      ]);
      await toast.success(reservedText(reserved.length));
      void queryClient.invalidateQueries({ queryKey: tlinkKeys.lists() });
      close();
    } catch (error) {
      await toast.error(
        withMessage(tlinkMessages.reserveFailed, error instanceof Error ? error.message : null),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="flex max-h-[90vh] w-full max-w-3xl flex-col gap-4 rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{RESERVE_TITLE}</DialogTitle>
          <LookupSelect
            label="School"
            required
            value={school}
            onChange={setSchool}
            fetchOptions={(query, signal) => lookupOrganisations(api, 'School', query, signal)}
          />
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            Product zoeken
            <input
              type="search"
              value={q}
              maxLength={200}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Titel of EAN"
              className="focus-ring rounded border border-slate-400 px-2.5 py-1.5 font-normal"
            />
          </label>
          <div className="min-h-40 overflow-auto rounded border border-slate-200">
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-slate-100 text-left">
                <tr>
                  <th className="px-3 py-2">Product</th>
                  <th className="px-3 py-2">EAN</th>
                  <th className="px-3 py-2 text-right">Beschikbaar</th>
                  <th className="px-3 py-2 text-right">Aantal</th>
                </tr>
              </thead>
              <tbody>
                {summary.isPending ? (
                  <tr>
                    <td colSpan={4} className="px-3 py-4 text-slate-600">
                      Laden...
                    </td>
                  </tr>
                ) : summary.data?.length ? (
                  summary.data.map((row) => (
                    <tr key={row.productId} className="border-t border-slate-100">
                      <td className="px-3 py-1.5">{row.productTitle}</td>
                      <td className="px-3 py-1.5 font-mono">{row.productEan}</td>
                      <td className="px-3 py-1.5 text-right">{row.available.toLocaleString('nl-NL')}</td>
                      <td className="px-3 py-1.5 text-right">
                        <AmountInput
                          label={`Aantal ${row.productTitle}`}
                          amount={amounts[row.productId]}
                          onChange={(text) =>
                            setAmounts((current) => ({
                              ...current,
                              [row.productId]: readReserveAmount(text, row.available),
                            }))
                          }
                        />
                      </td>
                    </tr>
                  ))
                ) : (
                  <tr>
                    <td colSpan={4} className="px-3 py-4 text-slate-600">
                      Geen beschikbare TLinks gevonden
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <div className="flex items-center justify-end gap-3">
            <span className="mr-auto text-sm text-slate-700">
              {total > 0 ? `${total.toLocaleString('nl-NL')} TLinks` : ''}
            </span>
            <button
              type="button"
              onClick={close}
              className="focus-ring rounded border border-slate-400 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              Annuleren
            </button>
            <button
              type="button"
              disabled={!canSubmit}
              onClick={() => void submit()}
              className="focus-ring rounded bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:opacity-50"
            >
              Reserveren
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** One product's amount input with its error under it, linked for screen readers. */
function AmountInput({
  label,
  amount,
  onChange,
}: {
  label: string;
  amount: ReserveAmount | undefined;
  onChange: (text: string) => void;
}) {
  const errorId = useId();
  const error = amount?.error;
  return (
    <>
      <input
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        inputMode="numeric"
        maxLength={5}
        value={amount?.text ?? ''}
        onChange={(event) => onChange(event.target.value)}
        className={`focus-ring w-24 rounded border px-2 py-1 text-right ${borderClass(error)}`}
      />
      {error ? (
        <p id={errorId} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
