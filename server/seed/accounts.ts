import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/connect';
import { accounts, externAccounts } from '../db/schema/accounts';
import { inBatches, SEED_REFERENCE_DATE } from './random';

const DAY = 24 * 60 * 60 * 1000;
const TUSSENVOEGSELS = ['van', 'de', 'van der', 'van den', 'ten', 'ter', "in 't"];

type School = { id: number; brin: string };

/** Demo accounts (pupils and teachers at the demo schools) with their external accounts. */
export async function seedAccounts(db: Db, faker: Faker, schools: School[], count: number, batchSize = 1000) {
  const accountRows = function* () {
    for (let i = 0; i < count; i++) {
      const school = schools[i % schools.length]!;
      const isTeacher = i % 5 === 0;
      const firstName = faker.person.firstName();
      const familyName = faker.person.lastName();
      const tussenvoegsels = i % 6 === 0 ? faker.helpers.arrayElement(TUSSENVOEGSELS) : null;
      const handle = `${firstName}.${familyName}`.toLowerCase().replace(/[^a-z.]/g, '');
      const hasEmail = isTeacher || i % 3 !== 0;
      const created = new Date(SEED_REFERENCE_DATE.getTime() - faker.number.int({ min: 1, max: 1500 }) * DAY);
      const updated = new Date(created.getTime() + faker.number.int({ min: 0, max: 300 }) * DAY);
      yield {
        email: hasEmail ? `${handle}${i}@${isTeacher ? 'school' : 'leerling'}.example.nl` : null,
        telephone: i % 11 === 0 ? `06${String(10000000 + ((i * 7919) % 89999999)).padStart(8, '0')}` : null,
        givenName: `${firstName} ${familyName.slice(0, 1)}.`,
        firstName,
        tussenvoegsels,
        familyName,
        validated: i % 9 !== 0,
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
  await inBatches(accountRows(), batchSize, async (batch) => {
    const inserted = await db.insert(accounts).values(batch).returning({ id: accounts.id });
    const externals = inserted.flatMap((row, j) => {
      const source = batch[j]!;
      const knf = {
        accountId: row.id,
        accountType: 'KNF',
        nameId: `https://ketenid.nl/201703/${faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' })}`,
        attributes: {
          nlEduPersonRealId: `${source.username}@${source.nlEduPersonHomeOrganizationId}`,
          eduPersonAffiliation: source.eduPersonAffiliation,
          givenName: source.firstName,
          sn: source.familyName,
        },
        createdAt: source.createdAt,
        updatedAt: source.createdAt,
      };
      if (row.id % 4 !== 0) return [knf];
      return [
        knf,
        {
          accountId: row.id,
          accountType: 'BP',
          nameId: `bp-${row.id}-${faker.string.numeric(8)}`,
          attributes: { basispoortId: faker.string.numeric(10), groep: source.grades },
          createdAt: source.createdAt,
          updatedAt: source.createdAt,
        },
      ];
    });
    if (externals.length) await db.insert(externAccounts).values(externals);
  });
}
