import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { OAUTH_CLIENT_ROLES } from '../../../domain/enums';
import { oneOf } from '../checks';
import { entity, optionalKeptRef, optionalLooseRef, ownerRef } from '../columns';
import { eckAccounts } from './eck';
import { organisations } from './organisations';

/** OAuth clients of distributors, publishers and internal apps; the secret is stored as a hash only. */
export const oauthClients = pgTable(
  'oauth_clients',
  entity({
    clientId: text('client_id').notNull(),
    displayName: text('display_name').notNull(),
    redirectUris: text('redirect_uris').array().notNull().default(sql`'{}'::text[]`),
    rol: text('rol').notNull(),
    /** The owning organisation; required unless rol is InternalApp. */
    ownerId: optionalKeptRef('owner_id', () => organisations.id),
    eckAccountId: optionalLooseRef('eck_account_id', () => eckAccounts.id),
    secretHash: text('secret_hash'),
  }),
  (t) => [
    uniqueIndex('oauth_clients_client_id_unique').on(t.clientId),
    index('oauth_clients_display_name_trgm_idx').using('gin', sql`lower(${t.displayName}) gin_trgm_ops`),
    index('oauth_clients_owner_idx').on(t.ownerId),
    check('oauth_clients_rol_check', oneOf(t.rol, OAUTH_CLIENT_ROLES)),
    check('oauth_clients_owner_check', sql`${t.rol} = 'InternalApp' or ${t.ownerId} is not null`),
  ],
);

/** The organisations an OAuth client acts for (many-to-many). */
export const oauthClientOrganisations = pgTable(
  'oauth_client_organisations',
  {
    oauthClientId: ownerRef('oauth_client_id', () => oauthClients.id),
    organisationId: ownerRef('organisation_id', () => organisations.id),
  },
  (t) => [
    primaryKey({ columns: [t.oauthClientId, t.organisationId] }),
    index('oauth_client_organisations_organisation_idx').on(t.organisationId),
  ],
);
