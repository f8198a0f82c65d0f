import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { addDays, formatDay, todayKey } from '../../../domain/dates';
import { PRODUCT_STATE_LABELS } from '../../../domain/labels/products';
import { shellMessages } from '../../../domain/messages';
import { lifecycleDateError, productFields, withLifecycleChange } from '../../../domain/product-rules';
import type { Product } from '../../../domain/schemas/product';
import { ApiError } from '../../api/api-error';
import { useSaveProduct } from '../../api/products';
import { CodeLabel } from '../../kit/code-label';
import { DateField } from '../../kit/form/date-fields';

type LifecycleDialogProps = {
  product: Product;
  open: boolean;
  onClose: () => void;
  onSaved: (product: Product) => void;
};

/**
 * Deactivate / Activate (spec 001 §2): shows the current status and an end date; deactivation
 * needs a date in the past, activation one in the future. Saving sets the status, the end-of-life
 * date and, for period activation, the activatable-until date (PUT products/{id}).
 */
export function LifecycleDialog({ product, open, onClose, onSaved }: LifecycleDialogProps) {
  const save = useSaveProduct();
  const kind = product.active ? 'deactivate' : 'activate';
  const [date, setDate] = useState(() => addDays(todayKey(), kind === 'deactivate' ? -1 : 365));
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const title = kind === 'deactivate' ? 'Product deactiveren' : 'Product activeren';

  const confirm = async () => {
    const problem = lifecycleDateError(kind, date);
    if (problem) {
      setError(problem);
      return;
    }
    setPending(true);
    try {
      onSaved(await save.mutateAsync(withLifecycleChange(productFields(product), kind, date)));
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.errors[0]?.message ?? failure.message) : null);
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md space-y-4 rounded-lg bg-white p-6 shadow-xl">
          {/* Confirmation dialogs are titled 'Weet je het zeker?' (spec 001 §2); the action follows. */}
          <DialogTitle className="text-lg font-semibold">{shellMessages.confirmTitle}</DialogTitle>
          <Description className="text-sm font-medium text-slate-800">{title}</Description>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="font-medium">Huidige status</dt>
            <dd>
              <CodeLabel labels={PRODUCT_STATE_LABELS} code={product.customProperties.productState} />
            </dd>
            <dt className="font-medium">Huidige einddatum</dt>
            <dd>{formatDay(product.endOfLifeDate)}</dd>
            <dt className="font-medium">Nieuwe status</dt>
            <dd>
              {kind === 'deactivate'
                ? PRODUCT_STATE_LABELS.NIET_MEER_LEVERBAAR
                : PRODUCT_STATE_LABELS.LEVERBAAR}
            </dd>
          </dl>
          <DateField
            label="Einddatum"
            name="lifecycleDate"
            required
            value={date}
            onChange={(next) => {
              setDate(next);
              setError(null);
            }}
            error={error ?? undefined}
            hint={kind === 'deactivate' ? 'Een datum in het verleden.' : 'Een datum in de toekomst.'}
          />
          <div className="flex justify-end gap-3">
            <button
              type="button"
              onClick={onClose}
              className="focus-ring rounded border border-slate-400 px-4 py-2 text-sm"
            >
              Annuleren
            </button>
            <button
              type="button"
              disabled={isPending}
              onClick={() => void confirm()}
              className="focus-ring rounded bg-sky-700 px-4 py-2 text-sm font-semibold text-white disabled:opacity-70"
            >
              {kind === 'deactivate' ? 'Deactiveren' : 'Activeren'}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
