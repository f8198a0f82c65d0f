import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderImportResult, OrderStock } from '../../../domain/schemas/order';
import { orderDetails } from '../../db/schema/orders';
import { drainPriusOutbox, PRIUS_MAX_ATTEMPTS, runPriusBatch } from '../../jobs/prius-outbox';
import { DEMO_PUBLISHER_NAME } from '../../seed/demo-administrators';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();
let eans: { own: string; other: string; subject: string };
let eckAccountId: number;
let year: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
}

function importCall(as: string, query: Record<string, string>, csv: string, delimiter = ';') {
  return api.as(as)(`/api/orders/actions/import?${new URLSearchParams(query)}`, {
    method: 'POST',
    body: JSON.stringify({ delimiter, orders: csv }),
  });
}

beforeAll(async () => {
  const own = await rows<{ ean: string }>(sql`
    select p.ean from products p join organisations o on o.id = p.organisation_id
    where o.name = ${DEMO_PUBLISHER_NAME} and not p.is_subject order by p.id limit 1`);
  const other = await rows<{ ean: string }>(sql`
    select p.ean from products p join organisations o on o.id = p.organisation_id
    where o.name <> ${DEMO_PUBLISHER_NAME} and not p.is_subject order by p.id limit 1`);
  const subject = await rows<{ ean: string }>(
    sql`select ean from products where is_subject order by id limit 1`,
  );
  eans = { own: own[0]!.ean, other: other[0]!.ean, subject: subject[0]!.ean };
  eckAccountId = (await rows<{ id: number }>(sql`select id from eck_accounts order by id limit 1`))[0]!.id;
  year = (
    await rows<{ name: string }>(sql`select name from school_years order by start_date desc limit 1`)
  )[0]!.name;
});

describe('POST /api/orders/actions/import', () => {
  it('requires a distributor account of a superuser and a reference id', async () => {
    const csv = `ean;amount;orderId\r\n${eans.own};5;IMP-1\r\n`;
    const noAccount = await importCall(SUPERUSER, { schoolYearName: year, referenceId: 'R1' }, csv);
    expect(noAccount.status).toBe(400);
    expect(((await noAccount.json()) as { message: string }).message).toBe(
      'Distributeuraccount is verplicht',
    );
    const noReference = await importCall(
      SUPERUSER,
      { schoolYearName: year, eckAccountId: String(eckAccountId) },
      csv,
    );
    expect(noReference.status).toBe(400);
    expect(((await noReference.json()) as { message: string }).message).toBe('Referentie is verplicht');
  });

  it('reports every bad row and writes nothing when one row is wrong (all-or-nothing)', async () => {
    const csv = [
      'ean;amount;orderId;orderLineId',
      `${eans.own};5;IMP-ERR;1`,
      '123;5;IMP-ERR;2',
      `${eans.own};0;IMP-ERR;3`,
      `${eans.subject};1;IMP-ERR;4`,
      `${eans.own};2;IMP-ERR;1`,
      `${eans.own};2;;5`,
    ].join('\n');
    const res = await importCall(
      SUPERUSER,
      { schoolYearName: year, referenceId: 'R-ERR', eckAccountId: String(eckAccountId) },
      csv,
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as OrderImportResult;
    expect(body.addedAmount).toBe(0);
    expect(body.errors.map((error) => error.message)).toEqual([
      'Rij 3: ongeldige EAN "123".',
      'Rij 4: aantal moet een geheel getal groter dan 0 zijn.',
      `Rij 5: ${eans.subject} is een vak en kan niet besteld worden.`,
      'Rij 6: orderregel IMP-ERR/1 komt dubbel voor in het bestand.',
      'Rij 7: orderId is verplicht.',
    ]);
    const written = await api.db.select().from(orderDetails).where(eq(orderDetails.orderId, 'IMP-ERR'));
    expect(written).toEqual([]);
  });

  it('refuses a file without rows, without the delimiter, or with an unknown column', async () => {
    const query = { schoolYearName: year, referenceId: 'R', eckAccountId: String(eckAccountId) };
    const empty = await importCall(SUPERUSER, query, 'ean;amount;orderId\n');
    expect(((await empty.json()) as { message: string }).message).toBe(
      'CSV bevat fouten. CSV bevat geen rijen.',
    );
    const noDelimiter = await importCall(SUPERUSER, query, 'ean,amount,orderId\n1,2,3\n');
    expect(((await noDelimiter.json()) as { message: string }).message).toBe(
      'CSV bevat fouten. Bij één of meerdere rijen ontbreekt de delimiter.',
    );
    const unknown = await importCall(SUPERUSER, query, `ean;amount;orderId;kleur\n${eans.own};1;X;rood\n`);
    expect(((await unknown.json()) as OrderImportResult).errors[0]?.message).toBe('Onbekende kolom "kleur".');
  });

  it('imports the rows, queues them for Prius and shows them in the order stock', async () => {
    const csv = `ean;amount;orderId;orderLineId\r\n${eans.own};12;IMP-OK;1\r\n${eans.own};8;IMP-OK;2\r\n`;
    const res = await importCall(
      SUPERUSER,
      { schoolYearName: year, referenceId: 'R-OK', eckAccountId: String(eckAccountId) },
      csv,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ addedAmount: 2, errors: [] });
    const list = (await (await api.as(SUPERUSER)('/api/orderdetails?q=IMP-OK')).json()) as OrderDetail[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      referenceId: 'R-OK',
      creationMethod: 'ECK',
      schoolYear: year,
      priusStatus: 'PENDING',
    });

    const again = await importCall(
      SUPERUSER,
      { schoolYearName: year, referenceId: 'R-OK', eckAccountId: String(eckAccountId) },
      csv,
    );
    expect(((await again.json()) as OrderImportResult).errors[0]?.message).toBe(
      'Rij 2: orderregel IMP-OK/1 is al geïmporteerd.',
    );

    const stock = (await (
      await api.as(SUPERUSER)(`/api/orderstockdetails?ean=${eans.own}`)
    ).json()) as OrderStock[];
    const line = stock.find((row) => row.contractid === null && row.distributorid !== null);
    expect(line?.orderedamount).toBeGreaterThanOrEqual(20);
    expect(line!.stockbalance).toBe(line!.orderedamount - line!.specifiedamount - line!.activationcodeamount);
  });

  it('imports several rows of one order without orderLineId (the column is optional)', async () => {
    const query = { schoolYearName: year, referenceId: 'R-NOLINE', eckAccountId: String(eckAccountId) };
    const csv = `ean;amount;orderId\n${eans.own};3;IMP-NOLINE\n${eans.own};4;IMP-NOLINE\n`;
    const res = await importCall(SUPERUSER, query, csv);
    expect(await res.json()).toEqual({ addedAmount: 2, errors: [] });
    expect(res.status).toBe(201);
    const written = await api.db.select().from(orderDetails).where(eq(orderDetails.orderId, 'IMP-NOLINE'));
    expect(written.map((row) => [row.amount, row.orderLineId]).sort()).toEqual([
      [3, null],
      [4, null],
    ]);
    // The same order again, still without line ids, adds lines too: nothing identifies them as repeats.
    const again = await importCall(SUPERUSER, query, `ean;amount;orderId\n${eans.own};5;IMP-NOLINE\n`);
    expect(again.status).toBe(201);
  });

  it('lets a publisher-bound administrator import only their own products', async () => {
    const csv = `ean;amount;orderId\n${eans.other};1;IMP-PUB\n`;
    const res = await importCall(PUBLISHER_ADMIN, { schoolYearName: year, referenceId: 'R-P' }, csv);
    // The publisher role has no orders_toevoegen.
    expect(res.status).toBe(403);
    await api.grant(PUBLISHER_ADMIN, ['orders_toevoegen', 'orders_inzien']);
    const refused = await importCall(PUBLISHER_ADMIN, { schoolYearName: year, referenceId: 'R-P' }, csv);
    expect(((await refused.json()) as OrderImportResult).errors[0]?.message).toBe(
      `Rij 2: product met EAN ${eans.other} bestaat niet.`,
    );
    const own = await importCall(
      PUBLISHER_ADMIN,
      { schoolYearName: year, referenceId: 'R-P' },
      `ean;amount;orderId\n${eans.own};1;IMP-PUB\n`,
    );
    expect(own.status).toBe(201);
    const list = (await (
      await api.as(PUBLISHER_ADMIN)('/api/orderdetails?q=IMP-PUB')
    ).json()) as OrderDetail[];
    expect(list[0]).toMatchObject({ creationMethod: 'API', distributor: { name: expect.any(String) } });
    const foreign = (await (
      await api.as(PUBLISHER_ADMIN)(`/api/orderdetails?ean=${eans.other}`)
    ).json()) as unknown[];
    expect(foreign).toEqual([]);
  });

  it("answers another publisher's contract and order line as if they did not exist", async () => {
    await api.grant(PUBLISHER_ADMIN, ['orders_toevoegen', 'orders_inzien']);
    const contractOf = async (own: boolean) =>
      (
        await rows<{ ref: string; year: string }>(sql`
          select c.contract_reference_id as ref, y.name as year from school_contracts c
          join school_years y on y.id = c.school_year_id join products s on s.id = c.subject_id
          join organisations o on o.id = s.organisation_id
          where (o.name = ${DEMO_PUBLISHER_NAME}) = ${own}
          order by c.id limit 1`)
      )[0]!;
    const [foreign, own] = [await contractOf(false), await contractOf(true)];
    const asPublisher = (contract: { ref: string; year: string }) =>
      importCall(
        PUBLISHER_ADMIN,
        { schoolYearName: contract.year, referenceId: 'R-S', contractId: contract.ref },
        `ean;amount;orderId\n${eans.own};1;IMP-SCOPE\n`,
      );
    const messageOf = async (res: Response) => ((await res.json()) as OrderImportResult).errors[0]?.message;
    expect(await messageOf(await asPublisher(foreign))).toBe(
      `Rij 2: contract ${foreign.ref} bestaat niet in schooljaar ${foreign.year}.`,
    );
    expect(await messageOf(await asPublisher({ ref: 'SJC999999', year: foreign.year }))).toBe(
      `Rij 2: contract SJC999999 bestaat niet in schooljaar ${foreign.year}.`,
    );
    expect(await api.db.select().from(orderDetails).where(eq(orderDetails.orderId, 'IMP-SCOPE'))).toEqual([]);
    expect((await asPublisher(own)).status).toBe(201);

    // An order line of another publisher's product is not theirs: importing that line id is no repeat.
    const [foreignLine] = await rows<{ orderId: string; orderLineId: string }>(sql`
      select d.order_id as "orderId", d.order_line_id as "orderLineId" from order_details d
      join products p on p.id = d.product_id join organisations o on o.id = p.organisation_id
      where o.name <> ${DEMO_PUBLISHER_NAME} and d.order_line_id is not null order by d.id limit 1`);
    const repeat = await importCall(
      PUBLISHER_ADMIN,
      { schoolYearName: year, referenceId: 'R-S' },
      `ean;amount;orderId;orderLineId\n${eans.own};1;${foreignLine!.orderId};${foreignLine!.orderLineId}\n`,
    );
    expect(await repeat.json()).toEqual({ addedAmount: 1, errors: [] });
    // Their own line, imported again, is a repeat as before.
    const again = await importCall(
      PUBLISHER_ADMIN,
      { schoolYearName: year, referenceId: 'R-S' },
      `ean;amount;orderId;orderLineId\n${eans.own};1;${foreignLine!.orderId};${foreignLine!.orderLineId}\n`,
    );
    expect(await messageOf(again)).toBe(
      `Rij 2: orderregel ${foreignLine!.orderId}/${foreignLine!.orderLineId} is al geïmporteerd.`,
    );
  });
});

describe('the Prius outbox and resend', () => {
  it('delivers due lines, retries with back-off and gives up after the maximum', async () => {
    await drainPriusOutbox(api.db, async () => {});
    const [sent] = await api.db.select().from(orderDetails).where(eq(orderDetails.orderId, 'IMP-OK'));
    expect(sent).toMatchObject({ priusStatus: 'SENT', priusAttempts: 1 });

    const [line] = await api.db.select().from(orderDetails).where(eq(orderDetails.orderId, 'IMP-OK'));
    const resend = await api.as(SUPERUSER)(`/api/orderdetails/${line!.id}/actions/resendToPrius`, {
      method: 'POST',
    });
    expect(resend.status).toBe(200);
    expect(((await resend.json()) as OrderDetail).priusStatus).toBe('PENDING');

    const failing = async () => {
      throw new Error('Prius antwoordde 503');
    };
    for (let attempt = 1; attempt <= PRIUS_MAX_ATTEMPTS; attempt++) {
      await api.db
        .update(orderDetails)
        .set({ priusNextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(orderDetails.id, line!.id));
      await runPriusBatch(api.db, failing);
      const [after] = await api.db.select().from(orderDetails).where(eq(orderDetails.id, line!.id));
      expect(after!.priusAttempts).toBe(attempt);
      expect(after!.priusStatus).toBe(attempt < PRIUS_MAX_ATTEMPTS ? 'PENDING' : 'FAILED');
      if (attempt < PRIUS_MAX_ATTEMPTS)
        expect(after!.priusNextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('resends all failed lines, needs retry_prius_order, and answers 404 for lines out of scope', async () => {
    const all = await api.as(SUPERUSER)('/api/orderdetails/actions/resendAllToPrius', { method: 'POST' });
    expect(all.status).toBe(200);
    expect(((await all.json()) as { requeued: number }).requeued).toBeGreaterThan(0);
    const [failed] = await rows<{ n: number }>(
      sql`select count(*)::int as n from order_details where prius_status = 'FAILED'`,
    );
    expect(failed!.n).toBe(0);
    expect(
      (await api.as(SUPPORT)('/api/orderdetails/actions/resendAllToPrius', { method: 'POST' })).status,
    ).toBe(403);
    await api.grant(PUBLISHER_ADMIN, ['retry_prius_order']);
    const [foreign] = await rows<{ id: number }>(sql`
      select od.id from order_details od join products p on p.id = od.product_id join organisations o on o.id = p.organisation_id
      where o.name <> ${DEMO_PUBLISHER_NAME} limit 1`);
    const res = await api.as(PUBLISHER_ADMIN)(`/api/orderdetails/${foreign!.id}/actions/resendToPrius`, {
      method: 'POST',
    });
    expect(res.status).toBe(404);
  });
});
