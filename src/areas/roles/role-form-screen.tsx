import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { rightLabel } from '../../../domain/labels/rights';
import { listMessages } from '../../../domain/messages';
import { isPublisherBound, isSuperuser } from '../../../domain/rights';
import { offeredRights, type Role, RoleBodySchema } from '../../../domain/schemas/role';
import { useCurrentAdministrator } from '../../api/administrators';
import { useApi } from '../../api/api-context';
import { roleOptions, useRole, useSaveRole } from '../../api/roles';
import { Checkbox, MultiSelect } from '../../kit/form/choice-fields';
import { FixedValue } from '../../kit/form/field-frame';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useReloadItem } from '../../kit/form/use-reload-item';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import type { LookupOption } from '../../kit/lookup-select';
import { OrganisationLookup } from '../../kit/organisation-lookup';
import { Page } from '../../kit/page';
import { useEntityInView } from '../../palette/palette-context';

const editRoute = getRouteApi('/rollen/$id/edit');

/** /rollen/new */
export function RoleNewScreen() {
  return <RoleForm current={null} />;
}

/** /rollen/{id}/edit */
export function RoleEditScreen() {
  const { id } = editRoute.useParams();
  const role = useRole(id);
  useEntityInView({ kind: 'role', id: String(role.id), label: role.naam });
  return <RoleForm key={role.updatedAt} current={role} />;
}

/**
 * The role form (spec 001 §2, §5): name, publisher (chosen by a superuser or an administrator
 * without a publisher, else fixed and read-only, 'Geen' when none) and the rights the spec offers.
 */
function RoleForm({ current: role }: { current: Role | null }) {
  const api = useApi();
  const me = useCurrentAdministrator();
  const admin = { id: me.id, rechten: me.rol.rechten, uitgeverId: me.uitgever?.id ?? null };
  const navigate = useNavigate();
  const mayChoosePublisher = isSuperuser(admin) || !isPublisherBound(admin);
  const [publisher, setPublisher] = useState<LookupOption | null>(
    role?.uitgever ? { id: role.uitgever.id, label: role.uitgever.name } : null,
  );
  const form = useSchemaForm({
    schema: RoleBodySchema,
    reload: useReloadItem(role ? roleOptions(api, role.id).queryKey : null),
    initial: {
      naam: role?.naam ?? '',
      rechten: role?.rechten ?? [],
      uitgever: role?.uitgever ? { id: role.uitgever.id } : null,
      isKiesbaar: role?.isKiesbaar ?? true,
      ...(role ? { updatedAt: role.updatedAt } : {}),
    },
    onSubmit: useSaveRole(role?.id ?? null).mutateAsync,
    onSuccess: () => navigate({ to: '/rollen' }),
  });
  const rights = offeredRights(admin, role?.rechten ?? []).map((right) => ({
    value: right,
    label: rightLabel(right),
  }));
  const fixedPublisher = role
    ? (role.uitgever?.name ?? listMessages.none)
    : (me.uitgever?.name ?? listMessages.none);
  const title = role ? 'Rol bewerken' : 'Rol toevoegen';

  return (
    <Page title={title} subtitle={role?.naam}>
      <SchemaForm form={form} label={title} cancelTo="/rollen" className="max-w-4xl space-y-4">
        <TextField label="Naam" required maxLength={255} {...form.bind('naam')} />
        {mayChoosePublisher ? (
          <OrganisationLookup
            label="Uitgever"
            name="uitgever"
            types={['Uitgever']}
            value={publisher}
            error={form.errorOf('uitgever')}
            onChange={(next) => {
              setPublisher(next);
              form.setField('uitgever', next ? { id: Number(next.id) } : null);
            }}
          />
        ) : (
          <FixedValue label="Uitgever" value={fixedPublisher} testId="fixed-publisher" />
        )}
        <Checkbox label="Kiesbaar" {...form.bind('isKiesbaar')} />
        <MultiSelect
          label="Rechten"
          required
          options={rights}
          className="[&_fieldset]:grid [&_fieldset]:grid-cols-2 lg:[&_fieldset]:grid-cols-3"
          {...form.bind('rechten')}
        />
        <FormActions />
      </SchemaForm>
    </Page>
  );
}
