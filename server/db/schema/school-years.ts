import { sql } from 'drizzle-orm';
import { check, date, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** School years 'YYYY-YYYY', running from 1 August to 31 July. */
export const schoolYears = pgTable(
  'school_years',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('school_years_name_unique').on(t.name),
    uniqueIndex('school_years_start_unique').on(t.startDate),
    check(
      'school_years_shape_check',
      sql`case when ${t.name} ~ '^[0-9]{4}-[0-9]{4}$' then
        substr(${t.name}, 6, 4)::integer = substr(${t.name}, 1, 4)::integer + 1
        and ${t.startDate} = make_date(substr(${t.name}, 1, 4)::integer, 8, 1)
        and ${t.endDate} = make_date(substr(${t.name}, 6, 4)::integer, 7, 31)
      else false end`,
    ),
  ],
);
