import {
  AUTHENTICATION_TYPES,
  BROWSER_TYPES,
  CHAIN_TYPES,
  DEVICE_TYPES,
  EDUCATIONAL_YEARS,
  END_USER_ROLES,
  LICENSE_ACTIVATION_TYPES,
  LICENSE_TYPES,
  PLATFORM_TYPES,
  PRODUCT_STATES,
  PRODUCT_TYPES,
  PRODUCT_USAGES,
  SECTORS,
} from '../enums';

/** The allowed values of every enumerated product field, as plain string lists for the rules. */
export const ENUM_VALUES: Record<
  | 'productType'
  | 'intendedEndUserRole'
  | 'browsers'
  | 'platforms'
  | 'devices'
  | 'authenticationType'
  | 'chains'
  | 'sectors'
  | 'years'
  | 'productUsages'
  | 'productState'
  | 'licenseType'
  | 'licenseActivationType',
  readonly string[]
> = {
  productType: PRODUCT_TYPES,
  intendedEndUserRole: END_USER_ROLES,
  browsers: BROWSER_TYPES,
  platforms: PLATFORM_TYPES,
  devices: DEVICE_TYPES,
  authenticationType: AUTHENTICATION_TYPES,
  chains: CHAIN_TYPES,
  sectors: SECTORS,
  years: EDUCATIONAL_YEARS,
  productUsages: PRODUCT_USAGES,
  productState: PRODUCT_STATES,
  licenseType: LICENSE_TYPES,
  licenseActivationType: LICENSE_ACTIVATION_TYPES,
};

/** Sectors the product form offers (spec 001 §9); WO is accepted from the API and imports. */
export const FORM_SECTORS = ['PO', 'VO', 'MBO', 'HO'] as const;
