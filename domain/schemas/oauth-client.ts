import * as v from 'valibot';
import { OAUTH_CLIENT_ROLES } from '../enums';
import { oauthClientMessages as m } from '../messages';
import { type AdminPrincipal, isSuperuser } from '../rights';
import { IdRefSchema } from './administrator';
import { isHttpUrl, withScheme } from './organisation';
import { NamedRefSchema, timestamps } from './reply-parts';
import { dutchString, idInRange, maxChars, msg } from './rules';

/**
 * What an administrator may choose on an OAuth client (decision 043): staff any role and owner; a
 * publisher-bound administrator only an UitgeverApp owned by their own publisher (`fixedOwnerId`).
 * The server refuses anything else and the form offers nothing else.
 */
export function oauthClientChoices(admin: AdminPrincipal): {
  roles: readonly (typeof OAUTH_CLIENT_ROLES)[number][];
  fixedOwnerId: number | null;
} {
  if (admin.uitgeverId === null || isSuperuser(admin))
    return { roles: OAUTH_CLIENT_ROLES, fixedOwnerId: null };
  return { roles: ['UitgeverApp'], fixedOwnerId: admin.uitgeverId };
}

/**
 * Redirect URIs as typed (comma separated) or as the API's list: each trimmed, `http://` added when
 * no scheme is given, empty parts dropped (spec 001 §5).
 */
export function splitRedirectUris(value: string | readonly string[]): string[] {
  const parts = typeof value === 'string' ? value.split(',') : value;
  return parts.map((part) => withScheme(part)).filter((part) => part !== '');
}

/**
 * Redirect URIs may be any absolute URL with a scheme (apps use custom schemes too), at most 255 long;
 * no whitespace, which a URI cannot hold and `new URL` would silently percent-encode.
 */
function isRedirectUri(value: string): boolean {
  if (value.length > 255 || /\s/.test(value)) return false;
  if (isHttpUrl(value)) return true;
  try {
    const url = new URL(value);
    return (
      /^[a-z][a-z0-9+.-]*:$/i.test(url.protocol) && !/^(javascript|data|file|vbscript):$/i.test(url.protocol)
    );
  } catch {
    return false;
  }
}

/** POST oauthclients / PUT oauthclients/{id} and the OAuth client form. */
export const OAuthClientBodySchema = v.pipe(
  v.object({
    clientId: v.optional(v.pipe(dutchString(), v.trim(), v.nonEmpty(msg.required), maxChars(255)), ''),
    displayName: v.optional(v.pipe(dutchString(), v.trim(), v.nonEmpty(msg.required), maxChars(255)), ''),
    rol: v.optional(v.picklist(OAUTH_CLIENT_ROLES, msg.required), '' as never),
    redirectUris: v.pipe(
      v.optional(v.union([v.string(), v.array(v.string())], msg.wrongType), []),
      v.transform((value: string | string[]) => splitRedirectUris(value)),
      v.check((uris: string[]) => uris.every(isRedirectUri), m.redirectUriInvalid),
    ),
    ownerId: v.optional(
      v.nullable(v.pipe(v.number(msg.wrongType), v.integer(msg.integer), idInRange())),
      null,
    ),
    organisations: v.optional(v.array(IdRefSchema), []),
    eckAccount: v.optional(v.nullable(IdRefSchema), null),
    updatedAt: v.optional(v.string()),
  }),
  // partialCheck, not check: these show on the first submit beside the other fields' errors.
  v.forward(
    v.partialCheck(
      [['ownerId']],
      (input) => (input as { rol?: unknown }).rol === 'InternalApp' || input.ownerId != null,
      msg.required,
    ),
    ['ownerId'],
  ),
  v.forward(
    v.partialCheck(
      [['organisations']],
      (input) => (input as { rol?: unknown }).rol === 'InternalApp' || (input.organisations?.length ?? 0) > 0,
      msg.required,
    ),
    ['organisations'],
  ),
);
export type OAuthClientBody = v.InferOutput<typeof OAuthClientBodySchema>;

/** An OAuth client as GET oauthclients, GET oauthclients/{id} and a save return it; the secret never. */
export const OAuthClientSchema = v.object({
  id: v.number(),
  clientId: v.string(),
  displayName: v.string(),
  redirectUris: v.array(v.string()),
  rol: v.picklist(OAUTH_CLIENT_ROLES),
  ownerId: v.nullable(v.number()),
  owner: v.nullable(NamedRefSchema),
  organisations: v.array(NamedRefSchema),
  eckAccount: v.nullable(NamedRefSchema),
  hasSecret: v.boolean(),
  ...timestamps,
});
export type OAuthClient = v.InferOutput<typeof OAuthClientSchema>;

/** GET oauthclients/{id}/reset: the new secret, shown once. */
export const OAuthClientSecretSchema = v.object({ clientsecret: v.string() });
