import { describe, expect, it } from 'vitest';
import * as enums from '../enums';
import { RIGHTS } from '../rights';
import {
  ACCESS_URL_TYPE_LABELS,
  EXTERN_ACCOUNT_TYPE_LABELS,
  IDENTITY_PROVIDER_LABELS,
  PO_ROLE_LABELS,
  PROFILE_ROLE_LABELS,
  SUPPORT_ENTRY_STATUS_LABELS,
} from './accounts';
import { AUDIT_OBJECT_TYPE_LABELS } from './audit';
import { labelOf, optionsOf, yesNo } from './label';
import {
  ACTIVATION_TYPE_LABELS,
  ECK_STATUS_LABELS,
  GRADE_OPTIONS,
  LICENSE_MESSAGE_STATUS_LABELS,
  LICENSE_SOURCE_LABELS,
  LICENSE_TYPE_LABELS,
} from './licences';
import { ORDER_SOURCE_LABELS, PRIUS_LABELS } from './orders';
import {
  BILLING_MODEL_LABELS,
  OAUTH_CLIENT_ROLE_LABELS,
  ORGANISATION_STYLE_LABELS,
  ORGANISATION_TYPE_LABELS,
  SECTOR_LABELS,
} from './organisations';
import {
  AUTHENTICATION_LABELS,
  BROWSER_LABELS,
  CHAIN_TYPE_LABELS,
  DEVICE_LABELS,
  ECK_REST_TARGET_LABELS,
  END_USER_ROLE_LABELS,
  PLATFORM_LABELS,
  PRODUCT_STATE_LABELS,
  PRODUCT_TYPE_LABELS,
  PRODUCT_USAGE_LABELS,
  YEAR_LABELS,
} from './products';
import { RIGHT_LABELS, rightLabel } from './rights';
import { AUDIT_REQUEST_TYPE_LABELS, ENVIRONMENT_LABELS, WAS_WORDT_ATTRIBUTE_LABELS } from './system';
import { TLINK_STATE_LABELS } from './tlink-states';

/** Every value set of domain/enums.ts a person reads, with its map. */
const CATALOGUE: Record<string, readonly [readonly string[], Readonly<Record<string, string>>]> = {
  TLINK_LICENSE_STATES: [enums.TLINK_LICENSE_STATES, TLINK_STATE_LABELS],
  LICENSE_TYPES: [enums.LICENSE_TYPES, LICENSE_TYPE_LABELS],
  LICENSE_ACTIVATION_TYPES: [enums.LICENSE_ACTIVATION_TYPES, ACTIVATION_TYPE_LABELS],
  PRODUCT_STATES: [enums.PRODUCT_STATES, PRODUCT_STATE_LABELS],
  PRODUCT_TYPES: [enums.PRODUCT_TYPES, PRODUCT_TYPE_LABELS],
  PLATFORM_TYPES: [enums.PLATFORM_TYPES, PLATFORM_LABELS],
  DEVICE_TYPES: [enums.DEVICE_TYPES, DEVICE_LABELS],
  BROWSER_TYPES: [enums.BROWSER_TYPES, BROWSER_LABELS],
  PRODUCT_USAGES: [enums.PRODUCT_USAGES, PRODUCT_USAGE_LABELS],
  EDUCATIONAL_YEARS: [enums.EDUCATIONAL_YEARS, YEAR_LABELS],
  SECTORS: [enums.SECTORS, SECTOR_LABELS],
  END_USER_ROLES: [enums.END_USER_ROLES, END_USER_ROLE_LABELS],
  PO_ROLES: [enums.PO_ROLES, PO_ROLE_LABELS],
  PROFILE_ROLES: [enums.PROFILE_ROLES, PROFILE_ROLE_LABELS],
  ECK_REST_TARGETS: [enums.ECK_REST_TARGETS, ECK_REST_TARGET_LABELS],
  CHAIN_TYPES: [enums.CHAIN_TYPES, CHAIN_TYPE_LABELS],
  BILLING_MODELS: [enums.BILLING_MODELS, BILLING_MODEL_LABELS],
  IDENTITY_PROVIDERS: [enums.IDENTITY_PROVIDERS, IDENTITY_PROVIDER_LABELS],
  AUTHENTICATION_TYPES: [enums.AUTHENTICATION_TYPES, AUTHENTICATION_LABELS],
  EXTERN_ACCOUNT_TYPES: [enums.EXTERN_ACCOUNT_TYPES, EXTERN_ACCOUNT_TYPE_LABELS],
  ORGANISATION_TYPES: [enums.ORGANISATION_TYPES, ORGANISATION_TYPE_LABELS],
  ORGANISATION_STYLE_NAMES: [enums.ORGANISATION_STYLE_NAMES, ORGANISATION_STYLE_LABELS],
  OAUTH_CLIENT_ROLES: [enums.OAUTH_CLIENT_ROLES, OAUTH_CLIENT_ROLE_LABELS],
  LICENSE_SOURCES: [enums.LICENSE_SOURCES, LICENSE_SOURCE_LABELS],
  ECK_STATUS_FILTERS: [enums.ECK_STATUS_FILTERS, ECK_STATUS_LABELS],
  ORDER_SOURCES: [enums.ORDER_SOURCES, ORDER_SOURCE_LABELS],
  WAS_WORDT_ATTRIBUTES: [enums.WAS_WORDT_ATTRIBUTES, WAS_WORDT_ATTRIBUTE_LABELS],
  AUDIT_REQUEST_TYPES: [enums.AUDIT_REQUEST_TYPES, AUDIT_REQUEST_TYPE_LABELS],
  AUDIT_OBJECT_TYPES: [enums.AUDIT_OBJECT_TYPES, AUDIT_OBJECT_TYPE_LABELS],
  ENVIRONMENTS: [enums.ENVIRONMENTS, ENVIRONMENT_LABELS],
  ACCESS_URL_TYPES: [enums.ACCESS_URL_TYPES, ACCESS_URL_TYPE_LABELS],
  LICENSE_MESSAGE_STATUSES: [enums.LICENSE_MESSAGE_STATUSES, LICENSE_MESSAGE_STATUS_LABELS],
  PRIUS_STATUSES: [enums.PRIUS_STATUSES, PRIUS_LABELS],
  SUPPORT_ENTRY_STATUSES: [enums.SUPPORT_ENTRY_STATUSES, SUPPORT_ENTRY_STATUS_LABELS],
};

describe('the Dutch label catalogue (domain/labels)', () => {
  it('covers every value set of domain/enums.ts', () => {
    const valueSets = Object.entries(enums)
      .filter(([, value]) => Array.isArray(value))
      .map(([name]) => name);
    expect(Object.keys(CATALOGUE).sort()).toEqual(valueSets.sort());
  });

  it.each(Object.entries(CATALOGUE))('labels every value of %s, and nothing else', (_, [values, labels]) => {
    expect(Object.keys(labels).sort()).toEqual([...values].sort());
    for (const value of values) expect(labels[value]?.trim()).toBeTruthy();
  });

  it('shows the licence states in Dutch: Actief, Gereserveerd, Ingetrokken, Gedeactiveerd', () => {
    expect(TLINK_STATE_LABELS.ACTIVE).toBe('Actief');
    expect(TLINK_STATE_LABELS.RESERVED).toBe('Gereserveerd');
    expect(TLINK_STATE_LABELS.REVOKED).toBe('Ingetrokken');
    expect(TLINK_STATE_LABELS.DEACTIVATED).toBe('Gedeactiveerd');
    expect(LICENSE_TYPE_LABELS.VASTE_DATUM).toBe('Vaste datum');
  });

  it('keeps the spec’s own texts: the ECK status filter and the browser names', () => {
    expect(ECK_STATUS_LABELS.nogNietActiveerbaar).toBe('Nog niet activeerbaar');
    expect(enums.BROWSER_TYPES.map((browser) => BROWSER_LABELS[browser])).toEqual([
      'Firefox',
      'Chrome',
      'Edge',
      'Safari',
      'Internet Explorer',
      'Opera',
      'Other',
    ]);
  });

  it('reads a boolean as Ja or Nee, and an unknown one as nothing', () => {
    expect([yesNo(true), yesNo(false), yesNo(null), yesNo(undefined)]).toEqual(['Ja', 'Nee', '', '']);
  });

  it('reads an unknown code as itself and a missing one as nothing', () => {
    expect(labelOf(TLINK_STATE_LABELS, 'REVOKED')).toBe('Ingetrokken');
    expect(labelOf(TLINK_STATE_LABELS, 'NEW_STATE')).toBe('NEW_STATE');
    expect(labelOf(TLINK_STATE_LABELS, 'toString')).toBe('toString');
    expect(labelOf(TLINK_STATE_LABELS, null)).toBe('');
  });

  it('offers choices whose value is the code and whose label is Dutch', () => {
    expect(optionsOf(enums.ORDER_SOURCES, ORDER_SOURCE_LABELS)).toEqual([
      { value: 'ECK', label: 'ECK' },
      { value: 'API', label: 'API' },
    ]);
    expect(optionsOf(['REVOKED'] as const, TLINK_STATE_LABELS)).toEqual([
      { value: 'REVOKED', label: 'Ingetrokken' },
    ]);
  });

  it('names every right in Dutch, each its own name, the code only where the right is unknown', () => {
    expect(Object.keys(RIGHT_LABELS).sort()).toEqual([...RIGHTS].sort());
    const names = Object.values(RIGHT_LABELS);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Z][^_]*$/);
    expect(rightLabel('gebruikers_aanpassen')).toBe('Gebruikers aanpassen');
    expect(rightLabel('nieuw_recht')).toBe('nieuw_recht');
  });

  it('offers the school groups 1 to 8 as Groep 1 .. Groep 8, the digit travelling', () => {
    expect(GRADE_OPTIONS.map((option) => option.value)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    expect(GRADE_OPTIONS[0]).toEqual({ value: '1', label: 'Groep 1' });
  });
});
