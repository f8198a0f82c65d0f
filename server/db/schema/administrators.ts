import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { entity, keptRef, optionalKeptRef } from '../columns';
import { organisations } from './organisations';

/** A role (rol) is a named set of rights (rechten), optionally bound to one publisher. */
export const roles = pgTable(
  'roles',
  entity({
    naam: text('naam').notNull(),
    rechten: text('rechten').array().notNull(),
    uitgeverId: optionalKeptRef('uitgever_id', () => organisations.id),
    isKiesbaar: boolean('is_kiesbaar').notNull().default(true),
    isBasisRol: boolean('is_basis_rol').notNull().default(false),
  }),
  (t) => [index('roles_uitgever_idx').on(t.uitgeverId)],
);

/** Staff administrators who sign in to the console; password is an argon2id hash. */
export const administrators = pgTable(
  'administrators',
  entity({
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    rolId: keptRef('rol_id', () => roles.id),
    uitgeverId: optionalKeptRef('uitgever_id', () => organisations.id),
    givenName: text('given_name'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
  }),
  (t) => [
    uniqueIndex('administrators_email_unique').on(sql`lower(${t.email})`),
    index('administrators_rol_idx').on(t.rolId),
    index('administrators_uitgever_idx').on(t.uitgeverId),
  ],
);
