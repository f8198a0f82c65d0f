import {
  type AuthenticationType,
  type BrowserType,
  type ChainType,
  type DeviceType,
  type EckRestTarget,
  type EducationalYear,
  END_USER_ROLES,
  type PlatformType,
  type ProductState,
  type ProductType,
  type ProductUsage,
} from '../enums';
import { PRODUCT, PRODUCT_ENUM } from '../product';
import { asWritten } from './label';
import { ACTIVATION_TYPE_LABELS, LICENSE_TYPE_LABELS } from './licences';
import { ORGANISATION_STYLE_LABELS, SECTOR_LABELS } from './organisations';

export const PRODUCT_STATE_LABELS: Record<ProductState, string> = {
  NOG_NIET_LEVERBAAR: 'Nog niet leverbaar',
  BEPERKT_LEVERBAAR: 'Beperkt leverbaar',
  LEVERBAAR: 'Leverbaar',
  TIJDELIJK_NIET_LEVERBAAR: 'Tijdelijk niet leverbaar',
  NIET_MEER_LEVERBAAR: 'Niet meer leverbaar',
  ZAL_NIET_VERSCHIJNEN: 'Zal niet verschijnen',
};

export const PRODUCT_TYPE_LABELS: Record<ProductType, string> = {
  WEB_BROWSER: 'Webbrowser',
  DOWNLOADABLE_INSTALLER: 'Downloadbare installer',
  BOEK: 'Boek',
  USB: 'USB',
  CD_ROM: 'CD-ROM',
  DVD: 'DVD',
  ANDERS: 'Anders',
};

export const PRODUCT_USAGE_LABELS: Record<ProductUsage, string> = {
  LEERBOEK: 'Leerboek',
  WERKBOEK: 'Werkboek',
  EXAMENBUNDEL: 'Examenbundel',
  OEFENMATERIAAL: 'Oefenmateriaal',
  NASLAGWERK: 'Naslagwerk',
  ANDERS: 'Anders',
};

export const YEAR_LABELS: Record<EducationalYear, string> = {
  JAAR_1: 'Jaar 1',
  JAAR_2: 'Jaar 2',
  JAAR_3: 'Jaar 3',
  JAAR_4: 'Jaar 4',
  JAAR_5: 'Jaar 5',
  JAAR_6: 'Jaar 6',
  JAAR_7: 'Jaar 7',
  JAAR_8: 'Jaar 8',
  ONDERBOUW: 'Onderbouw',
  BOVENBOUW: 'Bovenbouw',
};

export const PLATFORM_LABELS: Record<PlatformType, string> = {
  IOS: 'iOS',
  ANDROID: 'Android',
  WINDOWS: 'Windows',
  HTML5: 'HTML5',
};

export const DEVICE_LABELS: Record<DeviceType, string> = {
  PC_READY: 'Geschikt voor pc',
  MOBILE_READY: 'Geschikt voor mobiel',
  TABLET_READY: 'Geschikt voor tablet',
};

/** Spec 001 §3 names the browsers, 'Other' included: quoted as written. */
export const BROWSER_LABELS: Record<BrowserType, string> = {
  FIREFOX: 'Firefox',
  CHROME: 'Chrome',
  EDGE: 'Edge',
  SAFARI: 'Safari',
  IE: 'Internet Explorer',
  OPERA: 'Opera',
  OVERIGE: 'Other',
};

const SSO = `${PRODUCT_ENUM}_SSO` as const;
export const AUTHENTICATION_LABELS: Record<AuthenticationType, string> = {
  [SSO]: `${PRODUCT} SSO`,
  OAUTH2: 'OAuth 2',
};

/** The spec's own Dutch words: Onderwijsgever, Onderwijsvolger, Beheerder. */
export const END_USER_ROLE_LABELS = asWritten(END_USER_ROLES);

export const CHAIN_TYPE_LABELS: Record<ChainType, string> = {
  ECK: 'ECK',
  BASISPOORT: 'Basispoort',
};

/** The ECK REST targets are the organisation styles' brands. */
export const ECK_REST_TARGET_LABELS: Record<EckRestTarget, string> = ORGANISATION_STYLE_LABELS;

/**
 * The labels of every enumerated product field, by the field's name (the fields of PRODUCT_ENUMS in
 * domain/schemas/product-enums.ts): the form's choices and the overview read the same maps.
 */
export const PRODUCT_VALUE_LABELS = {
  productType: PRODUCT_TYPE_LABELS,
  intendedEndUserRole: END_USER_ROLE_LABELS,
  browsers: BROWSER_LABELS,
  platforms: PLATFORM_LABELS,
  devices: DEVICE_LABELS,
  authenticationType: AUTHENTICATION_LABELS,
  chains: CHAIN_TYPE_LABELS,
  sectors: SECTOR_LABELS,
  years: YEAR_LABELS,
  productUsages: PRODUCT_USAGE_LABELS,
  productState: PRODUCT_STATE_LABELS,
  licenseType: LICENSE_TYPE_LABELS,
  licenseActivationType: ACTIVATION_TYPE_LABELS,
} as const;
