import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useState } from 'react';
import { deleteOAuthClientCommand } from '../../../commands/oauth-clients';
import { ORGANISATION_TYPES } from '../../../domain/enums';
import { optionsOf } from '../../../domain/labels/label';
import { OAUTH_CLIENT_ROLE_LABELS } from '../../../domain/labels/organisations';
import { oauthClientMessages, withMessage } from '../../../domain/messages';
import {
  type OAuthClient,
  OAuthClientBodySchema,
  oauthClientChoices,
} from '../../../domain/schemas/oauth-client';
import { principalOf, useCurrentAdministrator } from '../../api/administrators';
import { useApi } from '../../api/api-context';
import {
  oauthClientOptions,
  removeOAuthClientFromCache,
  resetOAuthClientSecret,
  useOAuthClient,
  useSaveOAuthClient,
} from '../../api/oauth-clients';
import { useConfirm } from '../../kit/confirm-dialog';
import { Select } from '../../kit/form/choice-fields';
import { FormActions } from '../../kit/form/form-actions';
import { SchemaForm } from '../../kit/form/schema-form';
import { TextField } from '../../kit/form/text-fields';
import { useReloadItem } from '../../kit/form/use-reload-item';
import { useSchemaForm } from '../../kit/form/use-schema-form';
import type { LookupOption } from '../../kit/lookup-select';
import { OrganisationLookup } from '../../kit/organisation-lookup';
import { Page } from '../../kit/page';
import { notifyError } from '../../kit/toast';
import { useRunCommand } from '../../kit/use-run-command';
import { useEntityInView } from '../../palette/palette-context';

const editRoute = getRouteApi('/oauthclients/$id/edit');

/** /oauthclients/new */
export function OAuthClientNewScreen() {
  return <OAuthClientForm client={null} />;
}

/** /oauthclients/{id}/edit */
export function OAuthClientEditScreen() {
  const { id } = editRoute.useParams();
  const client = useOAuthClient(id);
  return <OAuthClientForm key={client.updatedAt} client={client} />;
}

/** After a change the identity provider drops its copy of the client; a failure is a toast, not a failed save. */
async function dropFromCache(api: ReturnType<typeof useApi>, clientId: string) {
  try {
    await removeOAuthClientFromCache(api, clientId);
  } catch (error) {
    notifyError(
      oauthClientMessages.cacheRemovalFailed(error instanceof Error ? error.message : String(error)),
    );
  }
}

/**
 * The OAuth client form (spec 001 §2, §5): clientId, display name, role, redirect URIs (comma
 * separated), owner and organisations unless InternalApp; on edit the irreversible secret reset
 * and delete.
 */
function OAuthClientForm({ client }: { client: OAuthClient | null }) {
  const api = useApi();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const me = useCurrentAdministrator();
  const choices = oauthClientChoices(principalOf(me));
  const [owner, setOwner] = useState<LookupOption | null>(
    client?.owner ? { id: client.owner.id, label: client.owner.name } : null,
  );
  const [organisations, setOrganisations] = useState<LookupOption[]>(
    client?.organisations.map((org) => ({ id: org.id, label: org.name })) ?? [],
  );
  const [secret, setSecret] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: OAuthClientBodySchema,
    reload: useReloadItem(client ? oauthClientOptions(api, client.id).queryKey : null),
    initial: {
      clientId: client?.clientId ?? '',
      displayName: client?.displayName ?? '',
      rol: (client?.rol ?? (choices.roles.length === 1 ? choices.roles[0] : '')) as OAuthClient['rol'],
      redirectUris: client?.redirectUris.join(', ') ?? '',
      ownerId: client?.ownerId ?? choices.fixedOwnerId,
      organisations: client?.organisations.map((org) => ({ id: org.id })) ?? [],
      eckAccount: client?.eckAccount ? { id: client.eckAccount.id } : null,
      ...(client ? { updatedAt: client.updatedAt } : {}),
    },
    onSubmit: useSaveOAuthClient(client?.id ?? null).mutateAsync,
    onSuccess: async (saved) => {
      if (client) await dropFromCache(api, client.clientId);
      if (client && client.clientId !== saved.clientId) await dropFromCache(api, saved.clientId);
      await navigate({ to: '/oauthclients' });
    },
  });
  const isInternal = form.values.rol === 'InternalApp';
  // The label is the clientId: the delete command names it and drops it from the provider's cache.
  const entity = client
    ? { kind: 'oauthClient' as const, id: String(client.id), label: client.clientId }
    : null;
  useEntityInView(entity);
  const runCommand = useRunCommand();
  const title = client ? 'OAuth client bewerken' : 'OAuth client toevoegen';

  const reset = async () => {
    if (!client) return;
    const yes = await confirm({
      text: 'Er wordt een nieuw secret gemaakt; het oude werkt daarna niet meer. Dit kan niet ongedaan worden gemaakt.',
      confirmLabel: 'Nieuw secret maken',
      isDestructive: true,
    });
    if (!yes) return;
    try {
      setSecret(await resetOAuthClientSecret(api, client.id));
      await dropFromCache(api, client.clientId);
    } catch (error) {
      notifyError(withMessage(oauthClientMessages.saveFailed, error instanceof Error ? error.message : null));
    }
  };

  return (
    <Page title={title} subtitle={client?.displayName}>
      {secret ? (
        <div
          role="status"
          className="max-w-3xl space-y-2 rounded border border-amber-500 bg-amber-50 p-3 text-sm"
        >
          <p className="font-semibold">
            Nieuw client secret — kopieer het nu, het wordt niet nog eens getoond:
          </p>
          <div className="flex items-center gap-2">
            <code data-testid="client-secret" className="break-all rounded bg-white px-2 py-1 font-mono">
              {secret}
            </code>
            <button
              type="button"
              className="focus-ring rounded border border-slate-400 bg-white px-3 py-1"
              onClick={() => void navigator.clipboard?.writeText(secret)}
            >
              Kopiëren
            </button>
          </div>
        </div>
      ) : null}
      <SchemaForm form={form} label={title} cancelTo="/oauthclients" className="max-w-3xl space-y-4">
        <TextField label="Client ID" required maxLength={255} {...form.bind('clientId')} />
        <TextField label="Naam" required maxLength={255} {...form.bind('displayName')} />
        <Select
          label="Rol"
          required
          options={optionsOf(choices.roles, OAUTH_CLIENT_ROLE_LABELS)}
          {...form.bind('rol')}
          onChange={(rol) => form.setField('rol', rol as OAuthClient['rol'])}
        />
        <TextField
          label="Redirect URI’s"
          hint="Gescheiden door komma's; zonder schema wordt http:// toegevoegd."
          value={
            typeof form.values.redirectUris === 'string'
              ? form.values.redirectUris
              : (form.values.redirectUris ?? []).join(', ')
          }
          onChange={(value) => form.setField('redirectUris', value)}
          name="redirectUris"
          error={form.errorOf('redirectUris')}
        />
        {isInternal ? null : (
          <>
            {choices.fixedOwnerId === null ? (
              <OrganisationLookup
                label="Eigenaar"
                name="ownerId"
                required
                types={ORGANISATION_TYPES}
                value={owner}
                error={form.errorOf('ownerId')}
                onChange={(next) => {
                  setOwner(next);
                  form.setField('ownerId', next ? Number(next.id) : null);
                }}
              />
            ) : (
              <p className="text-sm">
                <span className="font-medium">Eigenaar</span> <span>{me.uitgever?.name}</span>
              </p>
            )}
            <div className="space-y-2">
              <OrganisationLookup
                label="Organisatie toevoegen"
                name="organisations"
                required
                types={ORGANISATION_TYPES}
                value={null}
                error={form.errorOf('organisations')}
                onChange={(next) => {
                  if (!next || organisations.some((org) => org.id === next.id)) return;
                  const list = [...organisations, next];
                  setOrganisations(list);
                  form.setField(
                    'organisations',
                    list.map((org) => ({ id: Number(org.id) })),
                  );
                }}
              />
              <ul aria-label="Organisaties" className="flex flex-wrap gap-2">
                {organisations.map((org) => (
                  <li key={org.id} className="flex items-center gap-1 rounded bg-slate-100 px-2 py-1 text-sm">
                    {org.label}
                    <button
                      type="button"
                      aria-label={`${org.label} verwijderen`}
                      title="Verwijderen"
                      className="focus-ring rounded px-1 text-red-800"
                      onClick={() => {
                        const list = organisations.filter((item) => item.id !== org.id);
                        setOrganisations(list);
                        form.setField(
                          'organisations',
                          list.map((item) => ({ id: Number(item.id) })),
                        );
                      }}
                    >
                      <X className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          </>
        )}
        <FormActions>
          {client ? (
            <>
              <button
                type="button"
                onClick={() => void reset()}
                className="focus-ring rounded border border-amber-600 bg-white px-5 py-2 text-sm font-semibold text-amber-800 hover:bg-amber-50"
              >
                Secret opnieuw instellen
              </button>
              <button
                type="button"
                onClick={() => void runCommand(deleteOAuthClientCommand, entity ?? undefined)}
                className="focus-ring rounded border border-red-700 bg-white px-5 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                Verwijderen
              </button>
            </>
          ) : null}
        </FormActions>
      </SchemaForm>
    </Page>
  );
}
