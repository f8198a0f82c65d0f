import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { firstOpenable } from '../../../commands/route-table';
import type { Product } from '../../../domain/schemas/product';
import {
  REDIRECT_MAX,
  REDIRECT_MIN,
  type ServiceWindow,
  type ServiceWindowFields,
  ServiceWindowInputSchema,
} from '../../../domain/schemas/service-window';
import { principalOf, useCurrentAdministrator } from '../../api/administrators';
import { useApi } from '../../api/api-context';
import { useProduct } from '../../api/products';
import { serviceWindowOptions, useSaveServiceWindow, useServiceWindow } from '../../api/service-windows';
import { DateTimeField } from '../../kit/form/date-fields';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextArea, TextField } from '../../kit/form/text-fields';
import { useReloadItem } from '../../kit/form/use-reload-item';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { PageHeader } from '../../kit/page';
import { SafeMarkdown } from './safe-markdown';

const newRoute = getRouteApi('/producten/$product/servicewindows/new');
const editRoute = getRouteApi('/producten/$product/servicewindows/$id/edit');

export function ServiceWindowNewScreen() {
  const { product } = newRoute.useParams();
  return <ServiceWindowForm product={useProduct(product)} window={null} />;
}

export function ServiceWindowEditScreen() {
  const { product, id } = editRoute.useParams();
  return <ServiceWindowForm product={useProduct(product)} window={useServiceWindow(id)} />;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * The service-window form (spec 001 §2, §5): markdown message with a live, safe preview, start and
 * end date-time, redirect seconds (-1..5000, empty is -1); saving returns to the product overview.
 */
function ServiceWindowForm({ product, window }: { product: Product; window: ServiceWindow | null }) {
  const client = useApi();
  const navigate = useNavigate();
  const me = useCurrentAdministrator();
  const initial: ServiceWindowFields = {
    id: window?.id ?? null,
    updatedAt: window?.updatedAt ?? null,
    startDate: window?.startDate ?? '',
    endDate: window?.endDate ?? '',
    redirectAfterSec: window ? String(window.redirectAfterSec) : '-1',
    message: window?.message ?? '',
    product: product.id,
  };
  const toOverview = `/producten/${product.id}/extended-view`;
  const form = useSchemaForm({
    schema: ServiceWindowInputSchema,
    reload: useReloadItem(window ? serviceWindowOptions(client, window.id).queryKey : null),
    initial,
    onSubmit: useSaveServiceWindow().mutateAsync,
    onSuccess: () => navigate({ href: firstOpenable(principalOf(me), [toOverview]) }),
  });
  const values = form.values as ServiceWindowFields;
  /** A text field's value, change and error, by the field's key (the form keeps the typed text). */
  const field = (key: 'startDate' | 'endDate' | 'redirectAfterSec' | 'message') => ({
    name: key,
    value: text(values[key]),
    onChange: (next: string) =>
      form.setValues((current) => ({ ...(current as ServiceWindowFields), [key]: next })),
    error: form.errorOf(key),
  });
  const title = window ? 'Service window bewerken' : 'Service window toevoegen';
  return (
    <section className="space-y-4 pb-24">
      <PageHeader title={title} subtitle={`${product.title} (${product.ean})`} />
      <SchemaForm form={form} label={title} cancelTo={toOverview}>
        <div className="grid max-w-5xl grid-cols-1 gap-4 md:grid-cols-2">
          <DateTimeField label="Startdatum" required {...field('startDate')} />
          <DateTimeField label="Einddatum" {...field('endDate')} />
          <TextField
            label="Doorsturen na (seconden)"
            required
            hint={`${REDIRECT_MIN} tot ${REDIRECT_MAX}; leeg of -1 betekent niet doorsturen.`}
            {...field('redirectAfterSec')}
          />
          <div className="md:col-span-2 grid grid-cols-1 gap-4 md:grid-cols-2">
            <TextArea
              label="Bericht (markdown)"
              rows={10}
              {...field('message')}
              hint="**vet**, *cursief*, # kop, - lijst, [tekst](https://...)"
            />
            <div>
              <p className="mb-1 text-sm font-medium">Voorbeeld</p>
              <section
                aria-label="Voorbeeld van het bericht"
                className="min-h-40 rounded border border-slate-300 bg-white p-3"
              >
                <SafeMarkdown text={text(values.message)} />
              </section>
            </div>
          </div>
          <div className="md:col-span-2">
            <FormActions />
          </div>
        </div>
      </SchemaForm>
    </section>
  );
}
