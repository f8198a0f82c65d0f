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

/**
 * The allowed values of every enumerated product field, by the field's name: the one map the rules,
 * the database's check constraints (server/db/schema/products.ts) and the form's choices read.
 */
export const PRODUCT_ENUMS = {
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
} as const;

/** Sectors the product form offers (spec 001 §9); WO is accepted from the API and imports. */
export const FORM_SECTORS = ['PO', 'VO', 'MBO', 'HO'] as const;
