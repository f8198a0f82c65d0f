import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/schemas/product';
import type { ProductImportResult } from '../../../domain/schemas/product-import';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();
let publisherId: number;
beforeAll(async () => {
  const rows = (await api.db.execute(
    `select id from organisations where 'Uitgever' = any(type) and name <> 'Uitgeverij Noorderlicht' order by id limit 1`,
  )) as unknown as { rows: { id: number }[] };
  publisherId = rows.rows[0]!.id;
});

const HEADER =
  'ean;title;productType;intendedEndUserRole;introductionDate;endOfLifeDate;productThumbnailLocation;consumerPrice;prices;sectors;chains';
const row = (ean: string, title: string, extra = '') =>
  `${ean};${title};BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/${ean}.png;1500;1500:9;VO;-${extra}`;

async function importCsv(text: string, query = '', as = SUPERUSER, delimiter = ';') {
  return api.as(as)(`/api/products/actions/import${query}`, {
    method: 'POST',
    body: JSON.stringify({ delimiter, producten: text }),
  });
}
const countByEan = async (ean: string) =>
  ((await (await api.as(SUPERUSER)(`/api/products?ean=${ean}`)).json()) as Product[]).length;

describe('POST /api/products/actions/import', () => {
  it('refuses broken files with the CSV texts of spec 001 §5', async () => {
    const message = async (res: Response) => ((await res.json()) as { message: string }).message;
    expect(await message(await importCsv(''))).toBe('CSV bevat fouten. De producten lijst is leeg');
    expect(await message(await importCsv(HEADER))).toBe('CSV bevat fouten. Onbekende linebreak.');
    expect(await message(await importCsv(`${HEADER}\r\n`))).toBe('CSV bevat fouten. CSV bevat geen rijen.');
    expect(await message(await importCsv('ean\n9780000001009\n'))).toBe(
      'CSV bevat fouten. Bij één of meerdere rijen ontbreekt de delimiter.',
    );
    expect(
      (await importCsv(`${HEADER};kleur\n${row('9780000001009', 'X')};rood\n`, `?publisher=${publisherId}`))
        .status,
    ).toBe(400);
  });

  it('changes nothing when one row is invalid, and reports ean, fieldName, huidigeWaarde and error', async () => {
    const text = [
      HEADER,
      row('9780000001016', 'Goed boek'),
      row('0123', 'Slechte EAN'),
      row('9780000001023', ''),
    ].join('\n');
    const res = await importCsv(`${text}\n`, `?publisher=${publisherId}`);
    expect(res.status).toBe(200);
    const result = (await res.json()) as ProductImportResult;
    expect(result.applied).toBe(false);
    expect(result.added).toEqual(['9780000001016']);
    expect(result.failed).toEqual([
      {
        ean: '0123',
        row: 2,
        errors: [{ fieldName: 'ean', error: { huidigeWaarde: '0123', error: 'Ongeldige EAN' } }],
      },
      {
        ean: '9780000001023',
        row: 3,
        errors: [{ fieldName: 'title', error: { huidigeWaarde: '', error: 'Veld is verplicht' } }],
      },
    ]);
    expect(await countByEan('9780000001016')).toBe(0);
  });

  it("says 'Product moet minimaal 1 prijs hebben' once for a row without prices", async () => {
    const noPrices = (ean: string, prices: string) =>
      `${ean};Zonder prijs;BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/${ean}.png;1500;${prices};VO;-`;
    const text = [HEADER, noPrices('9780000001030', ''), noPrices('9780000001047', '-')].join('\n');
    const res = await importCsv(`${text}\n`, `?publisher=${publisherId}`);
    const result = (await res.json()) as ProductImportResult;
    expect(result.applied).toBe(false);
    expect(result.failed.map((failure) => failure.errors)).toEqual([
      [
        {
          fieldName: 'prices',
          error: { huidigeWaarde: '', error: 'Product moet minimaal 1 prijs hebben' },
        },
      ],
      [
        {
          fieldName: 'prices',
          error: { huidigeWaarde: '-', error: 'Product moet minimaal 1 prijs hebben' },
        },
      ],
    ]);
    expect(await countByEan('9780000001030')).toBe(0);
  });

  it('imports only the valid rows when explicitly asked', async () => {
    const text = [HEADER, row('9780000001016', 'Goed boek'), row('0123', 'Slechte EAN')].join('\r\n');
    const result = (await (
      await importCsv(text, `?publisher=${publisherId}&onlyValid=true`)
    ).json()) as ProductImportResult;
    expect(result).toMatchObject({ applied: true, added: ['9780000001016'], updated: [] });
    expect(await countByEan('9780000001016')).toBe(1);
  });

  it('updates existing EANs, keeping what the file leaves empty, with another delimiter', async () => {
    const text = `ean,title,consumerPrice\r9780000001016,Goed boek (2e druk),\r`;
    const result = (await (await importCsv(text, '', SUPERUSER, ',')).json()) as ProductImportResult;
    expect(result).toMatchObject({ applied: true, added: [], updated: ['9780000001016'], failed: [] });
    const [product] = (await (
      await api.as(SUPERUSER)('/api/products?ean=9780000001016')
    ).json()) as Product[];
    expect(product!.title).toBe('Goed boek (2e druk)');
    expect(product!.customProperties.consumerPrice).toBe(1500);
  });

  it('reports a row that changes nothing as unchanged and leaves the product untouched', async () => {
    const productOf = async () =>
      ((await (await api.as(SUPERUSER)('/api/products?ean=9780000001016')).json()) as Product[])[0]!;
    const before = await productOf();
    const text = `ean,title\r9780000001016,${before.title}\r`;
    const result = (await (await importCsv(text, '', SUPERUSER, ',')).json()) as ProductImportResult;
    expect(result).toMatchObject({ applied: true, added: [], updated: [], unchanged: ['9780000001016'] });
    expect((await productOf()).updatedAt).toBe(before.updatedAt);
  });

  it('reports prices listed in another order as unchanged, as the save itself judges them', async () => {
    const withPrices = (order: string) =>
      `${HEADER}\n${row('9780000001078', 'Twee prijzen').replace(';1500:9;', `;${order};`)}\n`;
    const first = (await (
      await importCsv(withPrices('1500:9|900:21'), `?publisher=${publisherId}`)
    ).json()) as ProductImportResult;
    expect(first).toMatchObject({ applied: true, added: ['9780000001078'] });
    const again = (await (await importCsv(withPrices('900:21|1500:9'))).json()) as ProductImportResult;
    expect(again).toMatchObject({ applied: true, updated: [], unchanged: ['9780000001078'] });
  });

  it('calls a row unchanged before the import exactly when the import leaves it unchanged, and the other way round', async () => {
    const eans = [
      '9780000001085',
      '9780000001092',
      '9780000001108',
      '9780000001115',
      '9780000001122',
      '9780000001139',
    ];
    const created = (await (
      await importCsv(
        `${[HEADER, ...eans.map((ean) => row(ean, `Boek ${ean}`))].join('\n')}\n`,
        `?publisher=${publisherId}`,
      )
    ).json()) as ProductImportResult;
    expect(created).toMatchObject({ applied: true, added: eans });
    // A day stored as a later moment of that Amsterdam day (data from before decision 162).
    await api.db.execute(
      `update products set introduction_date = introduction_date + interval '10 hours' where ean = '${eans[5]}'`,
    );
    // Rows that differ from what is stored in the ways a file can: nothing, the title, a price's
    // notation, spaces around a title and an empty chains cell, an empty cell (kept as stored), the
    // stored day of a later moment.
    const rows = [
      row(eans[0]!, `Boek ${eans[0]}`),
      row(eans[1]!, 'Boek met een nieuwe titel'),
      row(eans[2]!, `Boek ${eans[2]}`).replace(';1500:9;', ';1500:9.00;'),
      row(eans[3]!, ` Boek ${eans[3]}  `).replace(';VO;-', ';VO;'),
      row(eans[4]!, `Boek ${eans[4]}`).replace(';1500;1500:9;', ';;1500:9;'),
      row(eans[5]!, `Boek ${eans[5]}`),
    ];
    const foreseen = (await (
      await importCsv(`${[HEADER, ...rows, row('0123', 'Slechte EAN')].join('\n')}\n`)
    ).json()) as ProductImportResult;
    expect(foreseen.applied).toBe(false);
    const done = (await (await importCsv(`${[HEADER, ...rows].join('\n')}\n`)).json()) as ProductImportResult;
    expect(done.failed).toEqual([]);
    expect(done.applied).toBe(true);
    expect(foreseen.failed.map((failure) => failure.ean)).toEqual(['0123', ...done.failed.map((f) => f.ean)]);
    expect({ unchanged: foreseen.unchanged, updated: foreseen.updated }).toEqual({
      unchanged: done.unchanged,
      updated: done.updated,
    });
    expect(done.updated).toContain(eans[1]);
    expect(done.unchanged).toContain(eans[0]);
  });

  it('needs a publisher for new products of an administrator without one', async () => {
    const result = (await (
      await importCsv(`${HEADER}\n${row('9780000001030', 'Zonder uitgever')}\n`)
    ).json()) as ProductImportResult;
    expect(result.failed[0]!.errors).toContainEqual({
      fieldName: 'publisher',
      error: { huidigeWaarde: '', error: 'Veld is verplicht' },
    });
  });

  it('keeps a publisher administrator to their own publisher', async () => {
    const text = `${HEADER}\n${row('9780000001016', 'Overname')}\n${row('9780000001047', 'Eigen boek')}\n`;
    const result = (await (await importCsv(text, '', PUBLISHER_ADMIN)).json()) as ProductImportResult;
    expect(result.failed).toEqual([
      {
        ean: '9780000001016',
        row: 1,
        errors: [
          {
            fieldName: 'ean',
            error: { huidigeWaarde: '9780000001016', error: 'Deze EAN is al in gebruik.' },
          },
        ],
      },
    ]);
    expect((await importCsv(text, `?publisher=${publisherId}`, PUBLISHER_ADMIN)).status).toBe(404);
    expect((await importCsv(text, '', SUPPORT)).status).toBe(403);
  });
});
