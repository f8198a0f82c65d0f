import { BROWSER_LABELS, type BrowserType } from '../../../domain/enums';
import { PRODUCT_ENUM } from '../../../domain/product';

/** Dutch labels of product values that the screens show. */
export const PRODUCT_STATE_LABELS: Record<string, string> = {
  NOG_NIET_LEVERBAAR: 'Nog niet leverbaar',
  BEPERKT_LEVERBAAR: 'Beperkt leverbaar',
  LEVERBAAR: 'Leverbaar',
  TIJDELIJK_NIET_LEVERBAAR: 'Tijdelijk niet leverbaar',
  NIET_MEER_LEVERBAAR: 'Niet meer leverbaar',
  ZAL_NIET_VERSCHIJNEN: 'Zal niet verschijnen',
};

export const PRODUCT_TYPE_LABELS: Record<string, string> = {
  WEB_BROWSER: 'Webbrowser',
  DOWNLOADABLE_INSTALLER: 'Downloadbare installer',
  BOEK: 'Boek',
  USB: 'USB',
  CD_ROM: 'CD-ROM',
  DVD: 'DVD',
  ANDERS: 'Anders',
};

export const LICENSE_TYPE_LABELS: Record<string, string> = {
  SCHOOLJAARLICENTIE: 'Schooljaarlicentie',
  VRIJE_LICENTIE: 'Vrije licentie',
  VASTE_PERIODE: 'Vaste periode',
  VASTE_DATUM: 'Vaste datum',
  AANTAL: 'Aantal keer inloggen',
  ABONNEMENT: 'Abonnement',
};

export const ACTIVATION_TYPE_LABELS: Record<string, string> = {
  EINDE_PRODUCT: 'Tot einde product',
  KANTELDATUM: 'Kanteldatum',
  PERIODE: 'Periode',
  AANTAL_DAGEN: 'Aantal dagen',
};

export const YEAR_LABELS: Record<string, string> = {
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`JAAR_${n}`, `Jaar ${n}`])),
  ONDERBOUW: 'Onderbouw',
  BOVENBOUW: 'Bovenbouw',
};

export const AUTHENTICATION_LABELS: Record<string, string> = {
  [`${PRODUCT_ENUM}_SSO`]: `${PRODUCT_ENUM}_SSO`,
  OAUTH2: 'OAUTH2',
};

export const browserLabel = (value: string) => BROWSER_LABELS[value as BrowserType] ?? value;

/** Options for a select or multi-select of an enumeration. */
export function optionsOf(values: readonly string[], labels: Record<string, string> = {}) {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}

/** '€ 19,95' for cents. */
export function euros(cents: number): string {
  return (cents / 100).toLocaleString('nl-NL', { style: 'currency', currency: 'EUR' });
}

export const yesNo = (value: boolean) => (value ? 'Ja' : 'Nee');
