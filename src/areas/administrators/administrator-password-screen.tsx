import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { isSuperuser } from '../../../domain/rights';
import { PasswordChangeSchema } from '../../../domain/schemas/administrator';
import { useAdministrator, useChangeAdministratorPassword } from '../../api/administrators-admin';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { Page } from '../../kit/page';
import { PasswordField } from './password-field';

const route = getRouteApi('/beheerders/$id/edit/password');

/**
 * /beheerders/{id}/edit/password: new password and its confirmation; the current password is
 * asked of non-superusers (spec 001 §5) and of anyone changing their own (decision 183). The
 * identity provider checks the new one at once.
 */
export function AdministratorPasswordScreen() {
  const { id } = route.useParams();
  const { admin } = route.useRouteContext();
  const administrator = useAdministrator(id);
  const navigate = useNavigate();
  const asksCurrent = !isSuperuser(admin) || admin.id === id;
  const form = useSchemaForm({
    schema: PasswordChangeSchema,
    initial: { ...(asksCurrent ? { oldPassword: '' } : {}), password: '', passwordConfirmation: '' },
    onSubmit: useChangeAdministratorPassword(id).mutateAsync,
    onSuccess: () => navigate({ to: '/beheerders/$id/extended-view', params: { id } }),
  });
  return (
    <Page title="Wachtwoord wijzigen" subtitle={administrator.name}>
      <SchemaForm form={form} label="Wachtwoord wijzigen" className="max-w-md space-y-4">
        {asksCurrent ? (
          <PasswordField label="Huidig wachtwoord" current {...form.bind('oldPassword')} />
        ) : null}
        <PasswordField label="Nieuw wachtwoord" {...form.bind('password')} />
        <PasswordField label="Nieuw wachtwoord bevestigen" {...form.bind('passwordConfirmation')} />
        <FormActions />
      </SchemaForm>
    </Page>
  );
}
