import { type AnyPgColumn, integer, type PgColumnBuilderBase, serial, timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column; every point in time in the schema is one. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** createdAt/updatedAt as every entity of the spec carries them (updatedAt drives the 412 check). */
export const timestamps = () => ({
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * The columns of an entity of the spec: its serial id first, then its own `columns`, then
 * createdAt/updatedAt, the order the migrations made its table in.
 */
export const entity = <C extends Record<string, PgColumnBuilderBase>>(columns: C) => ({
  id: serial('id').primaryKey(),
  ...columns,
  ...timestamps(),
});

/** A required reference to the row that owns this one: deleting the owner deletes this row too. */
export const ownerRef = <N extends string>(name: N, owner: () => AnyPgColumn) =>
  integer(name).notNull().references(owner, { onDelete: 'cascade' });

/** A required reference that keeps its target: the target cannot be deleted while this row names it. */
export const keptRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'restrict' });

/** An optional reference that keeps its target: the target cannot be deleted while this row names it. */
export const optionalKeptRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'restrict' });

/** An optional reference that lets go: deleting the target empties this column, the row stays. */
export const optionalLooseRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });
