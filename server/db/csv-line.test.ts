import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine } from '../../domain/csv-text';
import { csvDateText } from '../http/csv';
import { freshTestDatabase } from '../test-support/database';
import { csvDateSql, csvLineSql, csvYesNoSql } from './csv-line';
import { rowsOf } from './rows';

let database: Awaited<ReturnType<typeof freshTestDatabase>>;
beforeAll(async () => {
  database = await freshTestDatabase();
}, 120_000);
afterAll(async () => database?.drop());

/** The line the database writes for these cells (null is an empty cell). */
async function lineInSql(cells: readonly (string | null)[]): Promise<string> {
  const [row] = await rowsOf<{ line: string }>(
    database.db,
    sql`select ${csvLineSql(cells.map((cell) => ({ text: sql`${cell}::text` })))} as line`,
  );
  return row!.line;
}

const TRICKY = [
  '',
  'gewoon',
  '=HYPERLINK("http://x")',
  '+31 6 12345678',
  '-5',
  '@SUM(A1)',
  '\tingesprongen',
  '\rterug',
  'de Vries; Jansen',
  'zei "hallo"',
  'regel\nnieuwe regel',
  "'al geciteerd",
  'ü€ 😀',
  ' =niet aan het begin',
];

describe('csvLineSql (decision 126)', () => {
  it('writes what csvLine writes for the texts that need neutralising or quoting', async () => {
    expect(await lineInSql(TRICKY)).toBe(csvLine(TRICKY));
    for (const text of TRICKY)
      expect(await lineInSql([text, null]), JSON.stringify(text)).toBe(csvLine([text, null]));
  });

  it('writes a plain cell as its text, and null as an empty cell', async () => {
    const [row] = await rowsOf<{ line: string }>(
      database.db,
      sql`select ${csvLineSql([
        { text: sql`${'2026-11-24T10:00:00.000Z'}::text`, plain: true },
        { text: sql`null::text`, plain: true },
        { text: sql`${'true'}::text`, plain: true },
      ])} as line`,
    );
    expect(row!.line).toBe(csvLine(['2026-11-24T10:00:00.000Z', null, 'true']));
  });

  it('writes a boolean as csvLine does: Ja, Nee, and nothing for null (decision 220)', async () => {
    const [row] = await rowsOf<{ line: string }>(
      database.db,
      sql`select ${csvLineSql([
        { text: csvYesNoSql(sql`true`), plain: true },
        { text: csvYesNoSql(sql`false`), plain: true },
        { text: csvYesNoSql(sql`null::boolean`), plain: true },
      ])} as line`,
    );
    expect(row!.line).toBe(csvLine([true, false, null]));
    expect(row!.line).toBe('Ja;Nee;\r\n');
  });

  it('writes what csvLine writes for any text', async () => {
    const text = fc.string({
      unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '"', ';', "'", 'a', 'é', ' ', '\uFEFF'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(text), { minLength: 1, maxLength: 5 }), async (cells) => {
        expect(await lineInSql(cells)).toBe(csvLine(cells));
      }),
      { numRuns: 200 },
    );
  });
});

describe('csvDateSql (decision 162)', () => {
  /** The database's text of an instant (timestamptz) and of a calendar day (date). */
  async function datesInSql(instant: string, day: string) {
    const [row] = await rowsOf<{ day: string; moment: string; calendar: string }>(
      database.db,
      sql`select ${csvDateSql(sql`${instant}::timestamptz`, 'day')} as day,
                 ${csvDateSql(sql`${instant}::timestamptz`, 'moment')} as moment,
                 ${csvDateSql(sql`${day}::date`, 'day', 'date')} as calendar`,
    );
    return row!;
  }

  it('writes the days and moments csvDateText writes, on Amsterdam time, across the clock changes', async () => {
    const edges = ['2026-03-29T00:59:59.000Z', '2026-03-29T01:00:00.000Z', '2026-10-25T00:59:59.000Z'];
    const instants = fc.oneof(
      fc.constantFrom(...edges, '2026-11-30T23:00:00.000Z', '2026-07-14T04:55:41.000Z'),
      fc
        .date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => new Date(Math.floor(d.getTime() / 1000) * 1000).toISOString()),
    );
    await fc.assert(
      fc.asyncProperty(instants, async (instant) => {
        const day = instant.slice(0, 10);
        expect(await datesInSql(instant, day)).toEqual({
          day: csvDateText(instant, 'day'),
          moment: csvDateText(instant, 'moment'),
          calendar: csvDateText(day, 'day'),
        });
      }),
      { numRuns: 150 },
    );
  });
});
