import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { passwordMessages, withMessage } from '../../../domain/messages';
import { isSuperuser } from '../../../domain/rights';
import { PasswordChangeSchema } from '../../../domain/schemas/administrator';
import { administratorKeys } from '../../api/administrators';
import { changeAdministratorPassword, useAdministrator } from '../../api/administrators-admin';
import { useApi } from '../../api/api-context';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import { Page } from '../../kit/page';
import { notifyError, notifySuccess } from '../../kit/toast';
import { CurrentPasswordField } from './current-password-field';

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
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const asksCurrent = !isSuperuser(admin) || admin.id === id;
  const form = useSchemaForm({
    schema: PasswordChangeSchema,
    initial: { ...(asksCurrent ? { oldPassword: '' } : {}), password: '', passwordConfirmation: '' },
    onSubmit: (body) => changeAdministratorPassword(api, id, body),
    onSuccess: async () => {
      // Spec 001 §8 says 3 s; the product-wide 4 s minimum wins (decision 165).
      notifySuccess(passwordMessages.saved);
      await queryClient.invalidateQueries({ queryKey: administratorKeys.all });
      await navigate({ to: '/beheerders/$id/extended-view', params: { id } });
    },
    onError: (error) =>
      notifyError(withMessage(passwordMessages.saveFailed, error instanceof Error ? error.message : null)),
  });
  return (
    <Page title="Wachtwoord wijzigen" subtitle={administrator.name}>
      <SchemaForm form={form} label="Wachtwoord wijzigen" className="max-w-md space-y-4">
        {asksCurrent ? <CurrentPasswordField {...form.bind('oldPassword')} /> : null}
        <TextField
          label="Nieuw wachtwoord"
          type="password"
          required
          maxLength={255}
          autoComplete="new-password"
          {...form.bind('password')}
        />
        <TextField
          label="Nieuw wachtwoord bevestigen"
          type="password"
          required
          maxLength={255}
          autoComplete="new-password"
          {...form.bind('passwordConfirmation')}
        />
        <FormActions />
      </SchemaForm>
    </Page>
  );
}
