import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamptz` column; every point in time in the schema is one. */
export const tz = (name: string) => timestamp(name, { withTimezone: true });

/** createdAt/updatedAt as every entity of the spec carries them (updatedAt drives the 412 check). */
export const timestamps = () => ({
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
