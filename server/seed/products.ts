import type { Db } from '../db/connect';
import { licenseModels, prices, products, serviceWindows } from '../db/schema/products';
import { bulkInsert } from './bulk';
import { productEan } from './codes';
import { DAY_MS, daysFromReference, type Random, SEED_REFERENCE_DATE } from './random';

const METHODS = [
  'Taalverhaal',
  'Pluspunt',
  'Getal & Ruimte',
  'Nieuw Nederlands',
  'Stepping Stones',
  'Biologie voor jou',
  'Geschiedeniswerkplaats',
  'De Wereld van Verhalen',
  'Natuurkunde Overal',
  'Wijzer door de Wereld',
  'Staal',
  'Nova Scheikunde',
  'Moderne Wiskunde',
  'Op Volle Toeren',
  'Praktijk in Zorg',
];
const SUBJECTS = [
  'Nederlands',
  'Rekenen',
  'Wiskunde',
  'Engels',
  'Biologie',
  'Geschiedenis',
  'Aardrijkskunde',
  'Natuurkunde',
  'Scheikunde',
  'Economie',
  'Frans',
  'Duits',
];
const EDITIONS = ['editie 2023', 'editie 2024', '5e editie', '6e editie', 'vernieuwd'];
const PARTS = ['leerwerkboek', 'werkboek A', 'werkboek B', 'online licentie', 'docentenlicentie', 'toetsen'];
const LEVELS = ['vmbo-bk', 'vmbo-gt', 'havo', 'vwo', 'groep 5', 'groep 6', 'groep 7', 'mbo 2', 'mbo 4'];
const AUTHORS = ['J. de Vries', 'M. Jansen', 'A. Bakker', 'S. Visser', 'P. Smit', 'L. Meijer', 'K. de Boer'];
const BROWSERS = ['FIREFOX', 'CHROME', 'EDGE', 'SAFARI'] as const;
const OTHER_TYPES = [
  'BOEK',
  'BOEK',
  'BOEK',
  'DOWNLOADABLE_INSTALLER',
  'USB',
  'CD_ROM',
  'DVD',
  'ANDERS',
] as const;

/** What the licence seeds need to know of a product. */
export type SeededProduct = {
  id: number;
  index: number;
  ean: string;
  publisherId: number;
  isWeb: boolean;
  isSubject: boolean;
  subject: string;
  chains: string[];
  introductionDate: Date;
  endOfLifeDate: Date;
  licenseActivationType: string | null;
};

type ProductRow = typeof products.$inferInsert;

function productRow(index: number, publisherIds: number[], random: Random): ProductRow {
  // Every fifth product is Uitgeverij Noorderlicht's, so the publisher-bound demo administrator sees a real catalogue.
  const publisherId =
    index % 5 === 0 ? publisherIds[0]! : publisherIds[1 + (index % (publisherIds.length - 1))]!;
  const isSubject = index % 13 === 12;
  const isWeb = !isSubject && index % 10 < 6;
  const subject = SUBJECTS[index % SUBJECTS.length]!;
  const method = METHODS[Math.floor(index / SUBJECTS.length) % METHODS.length]!;
  const level = LEVELS[index % LEVELS.length]!;
  const isPo = level.startsWith('groep');
  const introductionDate = daysFromReference(-random.int(30, 2000));
  const lifeKind = random.next();
  // 80 % active, 15 % past their end of life, 5 % not yet introduced.
  const endOfLifeDate =
    lifeKind < 0.8
      ? daysFromReference(random.int(60, 1800))
      : lifeKind < 0.95
        ? new Date(
            Math.min(
              introductionDate.getTime() + random.int(200, 900) * DAY_MS,
              daysFromReference(-5).getTime(),
            ),
          )
        : daysFromReference(random.int(800, 2000));
  const introduced = lifeKind < 0.95 ? introductionDate : daysFromReference(random.int(10, 120));
  const productState =
    lifeKind < 0.8
      ? index % 40 === 3
        ? 'BEPERKT_LEVERBAAR'
        : 'LEVERBAAR'
      : lifeKind < 0.95
        ? 'NIET_MEER_LEVERBAAR'
        : 'NOG_NIET_LEVERBAAR';
  const chains = isPo ? ['BASISPOORT', ...(index % 3 === 0 ? ['ECK'] : [])] : index % 7 === 0 ? [] : ['ECK'];
  const ean = productEan(index + 1);
  const title = isSubject
    ? `Vakcontract ${subject} ${level}`
    : `${method} ${subject} ${level} ${PARTS[index % PARTS.length]}`;
  const cents = random.int(5, 80) * 100 + random.pick([0, 50, 95]);
  return {
    title,
    ean,
    subproductDigitaal: !isWeb && index % 4 === 0 ? productEan(index + 2) : null,
    subproductFolio: isWeb && index % 6 === 1 ? productEan(index) : null,
    productType: isWeb ? 'WEB_BROWSER' : isSubject ? 'ANDERS' : OTHER_TYPES[index % OTHER_TYPES.length]!,
    organisationId: publisherId,
    intendedEndUserRole:
      index % 9 === 0 ? 'Onderwijsgever' : index % 31 === 0 ? 'Beheerder' : 'Onderwijsvolger',
    ssoUrl: isWeb
      ? `https://sso.${method.toLowerCase().replace(/[^a-z]+/g, '')}.example.nl/launch/${index + 1}`
      : null,
    introductionDate: introduced,
    endOfLifeDate,
    browsers: isWeb ? BROWSERS.filter((_, b) => b < 2 || (index + b) % 3 !== 0) : [],
    platforms: isWeb ? ['HTML5', ...(index % 4 === 0 ? ['IOS', 'ANDROID'] : [])] : [],
    devices: isWeb ? ['PC_READY', 'TABLET_READY', ...(index % 3 === 0 ? ['MOBILE_READY'] : [])] : [],
    serviceLicenseAllowed: isWeb && index % 4 === 0,
    deliverable: chains.includes('ECK'),
    authenticationType: isWeb ? (index % 8 === 0 ? 'OAUTH2' : 'LESKLUIS_SSO') : null,
    chains,
    publisherInfo: [
      { description: 'cpi', value: `CPI-${String(10000 + index)}` },
      { description: 'subject', value: subject },
    ],
    isSubject,
    edition: EDITIONS[index % EDITIONS.length]!,
    version: `${1 + (index % 4)}.${index % 10}`,
    productUrl: isWeb ? `https://www.${method.toLowerCase().replace(/[^a-z]+/g, '')}.example.nl/` : null,
    productThumbnailLocation: `https://media.leskluis.example.nl/thumbs/${ean}.png`,
    productFamilyThumbnailLocation: chains.includes('BASISPOORT')
      ? `https://media.leskluis.example.nl/methods/${index % 15}.png`
      : null,
    contentLocation: isWeb ? `https://content.leskluis.example.nl/${ean}` : null,
    informationLocation: `https://info.leskluis.example.nl/${ean}`,
    saleUnitSize: 1,
    description: `${title}. Lesmateriaal voor ${subject.toLowerCase()} (${level}).`,
    consumerPrice: cents,
    sectors: isPo ? ['PO'] : level.startsWith('mbo') ? ['MBO'] : ['VO'],
    authors: chains.includes('ECK')
      ? [AUTHORS[index % AUTHORS.length]!, AUTHORS[(index + 3) % AUTHORS.length]!]
      : [],
    courses: chains.includes('ECK') ? [subject] : [],
    levels: chains.includes('ECK') ? [level] : [],
    subjects: [subject],
    years: isPo ? [`JAAR_${3 + (index % 6)}`] : [index % 2 === 0 ? 'ONDERBOUW' : 'BOVENBOUW'],
    productUsages: [isWeb ? 'OEFENMATERIAAL' : index % 2 === 0 ? 'LEERBOEK' : 'WERKBOEK'],
    productState,
    consumptionProduct: !isWeb,
    priceIsIndicative: index % 3 !== 0,
    catalogItem: index % 11 !== 0,
    eckOrderAllowed: chains.includes('ECK') && index % 11 !== 0,
    eckFulfillmentAllowed: chains.includes('ECK'),
    productFamilyName: chains.includes('BASISPOORT') ? method : null,
    productFamilyCode: chains.includes('BASISPOORT') ? `M${String(index % 15).padStart(3, '0')}` : null,
    createdAt: new Date(Math.min(introduced.getTime(), SEED_REFERENCE_DATE.getTime()) - 30 * DAY_MS),
    updatedAt: daysFromReference(-random.int(0, 29)),
  };
}

type LicenseModelRow = typeof licenseModels.$inferInsert;

/** A licence model with the fields its type needs (spec 001 §5), within the product's lifetime. */
function licenseModelFor(productId: number, index: number, row: ProductRow): LicenseModelRow {
  const types = [
    'SCHOOLJAARLICENTIE',
    'VASTE_PERIODE',
    'ABONNEMENT',
    'VRIJE_LICENTIE',
    'AANTAL',
    'VASTE_DATUM',
  ];
  const licenseType = types[index % types.length]!;
  const intro = row.introductionDate as Date;
  const eol = row.endOfLifeDate as Date;
  const base: LicenseModelRow = {
    productId,
    description: `Licentiemodel ${licenseType.toLowerCase().replace(/_/g, ' ')}`,
    licenseType,
    schoolYearAmount: null,
    tiltDate: null,
    schoolYearEndDate: null,
    maximumLoginAmount: null,
    duration: null,
    endDate: null,
    licenseActivationType: null,
    activatableFrom: null,
    activatableUntil: null,
    activatableAmountOfDays: null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
  switch (licenseType) {
    case 'SCHOOLJAARLICENTIE':
      return {
        ...base,
        schoolYearAmount: 1 + (index % 2),
        tiltDate: '1972-07-01',
        schoolYearEndDate: '1972-07-31',
        licenseActivationType: 'KANTELDATUM',
      };
    case 'VASTE_PERIODE':
      return index % 2 === 0
        ? {
            ...base,
            duration: 365,
            licenseActivationType: 'PERIODE',
            activatableFrom: intro,
            activatableUntil: eol,
          }
        : { ...base, duration: 365, licenseActivationType: 'AANTAL_DAGEN', activatableAmountOfDays: 365 };
    case 'ABONNEMENT':
      return { ...base, duration: index % 2 === 0 ? 365 : 30 };
    case 'AANTAL':
      return { ...base, maximumLoginAmount: 10 + (index % 90), licenseActivationType: 'EINDE_PRODUCT' };
    case 'VASTE_DATUM':
      return {
        ...base,
        endDate: new Date((intro.getTime() + eol.getTime()) / 2),
        licenseActivationType: 'EINDE_PRODUCT',
      };
    default:
      return { ...base, licenseActivationType: 'EINDE_PRODUCT' };
  }
}

/** Products of the demo publishers with prices, licence models and service windows. */
export async function seedProducts(
  db: Db,
  random: Random,
  publisherIds: number[],
  count: number,
): Promise<SeededProduct[]> {
  const rows = Array.from({ length: count }, (_, index) => productRow(index, publisherIds, random));
  const ids = await bulkInsert(db, products, rows, { returningIds: true });
  const seeded: SeededProduct[] = [];
  const models: LicenseModelRow[] = [];
  const priceRows: (typeof prices.$inferInsert)[] = [];
  const windows: (typeof serviceWindows.$inferInsert)[] = [];
  rows.forEach((row, index) => {
    const id = ids[index]!;
    const model = row.productType === 'WEB_BROWSER' ? licenseModelFor(id, index, row) : null;
    if (model) models.push(model);
    priceRows.push({ productId: id, amount: row.consumerPrice ?? 0, vat: '9.00' });
    if (index % 3 === 0)
      priceRows.push({ productId: id, amount: Math.round((row.consumerPrice ?? 0) * 1.11), vat: '21.00' });
    if (index % 25 === 0 && row.productType === 'WEB_BROWSER') {
      const start = daysFromReference(-random.int(5, 60));
      windows.push({
        productId: id,
        startDate: start,
        endDate: new Date(start.getTime() + 4 * 60 * 60 * 1000),
        redirectAfterSec: -1,
        message: '**Gepland onderhoud**\n\nDe methode is tijdelijk niet bereikbaar.',
        createdAt: new Date(start.getTime() - 7 * DAY_MS),
        updatedAt: new Date(start.getTime() - 7 * DAY_MS),
      });
      const next = daysFromReference(random.int(3, 40));
      windows.push({
        productId: id,
        startDate: next,
        endDate: index % 50 === 0 ? null : new Date(next.getTime() + 2 * 60 * 60 * 1000),
        redirectAfterSec: index % 50 === 0 ? 10 : 30,
        message: 'Vanwege *onderhoud* is deze methode op deze dag beperkt beschikbaar.',
        createdAt: SEED_REFERENCE_DATE,
        updatedAt: SEED_REFERENCE_DATE,
      });
    }
    seeded.push({
      id,
      index,
      ean: row.ean,
      publisherId: row.organisationId,
      isWeb: row.productType === 'WEB_BROWSER',
      isSubject: Boolean(row.isSubject),
      subject: row.subjects?.[0] ?? '',
      chains: row.chains ?? [],
      introductionDate: row.introductionDate as Date,
      endOfLifeDate: row.endOfLifeDate as Date,
      licenseActivationType: model?.licenseActivationType ?? null,
    });
  });
  if (models.length) await bulkInsert(db, licenseModels, models);
  await bulkInsert(db, prices, priceRows);
  if (windows.length) await bulkInsert(db, serviceWindows, windows);
  return seeded;
}
