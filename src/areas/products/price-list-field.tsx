import type { PriceInput } from '../../../domain/schemas/product';
import { TextField } from '../../kit/form/text-fields';
import { InlineError } from '../../kit/inline-error';

type PriceListFieldProps = {
  value: PriceInput[];
  onChange: (value: PriceInput[]) => void;
  errorOf: (path: string) => string | undefined;
  /** The list's own error ('Product moet minimaal 1 prijs hebben', duplicate VAT). */
  error: string | undefined;
};

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The prices list of the product form: amount in cents and VAT percentage per row, add and remove. */
export function PriceListField({ value, onChange, errorOf, error }: PriceListFieldProps) {
  const set = (index: number, key: keyof PriceInput, next: string) =>
    onChange(value.map((price, i) => (i === index ? { ...price, [key]: next } : price)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Prijzen</legend>
      {value.map((price, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own.
        <div key={index} className="flex items-end gap-3">
          <TextField
            label={`Bedrag in centen (prijs ${index + 1})`}
            name={`customProperties.prices.${index}.amount`}
            value={text(price.amount)}
            onChange={(next) => set(index, 'amount', next)}
            error={errorOf(`customProperties.prices.${index}.amount`)}
          />
          <TextField
            label={`BTW % (prijs ${index + 1})`}
            name={`customProperties.prices.${index}.vat`}
            value={text(price.vat)}
            onChange={(next) => set(index, 'vat', next)}
            error={errorOf(`customProperties.prices.${index}.vat`)}
          />
          <button
            type="button"
            onClick={() => onChange(value.filter((_, i) => i !== index))}
            className="focus-ring mb-1 rounded border border-slate-400 px-3 py-2 text-sm"
            aria-label={`Prijs ${index + 1} verwijderen`}
          >
            Verwijderen
          </button>
        </div>
      ))}
      <button
        type="button"
        onClick={() => onChange([...value, { amount: '', vat: '' }])}
        className="focus-ring rounded border border-sky-700 px-3 py-1.5 text-sm text-sky-800"
      >
        Prijs toevoegen
      </button>
      <InlineError message={error} />
    </fieldset>
  );
}
