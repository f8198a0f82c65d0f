import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { rowsOf } from '../db/rows';
import { logEntries, logEntryAccounts, logEntryLines } from '../db/schema/logs';
import type { SeededAccounts } from './accounts';
import { bulkInsert, type SeedProgress } from './bulk';
import { meldcode, tlinkCode } from './codes';
import type { SeededProduct } from './products';
import { inBatches, type Random, SEED_REFERENCE_DATE } from './random';

type Line = { info?: string; error?: string; external: boolean };

/**
 * The lines of one log entry group, by scenario. The texts are what the account overview colours
 * and links: 'Callback succesvol: ', 'Callback fout: ', 'Er is geen licentie gevonden', 'Error: ',
 * 'Product exists for ', 'tlink: {code}', 'ean: {13 digits}', 'account: {id}'.
 */
function scenario(kind: number, code: string, ean: string, accountId: number, otherId: number): Line[] {
  switch (kind) {
    case 0:
    case 1:
    case 2:
    case 3:
      return [
        { info: `Activatie gestart voor tlink: ${code}`, external: false },
        { info: `Product exists for ean: ${ean}`, external: false },
        { info: `Callback succesvol: licentie geactiveerd voor account: ${accountId}`, external: true },
      ];
    case 4:
      return [
        { info: `Activatie gestart voor tlink: ${code}`, external: false },
        { error: `Er is geen licentie gevonden voor tlink: ${code}`, external: false },
      ];
    case 5:
      return [
        { info: `Licentiebericht verstuurd voor ean: ${ean}`, external: false },
        { error: 'Callback fout: de uitgever antwoordde HTTP 502', external: true },
      ];
    case 6:
      return [
        { info: 'Profiel opgevraagd bij Kennisnet', external: false },
        { error: 'Error: time-out bij het ophalen van het profiel', external: true },
      ];
    case 7:
      return [{ info: `Licentiebericht klaargezet voor ECK, ean: ${ean}`, external: false }];
    case 8:
      return [{ info: `Aangemeld via Kennisnet, account: ${accountId}`, external: true }];
    default:
      return [{ info: `Account samengevoegd met account: ${otherId}`, external: false }];
  }
}

export type LogSeedInput = {
  count: number;
  accounts: SeededAccounts;
  products: SeededProduct[];
  tlinkCount: number;
};

/** Log entry groups with meldcodes, linked to accounts: the activity of the account overview. */
export async function seedLogEntries(db: Db, input: LogSeedInput, random: Random, onProgress?: SeedProgress) {
  if (input.accounts.count === 0 || input.tlinkCount === 0) return;
  const ref = SEED_REFERENCE_DATE.getTime();
  // Licence number i (code tlinkCode(i)) is row firstTlink + i: the seed inserts them in order.
  const [first] = await rowsOf<{ id: number }>(db, sql`select min(id) as id from tlink_licenses`);
  const firstTlink = Number(first?.id ?? 1);
  const groups = function* () {
    for (let g = 0; g < input.count; g++) {
      const accountIndex = (g * 13) % input.accounts.count;
      const otherIndex = (accountIndex + 1 + (g % 97)) % input.accounts.count;
      const timestamp = new Date(ref - random.int(0, 400 * 86_400) * 1000);
      const accountId = input.accounts.firstId + accountIndex;
      const otherId = input.accounts.firstId + otherIndex;
      const kind = random.int(0, 9);
      const tlink = random.int(0, input.tlinkCount - 1);
      const ean = random.pick(input.products).ean;
      yield { meldcode: meldcode(g), timestamp, kind, tlink, ean, accountId, otherId };
    }
  };
  await inBatches(groups(), 5000, async (batch) => {
    // An activation names the licence and the licence's own product (one publisher, decision 102).
    const activated = batch.filter((group) => group.kind <= 3).map((group) => firstTlink + group.tlink);
    const productEans = new Map(
      (activated.length
        ? await rowsOf<{ id: number; ean: string }>(
            db,
            sql`select t.id, p.ean from tlink_licenses t join products p on p.id = t.product_id
              where t.id = any(${`{${activated.join(',')}}`}::integer[])`,
          )
        : []
      ).map((row) => [Number(row.id), row.ean]),
    );
    const linesOf = (group: (typeof batch)[number]) =>
      scenario(
        group.kind,
        tlinkCode(group.tlink),
        productEans.get(firstTlink + group.tlink) ?? group.ean,
        group.accountId,
        group.otherId,
      );
    const ids = await bulkInsert(
      db,
      logEntries,
      batch.map(({ meldcode, timestamp }) => ({ meldcode, timestamp })),
      { returningIds: true, onProgress },
    );
    const links = batch.flatMap((group, j) =>
      [...new Set(group.kind === 9 ? [group.accountId, group.otherId] : [group.accountId])].map(
        (accountId) => ({
          logEntryId: ids[j]!,
          accountId,
          timestamp: group.timestamp,
        }),
      ),
    );
    const lines = batch.flatMap((group, j) =>
      linesOf(group).map((line, n) => ({
        logEntryId: ids[j]!,
        timestamp: new Date(group.timestamp.getTime() + n * 1500),
        info: line.info ?? null,
        error: line.error ?? null,
        external: line.external,
      })),
    );
    await bulkInsert(db, logEntryAccounts, links, { onProgress });
    // One statement a batch: the publisher triggers (decision 102) then run once for its groups.
    await bulkInsert(db, logEntryLines, lines, { batchSize: 20_000, onProgress });
  });
}
