import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { mergeLogs } from '../db/schema/merges';
import { supportEntries } from '../db/schema/support';
import type { SeededAccounts } from './accounts';
import { bulkInsert, type SeedProgress } from './bulk';
import { hexFor, meldcode, tlinkCode } from './codes';
import { DAY_MS, type Random, SEED_REFERENCE_DATE } from './random';

const SUBJECTS = [
  'Leerling kan licentie niet activeren',
  'Activeringscode al gebruikt',
  'Docent ziet methode niet in overzicht',
  'Dubbel account na schoolwissel',
  'Bevestigingsmail niet ontvangen',
  'Verkeerde school gekoppeld',
  'Licentie verlopen voor einde schooljaar',
];

export type SupportSeedInput = {
  mergeCount: number;
  supportCount: number;
  accounts: SeededAccounts;
  tlinkCount: number;
  logCount: number;
  administratorId: number | null;
};

/**
 * Merge history (the removed source accounts get ids after the last demo account, and the id
 * sequence moves past them so they are never handed out again) and support tickets.
 */
export async function seedSupport(
  db: Db,
  input: SupportSeedInput,
  random: Random,
  onProgress?: SeedProgress,
) {
  const { accounts } = input;
  if (accounts.count === 0) return;
  const ref = SEED_REFERENCE_DATE.getTime();
  const lastId = accounts.firstId + accounts.count - 1;
  const merges = function* () {
    for (let k = 0; k < input.mergeCount; k++) {
      yield {
        sourceAccountId: lastId + 1 + k,
        sourceAccountContact:
          k % 3 === 0 ? `06${String(20_000_000 + k * 7)}` : `oud.account${k}@leerling.example.nl`,
        destinationAccountId: accounts.firstId + ((k * 101) % accounts.count),
        administratorId: input.administratorId,
        timestamp: new Date(ref - random.int(1, 600) * DAY_MS),
        sourceAccountExternAccounts: [
          { accountType: 'KNF', nameId: `https://ketenid.nl/201703/${hexFor(k + 8_000_000, 32)}` },
        ],
        sourceAccountTlinks: input.tlinkCount > 0 ? [tlinkCode((k * 389) % input.tlinkCount)] : [],
        sourceAccountMeldcodes:
          input.logCount > 0 && k % 2 === 0 ? [meldcode((k * 53) % input.logCount)] : [],
      };
    }
  };
  await bulkInsert(db, mergeLogs, merges(), { onProgress });
  await db.execute(
    sql`select setval(pg_get_serial_sequence('accounts', 'id'), ${lastId + input.mergeCount})`,
  );

  const tickets = function* () {
    for (let k = 0; k < input.supportCount; k++) {
      const created = ref - random.int(0, 365) * DAY_MS - random.int(0, 86_399) * 1000;
      const isOpen = k % 4 === 0;
      const closed = isOpen ? null : new Date(Math.min(ref, created + random.int(1, 14) * DAY_MS));
      yield {
        key: `SUP-${10_000 + k}`,
        accountId: accounts.firstId + ((k * 61) % accounts.count),
        subject: SUBJECTS[k % SUBJECTS.length]!,
        status: isOpen ? 'open' : 'closed',
        createdAt: new Date(created),
        updatedAt: closed ?? new Date(created),
        closedAt: closed,
      };
    }
  };
  await bulkInsert(db, supportEntries, tickets(), { onProgress });
}
