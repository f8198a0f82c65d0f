import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import {
  AUDIT_TRAIL_TABLES,
  hostileBody,
  hostileString,
  refusalChecker,
  runs,
} from './test-support/fuzz-kit';
import { importTargets } from './test-support/import-targets';

/** Hostile CSV files and lists at the four imports: all or nothing, never 5xx, Dutch refusals. */
const api = fileApiHarness();
let check: ReturnType<typeof refusalChecker>;
let publisherId: number;
let ownEan: string;
let eckAccountId: number;
let year: string;
let transferFile: { products: unknown[] };
let externalIds: string[];

beforeAll(async () => {
  check = refusalChecker(api.db);
  ({ publisherId, ean: ownEan, eckAccountId, year } = await importTargets(api.db));
  const file = (await (await api.as(SUPERUSER)('/api/products/export')).json()) as { products: unknown[] };
  transferFile = { ...file, products: file.products.slice(0, 2) };
  externalIds = (
    await rowsOf<{ v: string }>(
      api.db,
      sql`select attributes ->> 'nlEduPersonRealId' as v from extern_accounts where attributes ? 'nlEduPersonRealId' order by id limit 2`,
    )
  ).map((row) => row.v);
}, 120_000);

/** A cell: mostly a plausible value, sometimes hostile (quotes, delimiters, line breaks, formulas). */
const cell = (plausible: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...plausible) },
    { weight: 2, arbitrary: hostileString.filter((text) => !text.includes('\u0000')) },
    { weight: 1, arbitrary: fc.constantFrom('"', '";"', 'a;b', 'a\nb', '"a""b"', '=1+1', '-', '') },
  );

const csvFile = (header: string[], plausible: string[][]) =>
  fc
    .record({
      header: fc.oneof(
        { weight: 4, arbitrary: fc.constant(header) },
        { weight: 1, arbitrary: fc.array(cell(header), { minLength: 0, maxLength: header.length + 1 }) },
      ),
      rows: fc.array(fc.tuple(...plausible.map(cell)), { maxLength: 4 }),
      eol: fc.constantFrom('\r\n', '\n', '\r'),
      isTrailing: fc.boolean(),
    })
    .map(
      ({ header: head, rows: lines, eol, isTrailing }) =>
        [head.join(';'), ...lines.map((line) => line.join(';'))].join(eol) + (isTrailing ? eol : ''),
    );

const delimiter = fc.oneof(
  { weight: 5, arbitrary: fc.constant(';') },
  { weight: 1, arbitrary: hostileString },
);

/** Posts hostile variants of the valid JSON body `valid` to `path` (`check`: never a 5xx, a refusal writes nothing). */
const postsHostileBodies = (path: string, valid: unknown, label: string) =>
  fc.assert(
    fc.asyncProperty(hostileBody(valid), async (body) => {
      await check(
        () => api.as(SUPERUSER)(path, { method: 'POST', body: JSON.stringify(body) ?? 'null' }),
        `${label} ${JSON.stringify(body)?.slice(0, 300)}`,
      );
    }),
    runs(30),
  );

describe('imports with hostile files', () => {
  it('product import: never 5xx; a refused or not applied import writes nothing', async () => {
    const header = [
      'ean',
      'title',
      'productType',
      'intendedEndUserRole',
      'introductionDate',
      'consumerPrice',
      'prices',
    ];
    const file = csvFile(header, [
      [ownEan, '9780000001009', '0123'],
      ['Titel', 'Boek'],
      ['BOEK', 'WEB_BROWSER'],
      ['Onderwijsvolger'],
      ['01-08-2024', '2024-08-01'],
      ['1500', '99999999999999'],
      ['1500:9', '1:2:3'],
    ]);
    await fc.assert(
      fc.asyncProperty(file, delimiter, fc.boolean(), async (text, sep, onlyValid) => {
        await check(
          () =>
            api.as(SUPERUSER)(
              `/api/products/actions/import?publisher=${publisherId}&onlyValid=${onlyValid}`,
              {
                method: 'POST',
                body: JSON.stringify({ delimiter: sep, producten: text }),
              },
            ),
          `product import ${JSON.stringify({ sep, text })}`,
          { when: (body) => (body as { applied?: boolean }).applied === false, except: AUDIT_TRAIL_TABLES },
        );
      }),
      runs(40),
    );
  }, 120_000);

  it('order import: never 5xx; all or nothing', async () => {
    const file = csvFile(
      ['ean', 'amount', 'orderId', 'orderLineId'],
      [[ownEan, '9780000001009'], ['5', '-1', '1e9', '99999999999'], ['IMP-1'], ['1', '2']],
    );
    const query = fc.record({
      schoolYearName: fc.oneof(fc.constant(year), hostileString),
      referenceId: fc.oneof(fc.constant('R'), hostileString),
      eckAccountId: fc.oneof(fc.constant(String(eckAccountId)), hostileString),
    });
    await fc.assert(
      fc.asyncProperty(file, delimiter, query, async (text, sep, params) => {
        const search = new URLSearchParams(params).toString();
        await check(
          () =>
            api.as(SUPERUSER)(`/api/orders/actions/import?${search}`, {
              method: 'POST',
              body: JSON.stringify({ delimiter: sep, orders: text }),
            }),
          `order import ${search} ${JSON.stringify({ sep, text })}`,
        );
      }),
      runs(40),
    );
  }, 120_000);

  it('was-wordt import: never 5xx; a refused list changes no account', async () => {
    const valid = {
      attribuut: 'nlEduPersonRealId',
      wasWordtItems: [
        { was: externalIds[0], wordt: `${externalIds[0]}-nieuw` },
        { was: externalIds[1], wordt: `${externalIds[1]}-nieuw` },
      ],
    };
    await postsHostileBodies('/api/waswordtitems/actions/import', valid, 'was-wordt');
  }, 120_000);

  it('product transfer import (beheer): never 5xx; a refused file writes nothing', async () => {
    expect(transferFile.products.length).toBe(2);
    await postsHostileBodies('/api/products/import', transferFile, 'beheer import');
  }, 120_000);
});
