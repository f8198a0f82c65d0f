import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { formatDay, todayKey } from '../../../domain/dates';
import { tlinkMessages } from '../../../domain/messages';
import { formatCount } from '../../../domain/numbers';
import {
  RESERVE_AMOUNT_MAX,
  ReserveAmountInputSchema,
  type ReservedTlink,
  ReserveFormSchema,
} from '../../../domain/schemas/tlink';
import { useApi } from '../../api/api-context';
import { productSummaryOptions, useReserveTlinks } from '../../api/tlinks';
import { downloadCsvText } from '../../kit/download';
import { DialogForm } from '../../kit/form/dialog-form';
import { borderClass, controlAria, inputClass, useFieldIds } from '../../kit/form/field-frame';
import { FormActions } from '../../kit/form/form-actions';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { InlineError } from '../../kit/inline-error';
import type { LookupOption } from '../../kit/lookup-select';
import { OrganisationLookup } from '../../kit/organisation-lookup';

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

/** The reserved licences as the CSV the dialog downloads (licence code, product, start and end date). */
function downloadReserved(reserved: readonly ReservedTlink[]) {
  downloadCsvText(`tlinks-gereserveerd-${todayKey()}.csv`, [
    ['Code', 'Product', 'Startdatum', 'Einddatum'],
    ...reserved.map((r) => [r.licenseCode, r.product, formatDay(r.startDate), formatDay(r.endDate)]),
  ]);
}

/**
 * Reserve TLinks (tlinklicenties_reserveren): choose a school, then per product an amount up to the
 * free stock; the reserved licences download as CSV. A form of the kit in a dialog.
 */
export function ReserveDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  // Mounted per opening, so every opening starts empty.
  return open ? <ReserveForm onClose={onClose} /> : null;
}

function ReserveForm({ onClose }: { onClose: () => void }) {
  const api = useApi();
  const reserve = useReserveTlinks({
    saving: RESERVING,
    saved: (reserved) => reservedText(reserved.length),
    failed: tlinkMessages.reserveFailed,
  });
  const [school, setSchool] = useState<LookupOption | null>(null);
  const [q, setQ] = useState('');
  const summary = useQuery(productSummaryOptions(api, q.trim()));
  const form = useSchemaForm({
    schema: ReserveFormSchema,
    initial: { organisationId: null, amounts: {} },
    validateOn: 'change',
    onSubmit: reserve.mutateAsync,
    onSuccess: (reserved) => {
      downloadReserved(reserved);
      onClose();
    },
  });
  const amounts = form.values.amounts;
  const total = Object.values(amounts).reduce((sum, text) => {
    const parsed = v.safeParse(ReserveAmountInputSchema, text);
    return sum + (parsed.success ? parsed.output : 0);
  }, 0);

  return (
    <DialogForm form={form} title={RESERVE_TITLE} onClose={onClose} width="max-w-3xl">
      <OrganisationLookup
        label="School"
        required
        value={school}
        error={form.errorOf('organisationId')}
        onChange={(next) => {
          setSchool(next);
          form.setField('organisationId', next ? Number(next.id) : null);
        }}
        types={['School']}
      />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        Product zoeken
        {/* A filter of the product list, not a field of the reservation: `form=""` takes it out of
            the form, so Enter in it searches and does not reserve. */}
        <input
          type="search"
          form=""
          value={q}
          maxLength={200}
          onChange={(event) => setQ(event.target.value)}
          placeholder="Titel of EAN"
          className={`${inputClass} border-slate-400 font-normal`}
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
                  <td className="px-3 py-1.5 text-right">{formatCount(row.available)}</td>
                  <td className="px-3 py-1.5 text-right">
                    <AmountInput
                      label={`Aantal ${row.productTitle}`}
                      text={amounts[row.productId] ?? ''}
                      error={form.errorOf(`amounts.${row.productId}`)}
                      disabled={form.isPending}
                      onChange={(text) =>
                        form.setField(`amounts.${row.productId}`, readReserveAmount(text, row.available).text)
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
      <InlineError message={form.errorOf('')} />
      <p className="text-sm text-slate-700">{total > 0 ? `${formatCount(total)} TLinks` : ''}</p>
      <FormActions saveLabel="Reserveren" />
    </DialogForm>
  );
}

/** One product's amount input in the table, its error under it and linked for screen readers. */
function AmountInput({
  label,
  text,
  error,
  disabled,
  onChange,
}: {
  label: string;
  text: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (text: string) => void;
}) {
  const ids = useFieldIds(error, undefined);
  return (
    <>
      <input
        aria-label={label}
        inputMode="numeric"
        maxLength={5}
        value={text}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className={`focus-ring w-24 rounded border px-2 py-1 text-right ${borderClass(error)}`}
        {...controlAria(ids, error, false)}
      />
      {error ? (
        <p id={ids.error} className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
