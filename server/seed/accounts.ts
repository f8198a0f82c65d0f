import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/connect';
import { accessUrls } from '../db/schema/access-urls';
import { accounts, externAccounts } from '../db/schema/accounts';
import { bulkInsert, type SeedProgress } from './bulk';
import { hexFor, knfNameId } from './codes';
import { splitFamilyName } from './dutch-names';
import type { SeededSchool } from './organisations';
import { DAY_MS, inBatches, SEED_REFERENCE_DATE } from './random';

const TUSSENVOEGSELS = ['van', 'de', 'van der', 'van den', 'ten', 'ter', "in 't"];

/**
 * The demo accounts are ids firstId .. firstId + count - 1; account number i goes to school
 * schools[i % schools.length] and is a teacher when i % 5 === 0, so other seeds can link to them
 * without holding the accounts in memory.
 */
export type SeededAccounts = { firstId: number; count: number; schoolOf(index: number): SeededSchool };

export const isTeacherIndex = (index: number) => index % 5 === 0;

type AccountRow = typeof accounts.$inferInsert;

/** Demo accounts (pupils and teachers at the demo schools) with external accounts and confirmation links. */
export async function seedAccounts(
  db: Db,
  faker: Faker,
  schools: SeededSchool[],
  count: number,
  onProgress?: SeedProgress,
): Promise<SeededAccounts> {
  const accountRows = function* (): Generator<AccountRow> {
    for (let i = 0; i < count; i++) {
      const school = schools[i % schools.length]!;
      const isTeacher = isTeacherIndex(i);
      const firstName = faker.person.firstName();
      const lastName = faker.person.lastName();
      // Drawn for every sixth account whatever the name, so the rest of the demo data stays the same.
      const generated = i % 6 === 0 ? faker.helpers.arrayElement(TUSSENVOEGSELS) : null;
      const split = splitFamilyName(lastName);
      const familyName = split.familyName;
      const tussenvoegsels = split.tussenvoegsels ?? generated;
      const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
      const hasEmail = isTeacher || i % 3 !== 0;
      const created = new Date(
        SEED_REFERENCE_DATE.getTime() - faker.number.int({ min: 1, max: 1500 }) * DAY_MS,
      );
      const updated = new Date(created.getTime() + faker.number.int({ min: 0, max: 300 }) * DAY_MS);
      yield {
        email: hasEmail ? `${handle}${i}@${isTeacher ? 'school' : 'leerling'}.example.nl` : null,
        telephone: i % 11 === 0 ? `06${String(10000000 + ((i * 7919) % 89999999)).padStart(8, '0')}` : null,
        blackListDate: null,
        givenName: `${firstName} ${familyName.slice(0, 1)}.`,
        firstName,
        tussenvoegsels,
        familyName,
        validated: i % 9 !== 0,
        pseudoId: i % 10 === 0 ? hexFor(i + 500_000, 24) : null,
        roles: [isTeacher ? 'teacher' : 'student'],
        grades: isTeacher ? null : `JAAR_${1 + (i % 8)}`,
        isFromTMProfielFromThisYear: i % 4 === 0,
        username: `${handle}${i}`,
        nlEduPersonHomeOrganizationId: school.brin,
        eduPersonAffiliation: isTeacher ? 'employee' : 'student',
        digiDeliveryId: i % 7 === 0 ? `DD${String(100000 + i)}` : null,
        schoolId: school.id,
        createdAt: created,
        updatedAt: updated > SEED_REFERENCE_DATE ? SEED_REFERENCE_DATE : updated,
      };
    }
  };

  let firstId = 0;
  let index = 0;
  // Written after all accounts, so the ids of the linked external accounts stay what they were.
  const unlinked: (typeof externAccounts.$inferInsert)[] = [];
  await inBatches(accountRows(), 5000, async (batch) => {
    const ids = await bulkInsert(db, accounts, batch, { returningIds: true, onProgress });
    if (index === 0) firstId = ids[0]!;
    if (ids[0] !== firstId + index) throw new Error('demo account ids are not contiguous');
    const externals: (typeof externAccounts.$inferInsert)[] = [];
    const links: (typeof accessUrls.$inferInsert)[] = [];
    batch.forEach((source, j) => {
      const i = index + j;
      const id = ids[j]!;
      externals.push(knfIdentity(id, i, source, source.nlEduPersonHomeOrganizationId));
      if (i % 4 === 0) {
        externals.push({
          accountId: id,
          accountType: 'BP',
          nameId: `bp-${i + 1}-${hexFor(i + 900_000, 8)}`,
          attributes: { basispoortId: `BP${String(1_000_000 + i)}`, groep: source.grades },
          isUndetachable: i % 40 === 0,
          createdAt: source.createdAt,
          updatedAt: source.createdAt,
        });
      }
      if (i % 50 === 25) unlinked.push(secondSchoolIdentity(i, source, schools[(i + 1) % schools.length]!));
      if (i % 5 === 2 && (source.email || source.telephone)) {
        const sentAt = new Date(
          Math.min(source.createdAt!.getTime() + (i % 3) * DAY_MS, SEED_REFERENCE_DATE.getTime()),
        );
        links.push({
          accountId: id,
          type: i % 15 === 2 ? 'PASSWORD_RESET' : i % 25 === 7 ? 'CONTACT_CHANGE' : 'ACTIVATION',
          email: source.email ?? null,
          telephone: source.email ? null : (source.telephone ?? null),
          token: hexFor(i + 2_000_000, 40),
          used: Boolean(source.validated),
          createdAt: sentAt,
          updatedAt: sentAt,
        });
      }
    });
    await bulkInsert(db, externAccounts, externals, { onProgress });
    if (links.length) await bulkInsert(db, accessUrls, links, { onProgress });
    index += batch.length;
  });
  if (unlinked.length) await bulkInsert(db, externAccounts, unlinked, { onProgress });
  return { firstId, count, schoolOf: (i) => schools[i % schools.length]! };
}

/**
 * An unlinked Kennisnet identity of account `i` at a second school: a user at several schools has
 * an external account per school, and support links it by hand ('Zoek naar ongekoppelde externe
 * accounts', spec 000 §2). One in 50 accounts has one.
 */
function secondSchoolIdentity(
  i: number,
  source: AccountRow,
  school: SeededSchool,
): typeof externAccounts.$inferInsert {
  return knfIdentity(null, 3_000_000 + i, source, school.brin);
}

/** A pupil's Entree (KNF) identity at the school `brin`, named by the `nameIndex`th KNF name id. */
function knfIdentity(
  accountId: number | null,
  nameIndex: number,
  source: AccountRow,
  brin: AccountRow['nlEduPersonHomeOrganizationId'],
): typeof externAccounts.$inferInsert {
  return {
    accountId,
    accountType: 'KNF',
    nameId: knfNameId(nameIndex),
    attributes: {
      nlEduPersonRealId: `${source.username}@${brin}`,
      eduPersonAffiliation: source.eduPersonAffiliation,
      givenName: source.firstName,
      sn: source.familyName,
    },
    isUndetachable: false,
    createdAt: source.createdAt,
    updatedAt: source.createdAt,
  };
}
