import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  emptyLicenseModel,
  lifecycleDateError,
  newProductDefaults,
  normaliseProduct,
  withCatalogItem,
  withChains,
  withLicenseType,
  withLifecycleChange,
  withSectors,
} from './product-rules';
import { ProductInputSchema } from './schemas/product-input';
import { productIssues } from './schemas/product-validation';

const base = () => newProductDefaults();

describe('product form dependent behaviour (spec 001 §4)', () => {
  it('starts new products with SSO, ECK and BASISPOORT, LEVERBAAR and the flags on', () => {
    const p = base();
    expect(p.authenticationType).toBe('LESKLUIS_SSO');
    expect(p.chains).toEqual(['ECK', 'BASISPOORT']);
    expect(p.customProperties).toMatchObject({
      productState: 'LEVERBAAR',
      priceIsIndicative: true,
      consumptionProduct: true,
      catalogItem: true,
      saleUnitSize: '1',
    });
    expect(p.deliverable).toBe(true);
  });

  it('BASISPOORT alone sets sectors to PO; BASISPOORT adds and locks PO; no chains clears sectors', () => {
    const vo = {
      ...base(),
      chains: ['ECK'],
      customProperties: { ...base().customProperties, sectors: ['VO'] },
    };
    expect(withChains(vo, ['BASISPOORT']).customProperties.sectors).toEqual(['PO']);
    expect(withChains(vo, ['ECK', 'BASISPOORT']).customProperties.sectors).toEqual(['PO', 'VO']);
    expect(withChains(vo, []).customProperties.sectors).toEqual([]);
    const locked = withChains(vo, ['ECK', 'BASISPOORT']);
    expect(withSectors(locked, ['VO']).customProperties.sectors).toEqual(['PO', 'VO']);
  });

  it('ECK sets deliverable; removing ECK clears deliverable, catalogue, courses, levels, authors', () => {
    const p = {
      ...base(),
      deliverable: true,
      customProperties: {
        ...base().customProperties,
        courses: ['x'],
        levels: ['y'],
        authors: ['z'],
        eckOrderAllowed: true,
      },
    };
    const without = withChains(p, ['BASISPOORT']);
    expect(without.deliverable).toBe(false);
    expect(without.customProperties).toMatchObject({
      catalogItem: false,
      eckOrderAllowed: false,
      courses: [],
      levels: [],
      authors: [],
    });
    expect(withChains({ ...without, chains: ['BASISPOORT'] }, ['BASISPOORT', 'ECK']).deliverable).toBe(true);
    const bp = {
      ...base(),
      customProperties: { ...base().customProperties, productFamilyThumbnailLocation: 'https://a.nl/x.png' },
    };
    expect(withChains(bp, ['ECK']).customProperties.productFamilyThumbnailLocation).toBe('');
  });

  it('unticking catalogue item unticks ECK orders; ABONNEMENT clears the activation type', () => {
    const p = { ...base(), customProperties: { ...base().customProperties, eckOrderAllowed: true } };
    expect(withCatalogItem(p, false).customProperties.eckOrderAllowed).toBe(false);
    expect(withLicenseType(p.licenseModel!, 'ABONNEMENT').licenseActivationType).toBeNull();
  });
});

/** A valid non-browser product of the form. */
function validBook() {
  const p = base();
  return {
    ...p,
    title: 'Boek',
    ean: '9780000000019',
    productType: 'BOEK',
    organisation: { id: 1 },
    intendedEndUserRole: 'Onderwijsvolger',
    introductionDate: '2024-08-01',
    endOfLifeDate: '2030-07-31',
    chains: [],
    customProperties: {
      ...p.customProperties,
      sectors: ['VO'],
      consumerPrice: '100',
      productThumbnailLocation: 'https://a.nl/t.png',
      prices: [{ amount: '100', vat: '9' }],
    },
  };
}

describe('product rules (spec 001 §5)', () => {
  it('accepts a valid product and normalises a non-browser product', () => {
    const book = {
      ...validBook(),
      browsers: ['CHROME'],
      ssoUrl: 'https://x.nl',
      serviceLicenseAllowed: true,
    };
    const parsed = v.safeParse(ProductInputSchema, book);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const stored = normaliseProduct(parsed.output);
    expect(stored).toMatchObject({
      licenseModel: null,
      browsers: [],
      serviceLicenseAllowed: false,
      ssoUrl: null,
    });
    expect(stored.prices).toEqual([{ amount: 100, vat: 9 }]);
  });

  it('checks prices, method name and code, and the licence model per type', () => {
    const p = validBook();
    const issues = (over: object) =>
      productIssues({ ...p, ...over } as never).map((i) => `${i.path}: ${i.message}`);
    expect(issues({ customProperties: { ...p.customProperties, prices: [] } })).toContain(
      'customProperties.prices: Product moet minimaal 1 prijs hebben',
    );
    expect(issues({ customProperties: { ...p.customProperties, productFamilyCode: 'X' } })).toContain(
      'customProperties.productFamilyName: Methodenaam is verplicht als Methodecode code is ingevuld',
    );
    const web = { productType: 'WEB_BROWSER', browsers: ['CHROME'], ssoUrl: 'https://sso.nl/x' };
    const model = (m: object) => ({ ...web, licenseModel: { ...base().licenseModel, ...m } });
    expect(issues(model({ licenseType: '' }))).toContain(
      'licenseModel.licenseType: Licentietype is verplicht',
    );
    expect(issues(model({ licenseType: 'AANTAL', maximumLoginAmount: 'a' }))).toContain(
      'licenseModel.maximumLoginAmount: Aantal moet uit cijfers bestaan',
    );
    expect(issues(model({ licenseType: 'ABONNEMENT', duration: '' }))).toContain(
      'licenseModel.duration: Aantal dagen is verplicht',
    );
    expect(issues(model({ licenseType: 'VASTE_DATUM', endDate: '2031-01-01' }))).toContain(
      'licenseModel.endDate: Datum mag niet na end of life datum liggen',
    );
    expect(issues(model({ licenseType: 'VASTE_DATUM', endDate: '2024-01-01' }))).toContain(
      'licenseModel.endDate: Datum mag niet voor introductiedatum liggen',
    );
    expect(
      issues(
        model({
          licenseType: 'VRIJE_LICENTIE',
          licenseActivationType: 'PERIODE',
          activatableFrom: '2025-05-01',
          activatableUntil: '2025-04-01',
        }),
      ),
    ).toContain('licenseModel.activatableUntil: "Te activeren tot" moet na "Te activeren vanaf" zijn');
    expect(
      issues(
        model({
          licenseType: 'VRIJE_LICENTIE',
          licenseActivationType: 'PERIODE',
          activatableFrom: 'x',
          activatableUntil: '',
        }),
      ),
    ).toEqual(
      expect.arrayContaining([
        'licenseModel.activatableFrom: Moet een valide datum zijn',
        'licenseModel.activatableUntil: Datum is verplicht',
      ]),
    );
    expect(
      issues(
        model({
          licenseType: 'VRIJE_LICENTIE',
          licenseActivationType: 'AANTAL_DAGEN',
          activatableAmountOfDays: 'x',
        }),
      ),
    ).toContain('licenseModel.activatableAmountOfDays: Moet een nummer zijn.');
  });
});

describe('Deactivate / Activate', () => {
  const now = new Date('2026-05-10T10:00:00Z');
  it('needs a past date to deactivate and a future one to activate', () => {
    expect(lifecycleDateError('deactivate', '2026-05-10', now)).toBe(
      'De einddatum moet in het verleden liggen.',
    );
    expect(lifecycleDateError('deactivate', '2026-05-09', now)).toBeNull();
    expect(lifecycleDateError('activate', '2026-05-10', now)).toBe(
      'De einddatum moet in de toekomst liggen.',
    );
    expect(lifecycleDateError('activate', '2027-01-01', now)).toBeNull();
  });

  it('sets status, end of life and for period activation the activatable-until date', () => {
    const p = { ...validBook(), licenseModel: { ...base().licenseModel!, licenseActivationType: 'PERIODE' } };
    const off = withLifecycleChange(p, 'deactivate', '2026-01-01');
    expect(off.customProperties.productState).toBe('NIET_MEER_LEVERBAAR');
    expect(off.endOfLifeDate).toBe('2026-01-01');
    expect(off.licenseModel?.activatableUntil).toBe('2026-01-01');
    expect(withLifecycleChange(validBook(), 'activate', '2030-01-01').customProperties.productState).toBe(
      'LEVERBAAR',
    );
  });
});

describe('chains and licence-model defaults (spec 001 §4, §9)', () => {
  it('removing BASISPOORT clears the method thumbnail URL, keeping it while BASISPOORT stays', () => {
    const withThumbnail = {
      ...base(),
      customProperties: {
        ...base().customProperties,
        productFamilyThumbnailLocation: 'https://cdn.test/methode.png',
      },
    };
    expect(withChains(withThumbnail, ['ECK']).customProperties.productFamilyThumbnailLocation).toBe('');
    expect(withChains(withThumbnail, ['BASISPOORT']).customProperties.productFamilyThumbnailLocation).toBe(
      'https://cdn.test/methode.png',
    );
  });

  it('starts a licence model with tilt date 1 July and school-year end 31 July in the dummy year 1972', () => {
    expect(emptyLicenseModel()).toMatchObject({ tiltDate: '1972-07-01', schoolYearEndDate: '1972-07-31' });
  });
});
