import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type * as v from 'valibot';
import { tlinkMessages } from '../../../domain/messages';
import { TlinkCreateFormSchema } from '../../../domain/schemas/tlink';
import { useApi } from '../../api/api-context';
import { createTlinks, tlinkKeys } from '../../api/tlinks';
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
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
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
    onSubmit: async ({ amountToCreate, ...body }) => createTlinks(api, body, amountToCreate),
    onSuccess: (created) => {
      const referenceId = created[0]?.referenceId ?? null;
      rememberCreated(
        created.map((licence) => licence.licenseCode),
        referenceId,
      );
      void queryClient.invalidateQueries({ queryKey: tlinkKeys.lists() });
      void navigate({ to: '/tlinks', search: referenceId ? { referenceId } : {} });
    },
    messages: { saving: tlinkMessages.saving, saved: tlinkMessages.saved, failed: tlinkMessages.saveFailed },
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
