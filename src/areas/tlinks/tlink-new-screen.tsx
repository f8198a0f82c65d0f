import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type * as v from 'valibot';
import { TlinkCreateFormSchema } from '../../../domain/schemas/tlink';
import { useCreateTlinks } from '../../api/tlinks';
import { SchemaForm } from '../../kit/form/schema-form';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { PageHeader } from '../../kit/page';
import { rememberCreated } from './last-created';
import { TlinkFormFields, type TlinkFormValues } from './tlink-form';

const route = getRouteApi('/tlinks/new');

export const NEW_TLINKS_TITLE = 'TLinks toevoegen';

/** /tlinks/new: creates 1-5000 licences at once; the codes are offered on /tlinks with a copy button. */
export function TlinkNewScreen() {
  const { admin } = route.useRouteContext();
  const navigate = useNavigate();
  const create = useCreateTlinks();
  const initial: TlinkFormValues = {
    amountToCreate: '1',
    product: '',
    organisation: null,
    account: null,
    distributor: null,
    startDate: '',
    endDate: '',
    referenceId: '',
    licenseState: 'AVAILABLE',
    amount: 1,
    autoRenew: false,
  };
  const form = useSchemaForm({
    schema: TlinkCreateFormSchema,
    initial: initial as v.InferInput<typeof TlinkCreateFormSchema>,
    onSubmit: ({ amountToCreate, ...body }) => create.mutateAsync({ amount: amountToCreate, body }),
    onSuccess: (created) => {
      const referenceId = created[0]?.referenceId ?? null;
      rememberCreated(
        created.map((licence) => licence.licenseCode),
        referenceId,
      );
      void navigate({ to: '/tlinks', search: referenceId ? { referenceId } : {} });
    },
  });
  return (
    <section className="space-y-4">
      <PageHeader title={NEW_TLINKS_TITLE} />
      <SchemaForm form={form} label={NEW_TLINKS_TITLE} cancelTo="/tlinks">
        <TlinkFormFields
          form={form}
          admin={admin}
          initialOptions={{ product: null, organisation: null, account: null, distributor: null }}
        />
      </SchemaForm>
    </section>
  );
}
