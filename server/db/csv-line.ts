import { type SQL, sql } from 'drizzle-orm';
import { CSV_BOM, CSV_DELIMITER } from '../../domain/csv-text';
import { yesNo } from '../../domain/labels/label';
import type { CsvDateKind } from '../http/csv';

/*
 * A CSV line written by the database (decision 126): exactly what `csvLine` of domain/csv-text.ts
 * writes for the same texts, so an export of millions of rows hands Node one string per row
 * instead of an object of strings. `csv-line.test.ts` holds the two to the same output.
 */

/**
 * Does `text` need quotes as Papa.unparse decides: `"`, `;`, CR, LF or a BOM in it, a space at either
 * end? One regular expression (its pattern a constant, folded once per statement): two to three
 * times faster than a strpos per character, on PGlite and PostgreSQL alike (decision 734).
 */
const needsQuotes = (text: SQL) => sql`(${text} ~ ${QUOTED_WHEN})`;
const QUOTED_WHEN = sql.raw(
  `('["${CSV_DELIMITER}' || chr(13) || chr(10) || chr(${CSV_BOM.codePointAt(0)}) || ']|^ | $')`,
);

const quoted = (text: SQL) =>
  sql`case when ${needsQuotes(text)} then '"' || replace(${text}, '"', '""') || '"' else ${text} end`;

/**
 * One cell from a text expression (null is empty): a formula start (`=`, `+`, `-`, `@`, tab, CR)
 * gets a leading quote, then RFC 4180 quoting. Give it a column, not a computation: the expression
 * is repeated.
 */
export function csvCellSql(text: SQL): SQL {
  const neutral = sql`'''' || ${text}`;
  return sql`case
    when ${text} is null or ${text} = '' then ''
    when left(${text}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then ${quoted(neutral)}
    else ${quoted(text)} end`;
}

/**
 * A whole line, its CRLF included, from text expressions in column order. A `plain` cell is one
 * whose text never starts a formula nor needs quotes (digits, ISO dates, Ja/Nee):
 * it is the text itself, computed once.
 */
export function csvLineSql(cells: readonly { text: SQL; plain?: boolean }[]): SQL {
  const written = cells.map(({ text, plain }) => (plain ? sql`coalesce(${text}, '')` : csvCellSql(text)));
  return sql`(${sql.join(written, sql` || ${CSV_DELIMITER} || `)} || chr(13) || chr(10))`;
}

/**
 * The CSV text of a boolean condition or column, as `csvCell` writes a boolean in Node: 'Ja' or
 * 'Nee' (decision 220), nothing for null.
 */
export function csvYesNoSql(condition: unknown) {
  return sql<
    string | null
  >`(case when ${condition} then ${yesNo(true)} when not ${condition} then ${yesNo(false)} end)`;
}

/**
 * The CSV text of a date column, written by the database exactly as `csvDateText` writes it in
 * Node (decision 162): a day 'DD-MM-YYYY', a moment 'DD-MM-YYYY HH24:MI:SS', on Amsterdam's
 * calendar and clock. A `date` column is a calendar day already and is not moved between zones.
 */
export function csvDateSql(
  column: unknown,
  kind: CsvDateKind,
  stored: 'timestamptz' | 'date' = 'timestamptz',
) {
  const local = stored === 'date' ? sql`${column}` : sql`(${column} at time zone 'Europe/Amsterdam')`;
  return sql<string | null>`to_char(${local}, ${kind === 'day' ? 'DD-MM-YYYY' : 'DD-MM-YYYY HH24:MI:SS'})`;
}
