import type { Faker } from '@faker-js/faker';
import { DEFAULT_DISTRIBUTOR } from '../../domain/product';
import type { Db } from '../db/connect';
import { organisations } from '../db/schema/organisations';
import { DEMO_PUBLISHER_NAME } from './demo-administrators';
import { DAY_MS, inBatches, SEED_REFERENCE_DATE } from './random';

/** Organisations exist since long before the demo's reference date. */
const SINCE = {
  createdAt: new Date(SEED_REFERENCE_DATE.getTime() - 1200 * DAY_MS),
  updatedAt: new Date(SEED_REFERENCE_DATE.getTime() - 90 * DAY_MS),
};

const PUBLISHERS = [
  DEMO_PUBLISHER_NAME,
  'Uitgeverij Zuiderzee',
  'Malmberg Digitaal',
  'Noordhoff Educatief',
  'ThiemeMeulenhoff Demo',
  'Uitgeverij Deltaplan',
  'Boom Leermiddelen',
  'Uitgeverij De Kade',
  'Leerlijn Uitgevers',
  'Uitgeverij Polderland',
  'Uitgeverij Kompas',
  'EduMedia Nederland',
  'Uitgeverij Vlieland',
  'Uitgeverij Maasdal',
  'Uitgeverij Horizon',
];
const DISTRIBUTORS = [
  'Prius Distributie',
  'Edu-Actief Distributie',
  'Van Dijk Educatie',
  'Heutink Digitaal',
  'Leskluis Direct',
];
const SECTORS = ['PO', 'VO', 'MBO', 'HO'] as const;

export type SeededSchool = { id: number; brin: string; sector: string };
/** The last distributor is the one licences made in the console are stamped with (DEFAULT_DISTRIBUTOR). */
export type SeededOrganisations = {
  publisherIds: number[];
  distributorIds: number[];
  schools: SeededSchool[];
};

/** A BRIN code: 2 digits and 2 letters, unique per index. */
function brinFor(index: number): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = String(index % 100).padStart(2, '0');
  const rest = Math.floor(index / 100);
  return `${digits}${letters[rest % letters.length]}${letters[Math.floor(rest / letters.length) % letters.length]}`;
}

export async function seedOrganisations(
  db: Db,
  faker: Faker,
  schoolCount: number,
): Promise<SeededOrganisations> {
  const publisherRows = await db
    .insert(organisations)
    .values(
      PUBLISHERS.map((name, i) => ({
        esn: `UIT${String(i + 1).padStart(4, '0')}`,
        name,
        type: ['Uitgever'],
        sector: 'VO',
        city: faker.location.city(),
        verified: true,
        websiteUrl: `https://www.${name.toLowerCase().replace(/[^a-z]+/g, '')}.nl`,
        askForVolledigeNaam: i % 3 === 0,
        billingModel: i % 2 === 0 ? 'Percentage' : 'Vaste Prijs',
        billingPercentage: i % 2 === 0 ? 10 + (i % 5) : null,
        billingPrice: i % 2 === 0 ? null : 150 + i * 10,
        ...SINCE,
      })),
    )
    .returning({ id: organisations.id });
  const distributorRows = await db
    .insert(organisations)
    .values(
      DISTRIBUTORS.map((name, i) => ({
        esn: i === DISTRIBUTORS.length - 1 ? DEFAULT_DISTRIBUTOR : `DIS${String(i + 1).padStart(4, '0')}`,
        name,
        type: ['Distributeur'],
        sector: 'VO',
        city: faker.location.city(),
        verified: true,
        ...SINCE,
      })),
    )
    .returning({ id: organisations.id });

  const schools: SeededSchool[] = [];
  const schoolRows = function* () {
    for (let i = 0; i < schoolCount; i++) {
      const sector = SECTORS[i % 7 < 4 ? 0 : i % 7 < 6 ? 1 : 2 + (i % 2)]!;
      const kind =
        sector === 'PO'
          ? 'Basisschool'
          : sector === 'VO'
            ? faker.helpers.arrayElement(['Lyceum', 'College', 'Scholengemeenschap'])
            : 'ROC';
      const city = faker.location.city();
      yield {
        esn: `SCH${String(i + 1).padStart(6, '0')}`,
        name: `${kind} ${faker.helpers.arrayElement(['De Regenboog', 'Het Baken', 'De Wilgen', 'Sint Jozef', 'De Fontein', 'Het Kompas', 'De Linde', 'Oranje Nassau', 'De Zonnewijzer', 'Het Atrium'])} ${city}`,
        type: ['School'],
        brin: brinFor(i),
        instellingBrin: brinFor(i),
        sector,
        city,
        verified: i % 10 !== 0,
        ...SINCE,
      };
    }
  };
  await inBatches(schoolRows(), 500, async (batch) => {
    const rows = await db
      .insert(organisations)
      .values(batch)
      .returning({ id: organisations.id, brin: organisations.brin, sector: organisations.sector });
    for (const row of rows) schools.push({ id: row.id, brin: row.brin ?? '', sector: row.sector ?? 'PO' });
  });
  return {
    publisherIds: publisherRows.map((row) => row.id),
    distributorIds: distributorRows.map((row) => row.id),
    schools,
  };
}
