import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { deleteAdministratorCommand } from '../../../commands/administrators';
import { can, isSuperuser } from '../../../domain/rights';
import type { Administrator } from '../../../domain/schemas/administrator';
import { AdministratorCreateSchema, AdministratorUpdateSchema } from '../../../domain/schemas/administrator';
import { adminAreaTexts as t } from '../../../domain/schemas/administrator-texts';
import { useCurrentAdministrator } from '../../api/administrators';
import { administratorOptions, useAdministrator, useSaveAdministrator } from '../../api/administrators-admin';
import { useApi } from '../../api/api-context';
import { assignableRolesOptions } from '../../api/roles';
import { Select } from '../../kit/form/choice-fields';
import { FixedValue } from '../../kit/form/field-frame';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useReloadItem } from '../../kit/form/use-reload-item';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import type { LookupOption } from '../../kit/lookup-select';
import { OrganisationLookup } from '../../kit/organisation-lookup';
import { Page } from '../../kit/page';
import { useRunCommand } from '../../kit/use-run-command';
import { useEntityInView } from '../../palette/palette-context';
import { PasswordField } from './password-field';

const editRoute = getRouteApi('/beheerders/$id/edit');

/** The roles a form offers for a publisher, plus the administrator's current role (kept even if no longer selectable). */
function useRoleChoices(uitgeverId: number | null, current: Administrator['rol'] | null) {
  const api = useApi();
  const roles = useQuery(assignableRolesOptions(api, uitgeverId)).data ?? [];
  const options = roles.map((role) => ({ value: String(role.id), label: role.naam }));
  if (current && !options.some((option) => option.value === String(current.id)))
    options.unshift({ value: String(current.id), label: current.naam });
  return options;
}

/** The publisher picker (superusers) or the fixed publisher (publisher-bound administrators). */
function PublisherField({
  mayChoose,
  fixedName,
  value,
  onChange,
  error,
}: {
  mayChoose: boolean;
  fixedName: string | null;
  value: LookupOption | null;
  onChange: (value: LookupOption | null) => void;
  error: string | undefined;
}) {
  if (mayChoose)
    return (
      <OrganisationLookup
        label="Uitgever"
        name="uitgever"
        types={['Uitgever']}
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  if (!fixedName) return null;
  return <FixedValue label="Uitgever" value={fixedName} testId="fixed-publisher" />;
}

/** /beheerders/new: name, e-mail, password and confirmation, role, publisher (spec 001 §2, §5). */
export function AdministratorNewScreen() {
  const me = useCurrentAdministrator();
  const navigate = useNavigate();
  const mayChoosePublisher = isSuperuser({ rechten: me.rol.rechten });
  const [publisher, setPublisher] = useState<LookupOption | null>(null);
  const uitgeverId = mayChoosePublisher
    ? publisher
      ? Number(publisher.id)
      : null
    : (me.uitgever?.id ?? null);
  const roleOptions = useRoleChoices(uitgeverId, null);
  const form = useSchemaForm({
    schema: AdministratorCreateSchema,
    initial: { name: '', email: '', password: '', passwordConfirmation: '', rol: null, uitgever: null },
    onSubmit: useSaveAdministrator(null).mutateAsync,
    onSuccess: (saved) => navigate({ to: '/beheerders/$id/extended-view', params: { id: saved.id } }),
  });
  return (
    <Page title="Beheerder toevoegen">
      <SchemaForm
        form={form}
        label="Beheerder toevoegen"
        cancelTo="/beheerders"
        className="max-w-xl space-y-4"
      >
        <TextField label="Naam" required maxLength={255} autoComplete="off" {...form.bind('name')} />
        <TextField
          label="E-mail"
          type="email"
          required
          maxLength={255}
          autoComplete="off"
          {...form.bind('email')}
        />
        <PasswordField label="Wachtwoord" {...form.bind('password')} />
        <PasswordField label="Wachtwoord bevestigen" {...form.bind('passwordConfirmation')} />
        <PublisherField
          mayChoose={mayChoosePublisher}
          fixedName={me.uitgever?.name ?? null}
          value={publisher}
          error={form.errorOf('uitgever')}
          onChange={(next) => {
            setPublisher(next);
            form.setValues((current) => ({
              ...current,
              uitgever: next ? { id: Number(next.id) } : null,
              rol: null,
            }));
          }}
        />
        <Select
          label="Rol"
          name="rol"
          required
          options={roleOptions}
          value={form.values.rol ? String(form.values.rol.id) : ''}
          onChange={(value) => form.setField('rol', value ? { id: Number(value) } : null)}
          error={form.errorOf('rol')}
        />
        <FormActions />
      </SchemaForm>
    </Page>
  );
}

/** /beheerders/{id}/edit: oneself or with beheerders_aanpassen; delete with beheerders_verwijderen. */
export function AdministratorEditScreen() {
  const { id } = editRoute.useParams();
  const administrator = useAdministrator(id);
  useEntityInView({ kind: 'administrator', id: String(administrator.id), label: administrator.name });
  return <AdministratorEditForm key={administrator.updatedAt} administrator={administrator} />;
}

function AdministratorEditForm({ administrator }: { administrator: Administrator }) {
  const api = useApi();
  const me = useCurrentAdministrator();
  const navigate = useNavigate();
  const runCommand = useRunCommand();
  const principal = { rechten: me.rol.rechten };
  const mayChoosePublisher = isSuperuser(principal);
  const [publisher, setPublisher] = useState<LookupOption | null>(
    administrator.uitgever ? { id: administrator.uitgever.id, label: administrator.uitgever.name } : null,
  );
  const uitgeverId = publisher ? Number(publisher.id) : null;
  const isSelf = administrator.id === me.id;
  const roleFixed = isSelf && !mayChoosePublisher;
  // One's own address: only with beheerders_aanpassen, and with the current password (decision 183).
  const emailFixed = isSelf && !can(principal, 'beheerders_aanpassen');
  const roleOptions = useRoleChoices(uitgeverId, administrator.rol);
  const form = useSchemaForm({
    schema: AdministratorUpdateSchema,
    reload: useReloadItem(administratorOptions(api, administrator.id).queryKey),
    initial: {
      name: administrator.name,
      email: administrator.email,
      rol: { id: administrator.rol.id },
      ...(mayChoosePublisher
        ? { uitgever: administrator.uitgever ? { id: administrator.uitgever.id } : null }
        : {}),
      updatedAt: administrator.updatedAt,
    },
    onSubmit: useSaveAdministrator(administrator.id).mutateAsync,
    onSuccess: (saved) => navigate({ to: '/beheerders/$id/extended-view', params: { id: saved.id } }),
  });

  const emailField = form.bind('email');
  const remove = () =>
    runCommand(deleteAdministratorCommand, {
      kind: 'administrator',
      id: String(administrator.id),
      label: administrator.name,
    });

  return (
    <Page
      title="Beheerder bewerken"
      subtitle={administrator.name}
      actions={
        <Link
          to="/beheerders/$id/edit/password"
          params={{ id: administrator.id }}
          className="focus-ring rounded border border-sky-700 bg-white px-4 py-2 text-sm font-semibold text-sky-800 hover:bg-sky-50"
        >
          Wachtwoord wijzigen
        </Link>
      }
    >
      <SchemaForm
        form={form}
        label="Beheerder bewerken"
        cancelTo="/beheerders"
        className="max-w-xl space-y-4"
      >
        <TextField label="Naam" required maxLength={255} {...form.bind('name')} />
        <TextField
          label="E-mail"
          type="email"
          required
          maxLength={255}
          hint={emailFixed ? t.ownEmailNeedsRight : undefined}
          {...emailField}
          disabled={emailFixed || emailField.disabled}
        />
        {isSelf && !emailFixed && (form.values.email ?? '').trim().toLowerCase() !== administrator.email ? (
          <PasswordField label="Huidig wachtwoord" current {...form.bind('currentPassword')} />
        ) : null}
        <PublisherField
          mayChoose={mayChoosePublisher}
          fixedName={administrator.uitgever?.name ?? null}
          value={publisher}
          error={form.errorOf('uitgever')}
          onChange={(next) => {
            setPublisher(next);
            form.setField('uitgever', next ? { id: Number(next.id) } : null);
          }}
        />
        <Select
          label="Rol"
          name="rol"
          required
          disabled={roleFixed}
          hint={roleFixed ? 'Je kunt je eigen rol niet wijzigen.' : undefined}
          options={roleOptions}
          value={form.values.rol ? String(form.values.rol.id) : ''}
          onChange={(value) => form.setField('rol', value ? { id: Number(value) } : null)}
          error={form.errorOf('rol')}
        />
        <FormActions>
          {can(principal, 'beheerders_verwijderen') && !isSelf ? (
            <button
              type="button"
              onClick={() => void remove()}
              className="focus-ring rounded border border-red-700 bg-white px-5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
            >
              Verwijderen
            </button>
          ) : null}
        </FormActions>
      </SchemaForm>
    </Page>
  );
}
