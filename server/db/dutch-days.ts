import { type SQL, sql } from 'drizzle-orm';

/*
 * The console's date filters mean calendar days in the Netherlands. Both bounds are local
 * midnights: "up to and including day D" ends at the midnight that starts D + 1, which is 23 or 25
 * hours after D's own midnight on the days the clocks change (so not `+ interval '1 day'` in UTC).
 */

/** The moment the Dutch calendar day of a date-valued expression starts. */
export const dutchMidnight = (date: SQL) => sql`((${date})::timestamp at time zone 'Europe/Amsterdam')`;

/** The moment a Dutch calendar day (`yyyy-mm-dd`) starts. */
export const dayStart = (day: string) => dutchMidnight(sql`${day}::date`);

/** The moment the Dutch calendar day after `day` starts: the exclusive end of "to and including day". */
export const dayAfter = (day: string) => dutchMidnight(sql`${day}::date + 1`);
