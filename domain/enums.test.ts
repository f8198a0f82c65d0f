import { describe, expect, it } from 'vitest';
import {
  AUTHENTICATION_TYPES,
  BILLING_MODELS,
  BROWSER_TYPES,
  CHAIN_TYPES,
  DEVICE_TYPES,
  ECK_REST_TARGETS,
  EDUCATIONAL_YEARS,
  END_USER_ROLES,
  IDENTITY_PROVIDERS,
  LICENSE_ACTIVATION_TYPES,
  LICENSE_SOURCES,
  LICENSE_TYPES,
  OAUTH_CLIENT_ROLES,
  ORDER_SOURCES,
  PLATFORM_TYPES,
  PO_ROLES,
  PRODUCT_STATES,
  PRODUCT_SYNC_ERROR_CODES,
  PRODUCT_TYPES,
  PRODUCT_USAGES,
  PROFILE_ROLES,
  SECTORS,
  TLINK_LICENSE_STATES,
} from './enums';

/** The table "Shared enumerations" of spec 000 §3, cell by cell, with {product} as LESKLUIS. */
const SPEC_000_TABLE = `
TLinkLicenseState | AVAILABLE, ACTIVE, EXPIRED, DEACTIVATED, DESPECIFIED, REVOKED, BLOCKED, REVOKED_BY_MERGE, REVOKED_BY_EXTENSION, RESERVED, PAUSED, PREACTIVE
LicenseType | VRIJE_LICENTIE, VASTE_DATUM, VASTE_PERIODE, SCHOOLJAARLICENTIE, AANTAL, ABONNEMENT
LicenseActivationType | PERIODE, EINDE_PRODUCT, KANTELDATUM, AANTAL_DAGEN
ProductState | NOG_NIET_LEVERBAAR, BEPERKT_LEVERBAAR, LEVERBAAR, TIJDELIJK_NIET_LEVERBAAR, NIET_MEER_LEVERBAAR, ZAL_NIET_VERSCHIJNEN
ProductType | WEB_BROWSER, DOWNLOADABLE_INSTALLER, BOEK, USB, CD_ROM, DVD, ANDERS
PlatformType | IOS, ANDROID, WINDOWS, HTML5
DeviceType | PC_READY, MOBILE_READY, TABLET_READY
BrowserType | FIREFOX, CHROME, EDGE, SAFARI, IE, OPERA, OVERIGE
ProductUsage | LEERBOEK, WERKBOEK, EXAMENBUNDEL, OEFENMATERIAAL, NASLAGWERK, ANDERS
EducationalYearType | JAAR_1, JAAR_2, JAAR_3, JAAR_4, JAAR_5, JAAR_6, JAAR_7, JAAR_8, ONDERBOUW, BOVENBOUW
SectorType | PO, VO, MBO, HO, WO
EndUserRoleType | Onderwijsgever, Onderwijsvolger, Beheerder
PoRole | leerling, leerkracht
ProfileRole | student, teacher
EckRestTarget | Leskluis, THIEME
ChainType | ECK, BASISPOORT
BillingModelType | Percentage, Vaste Prijs
IdentityProvider | KENNISNET_FEDERATIE, LESKLUIS_ORG, BASISPOORT
AuthenticationType | LESKLUIS_SSO, OAUTH2`;

/** Spec 001's lists of the same kind (§3, §9), each as the spec writes it. */
const SPEC_001_LISTS = `
Licence sources | ACTIVERINGSCODE, API, BASISPOORT, BEHEER, SERVICE, ELF_SPECIFICATIE, ILF_SPECIFICATIE, VRIJE_LICENTIE, SCHOOLJAAR_CONTRACT
rol | DistributeurApp, InternalApp, UitgeverApp
Order sources | ECK, API`;

/** `name | value, value, …` lines as a map from each name to its values. */
const listsOf = (table: string) =>
  new Map(
    table
      .trim()
      .split('\n')
      .map((line) => {
        const [name, values] = line.split(' | ');
        return [name!, values!.split(', ')] as const;
      }),
  );

const spec = listsOf(SPEC_000_TABLE);
const spec001 = listsOf(SPEC_001_LISTS);

describe('shared enumerations (spec 000 §3, 001 §3)', () => {
  it('spells every value of the shared enumerations table exactly, in the spec’s order', () => {
    expect([...TLINK_LICENSE_STATES]).toEqual(spec.get('TLinkLicenseState'));
    expect([...LICENSE_TYPES]).toEqual(spec.get('LicenseType'));
    expect([...LICENSE_ACTIVATION_TYPES]).toEqual(spec.get('LicenseActivationType'));
    expect([...PRODUCT_STATES]).toEqual(spec.get('ProductState'));
    expect([...PRODUCT_TYPES]).toEqual(spec.get('ProductType'));
    expect([...PLATFORM_TYPES]).toEqual(spec.get('PlatformType'));
    expect([...DEVICE_TYPES]).toEqual(spec.get('DeviceType'));
    expect([...BROWSER_TYPES]).toEqual(spec.get('BrowserType'));
    expect([...PRODUCT_USAGES]).toEqual(spec.get('ProductUsage'));
    expect([...EDUCATIONAL_YEARS]).toEqual(spec.get('EducationalYearType'));
    expect([...SECTORS]).toEqual(spec.get('SectorType'));
    expect([...END_USER_ROLES]).toEqual(spec.get('EndUserRoleType'));
    expect([...PO_ROLES]).toEqual(spec.get('PoRole'));
    expect([...PROFILE_ROLES]).toEqual(spec.get('ProfileRole'));
    expect([...ECK_REST_TARGETS]).toEqual(spec.get('EckRestTarget'));
    expect([...CHAIN_TYPES]).toEqual(spec.get('ChainType'));
    expect([...BILLING_MODELS]).toEqual(spec.get('BillingModelType'));
    expect([...IDENTITY_PROVIDERS]).toEqual(spec.get('IdentityProvider'));
    expect([...AUTHENTICATION_TYPES]).toEqual(spec.get('AuthenticationType'));
  });

  it('numbers the product sync error codes 0 SUCCESS, 1 MISSING_PARAMETERS, 2 FAILED, 3 INVALID_VALUES', () => {
    expect(PRODUCT_SYNC_ERROR_CODES).toEqual({
      SUCCESS: 0,
      MISSING_PARAMETERS: 1,
      FAILED: 2,
      INVALID_VALUES: 3,
    });
  });

  it('has the licence sources, OAuth roles and order sources of spec 001 §3 and §9', () => {
    expect([...LICENSE_SOURCES]).toEqual(spec001.get('Licence sources'));
    expect([...OAUTH_CLIENT_ROLES]).toEqual(spec001.get('rol'));
    expect([...ORDER_SOURCES]).toEqual(spec001.get('Order sources'));
  });
});
