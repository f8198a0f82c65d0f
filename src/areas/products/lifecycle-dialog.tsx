import { addDays, formatDay, todayKey } from '../../../domain/dates';
import { PRODUCT_STATE_LABELS } from '../../../domain/labels/products';
import { shellMessages } from '../../../domain/messages';
import { lifecycleFormSchema, productFields, withLifecycleChange } from '../../../domain/product-rules';
import type { Product } from '../../../domain/schemas/product';
import { ApiError } from '../../api/api-error';
import { useSaveProduct } from '../../api/products';
import { CodeLabel } from '../../kit/code-label';
import { DateField } from '../../kit/form/date-fields';
import { DialogForm } from '../../kit/form/dialog-form';
import { FormActions } from '../../kit/form/form-actions';
import { useSchemaForm } from '../../kit/form/use-schema-form';

type LifecycleDialogProps = {
  product: Product;
  open: boolean;
  onClose: () => void;
  onSaved: (product: Product) => void;
};

/**
 * Deactivate / Activate (spec 001 §2): shows the current status and an end date; deactivation
 * needs a date in the past, activation one in the future. Saving sets the status, the end-of-life
 * date and, for period activation, the activatable-until date (PUT products/{id}). A form of the kit
 * in a dialog, mounted per opening.
 */
export function LifecycleDialog({ open, ...props }: LifecycleDialogProps) {
  return open ? <LifecycleForm {...props} /> : null;
}

function LifecycleForm({ product, onClose, onSaved }: Omit<LifecycleDialogProps, 'open'>) {
  const save = useSaveProduct();
  const kind = product.active ? 'deactivate' : 'activate';
  const form = useSchemaForm({
    schema: lifecycleFormSchema(kind),
    // A day as 'yyyy-MM-dd' on Amsterdam's calendar, never through the browser's zone.
    initial: { date: addDays(todayKey(), kind === 'deactivate' ? -1 : 365) },
    onSubmit: async ({ date }) => {
      try {
        return await save.mutateAsync(withLifecycleChange(productFields(product), kind, date));
      } catch (failure) {
        // The API names the product's fields; the dialog has one, so its first message goes there.
        if (failure instanceof ApiError && failure.errors[0])
          throw new ApiError(failure.status, failure.message, [
            { path: 'date', message: failure.errors[0].message },
          ]);
        throw failure;
      }
    },
    onSuccess: (saved) => {
      onSaved(saved);
      onClose();
    },
  });

  return (
    // Confirmation dialogs are titled 'Weet je het zeker?' (spec 001 §2); the action follows.
    <DialogForm form={form} title={shellMessages.confirmTitle} onClose={onClose}>
      <p className="text-sm font-medium text-slate-800">
        {kind === 'deactivate' ? 'Product deactiveren' : 'Product activeren'}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="font-medium">Huidige status</dt>
        <dd>
          <CodeLabel labels={PRODUCT_STATE_LABELS} code={product.customProperties.productState} />
        </dd>
        <dt className="font-medium">Huidige einddatum</dt>
        <dd>{formatDay(product.endOfLifeDate)}</dd>
        <dt className="font-medium">Nieuwe status</dt>
        <dd>
          {kind === 'deactivate' ? PRODUCT_STATE_LABELS.NIET_MEER_LEVERBAAR : PRODUCT_STATE_LABELS.LEVERBAAR}
        </dd>
      </dl>
      <DateField
        label="Einddatum"
        required
        hint={kind === 'deactivate' ? 'Een datum in het verleden.' : 'Een datum in de toekomst.'}
        {...form.bind('date')}
      />
      <FormActions saveLabel={kind === 'deactivate' ? 'Deactiveren' : 'Activeren'} />
    </DialogForm>
  );
}
