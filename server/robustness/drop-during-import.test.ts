import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/database-errors';
import { fileApiHarness, SUPERUSER } from '../test-support/api-harness';
import { type ConnectionDrop, installConnectionDrop } from './test-support/connection-drop';
import { fingerprint } from './test-support/fuzz-kit';
import { importTargets } from './test-support/import-targets';

/** The database connection drops in the middle of an import's transaction (decision 112). */
const api = fileApiHarness();
let drop: ConnectionDrop;
let ean: string;
let eckAccountId: number;
let year: string;
let publisherId: number;

beforeAll(async () => {
  ({ ean, eckAccountId, year, publisherId } = await importTargets(api.db));
  drop = installConnectionDrop(api.database);
}, 120_000);
afterAll(async () => {
  await drop?.uninstall();
});

const orderImport = (reference: string) =>
  api.as(SUPERUSER)(
    `/api/orders/actions/import?${new URLSearchParams({ schoolYearName: year, referenceId: reference, eckAccountId: String(eckAccountId) })}`,
    {
      method: 'POST',
      body: JSON.stringify({
        orders: [
          'ean;amount;orderId;orderLineId',
          `${ean};3;DROP-1;1`,
          `${ean};4;DROP-1;2`,
          `${ean};5;DROP-2;1`,
        ].join('\r\n'),
      }),
    },
  );

const productImport = () =>
  api.as(SUPERUSER)(`/api/products/actions/import?publisher=${publisherId}`, {
    method: 'POST',
    body: JSON.stringify({
      producten: [
        'ean;title;productType;intendedEndUserRole;introductionDate;endOfLifeDate;productThumbnailLocation;consumerPrice;prices;sectors;chains',
        '9780000003003;Nieuw boek na drop;BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/a.png;1500;1500:9;VO;-',
        '9780000003010;Tweede boek na drop;BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/b.png;1500;1500:9;VO;-',
      ].join('\r\n'),
    }),
  });

/** Drops the connection at each of the first queries of the call's transaction in turn. */
async function dropAtEveryStep(call: () => Promise<Response>, steps: number) {
  for (let nth = 1; nth <= steps; nth += 1) {
    const before = await fingerprint(api.db);
    const droppedBefore = drop.dropped;
    drop.arm(nth);
    const res = await call();
    drop.disarm();
    if (drop.dropped === droppedBefore) return nth - 1; // the transaction had fewer queries
    expect(res.status, `drop at query ${nth}`).toBe(503);
    expect(await res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(await fingerprint(api.db), `nothing half-applied after a drop at query ${nth}`).toEqual(before);
  }
  return steps;
}

describe('connection drop during an import', () => {
  it('order import: every drop point leaves no order line, and the retry imports all', async () => {
    const reached = await dropAtEveryStep(() => orderImport('DROP'), 6);
    expect(reached).toBeGreaterThan(2);
    const retry = await orderImport('DROP');
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { addedAmount: number }).addedAmount).toBe(3);
  }, 120_000);

  it('product import: every drop point leaves the products as they were, and the retry applies', async () => {
    const reached = await dropAtEveryStep(productImport, 6);
    expect(reached).toBeGreaterThan(2);
    const retry = await productImport();
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({ applied: true, added: ['9780000003003', '9780000003010'] });
  }, 120_000);
});
