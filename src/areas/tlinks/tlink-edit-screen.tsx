import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type * as v from 'valibot';
import { tlinkRef } from '../../../commands/tlinks';
import { formatDateTime } from '../../../domain/dates';
import { labelOf } from '../../../domain/labels/label';
import { LICENSE_SOURCE_LABELS } from '../../../domain/labels/licences';
import { TlinkBodySchema, unchangedBody } from '../../../domain/schemas/tlink';
import { useApi } from '../../api/api-context';
import { tlinkOptions, useTlink, useUpdateTlink } from '../../api/tlinks';
import { SchemaForm } from '../../kit/form/schema-form';
import { useReloadItem } from '../../kit/form/use-reload-item';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { PageHeader } from '../../kit/page';
import { useEntityInView } from '../../palette/palette-context';
import { StateBadge } from './tlink-columns';
import { TlinkFormFields, type TlinkFormValues } from './tlink-form';

const route = getRouteApi('/tlinks/$id/edit');

const option = (ref: { id: number; toString: string } | null) =>
  ref ? { id: ref.id, label: ref.toString } : null;

/** /tlinks/{id}/edit: change a licence; an ending state sets the end date to now (spec 001 §4). */
export function TlinkEditScreen() {
  const { id } = route.useParams();
  const { admin } = route.useRouteContext();
  const licence = useTlink(id);
  const api = useApi();
  const navigate = useNavigate();
  useEntityInView(tlinkRef(licence));
  const initial: TlinkFormValues = unchangedBody(licence);
  const form = useSchemaForm({
    schema: TlinkBodySchema,
    reload: useReloadItem(tlinkOptions(api, licence.id).queryKey),
    initial: initial as v.InferInput<typeof TlinkBodySchema>,
    onSubmit: useUpdateTlink(licence.id, licence.account?.id ?? null).mutateAsync,
    onSuccess: (saved) => navigate({ to: '/tlinks/code/$code', params: { code: saved.licenseCode } }),
  });
  const title = `TLink ${licence.licenseCode} bewerken`;
  return (
    <section className="space-y-4">
      <PageHeader
        title={title}
        subtitle={`${labelOf(LICENSE_SOURCE_LABELS, licence.creationMethod)} · aangemaakt ${formatDateTime(licence.createdAt)}`}
        actions={<StateBadge state={licence.licenseState} />}
      />
      <SchemaForm form={form} label={title} cancelTo="/tlinks">
        <TlinkFormFields
          form={form}
          admin={admin}
          storedState={licence.licenseState}
          initialOptions={{
            product: {
              id: licence.product.id,
              label: licence.product.title,
              description: licence.product.ean,
            },
            organisation: option(licence.organisation),
            account: option(licence.account),
            distributor: option(licence.distributor),
          }}
        />
      </SchemaForm>
    </section>
  );
}
