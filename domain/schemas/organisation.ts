import * as v from 'valibot';
import { isIsoDay } from '../dates';
import { BILLING_MODELS, ORGANISATION_STYLE_NAMES, ORGANISATION_TYPES, SECTORS } from '../enums';
import { organisationMessages as m } from '../messages';
import { IdRefSchema } from './administrator';
import { timestamps } from './reply-parts';
import { dutchString, maxChars, msg, nullableText } from './rules';

/**
 * Adds `http://` to a URL typed without a scheme (spec 001 §5). Text with `://` before any `/`, `?` or
 * `#` has a scheme, even a malformed one ('ht!tp://…'): validation refuses it rather than `http://`
 * turning it into a host.
 */
export function withScheme(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[^/?#]*:\/\//.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}

/** True for an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const optionalUrl = (path: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        dutchString(),
        v.transform(withScheme),
        maxChars(255),
        v.check((value) => value === '' || isHttpUrl(value), msg.url(path)),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
    null,
  );

const nonNegativeInt = v.optional(
  v.nullable(v.pipe(v.number(msg.wrongType), v.integer(msg.integer), v.minValue(0, msg.min(0)))),
  null,
);

/** POST organisations / PUT organisations/{id} and the organisation form (spec 001 §5). */
export const OrganisationBodySchema = v.object({
  esn: v.optional(v.pipe(dutchString(), v.trim(), v.nonEmpty(msg.required), maxChars(160)), ''),
  name: v.optional(v.pipe(dutchString(), v.trim(), v.nonEmpty(msg.required), maxChars(255)), ''),
  type: v.optional(
    v.pipe(
      v.array(v.picklist(ORGANISATION_TYPES, msg.invalid), msg.required),
      v.minLength(1, msg.required),
      v.transform((types) => ORGANISATION_TYPES.filter((type) => types.includes(type))),
    ),
    [],
  ),
  websiteUrl: optionalUrl('websiteUrl'),
  abonnementUrl: optionalUrl('abonnementUrl'),
  brin: nullableText(10),
  instellingBrin: nullableText(10),
  sector: v.optional(
    v.pipe(v.string(msg.required), v.nonEmpty(msg.required), maxChars(10), v.picklist(SECTORS, msg.invalid)),
    '',
  ),
  city: nullableText(255),
  verified: v.optional(v.boolean(msg.wrongType), false),
  arp: v.optional(v.boolean(msg.wrongType), false),
  arpSince: v.optional(
    v.nullable(
      v.pipe(
        v.string(msg.invalidDate),
        v.check((value) => value === '' || isIsoDay(value), msg.invalidDate),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
    null,
  ),
  askForVolledigeNaam: v.optional(v.boolean(msg.wrongType), false),
  billingModel: v.optional(v.nullable(v.picklist(BILLING_MODELS, msg.invalid)), null),
  /** Fixed price in cents. */
  billingPrice: nonNegativeInt,
  billingPercentage: nonNegativeInt,
  restrictedTo: nullableText(255),
  portalId: nullableText(255),
  externId: nullableText(255),
  updatedAt: v.optional(v.string()),
});
export type OrganisationBody = v.InferOutput<typeof OrganisationBodySchema>;

type Billing = Pick<
  OrganisationBody,
  'type' | 'billingModel' | 'billingPrice' | 'billingPercentage' | 'arp' | 'arpSince'
>;

/**
 * The organisation rules of spec 001 §4: arp without arpSince gets today; an organisation that is not
 * an Uitgever has no billing; a price clears the percentage and vice versa.
 */
export function normaliseOrganisation<T extends Billing>(org: T, today: string): T {
  const next = { ...org };
  if (next.arp && !next.arpSince) next.arpSince = today;
  if (!next.type.includes('Uitgever')) {
    next.billingModel = null;
    next.billingPrice = null;
    next.billingPercentage = null;
  } else if (next.billingModel === 'Percentage') next.billingPrice = null;
  else if (next.billingModel === 'Vaste Prijs') next.billingPercentage = null;
  return next;
}

/** The publisher billing rules (spec 001 §5); checked where the billing fields are shown (superusers). */
export function billingIssues(org: Billing): { path: string; message: string }[] {
  if (!org.type.includes('Uitgever')) return [];
  if (!org.billingModel) return [{ path: 'billingModel', message: m.billingModelRequired }];
  if (org.billingModel === 'Percentage' && org.billingPercentage == null)
    return [{ path: 'billingPercentage', message: m.percentageRequired }];
  if (org.billingModel === 'Vaste Prijs' && org.billingPrice == null)
    return [{ path: 'billingPrice', message: m.priceRequired }];
  return [];
}

/** A filter of several values: repeated (`type=A&type=B`) or comma separated (`type=A,B`). */

/** The abbreviation that belongs to a style name (spec 001 §3): TM for THIEME, else null. */
export function styleAbbreviation(name: string): string | null {
  return name === 'THIEME' ? 'TM' : null;
}

/** POST organisationstyles / PUT organisationstyles/{id}. */
export const OrganisationStyleBodySchema = v.object({
  organisation: IdRefSchema,
  name: v.picklist(ORGANISATION_STYLE_NAMES, msg.invalid),
  updatedAt: v.optional(v.string()),
});
export type OrganisationStyleBody = v.InferOutput<typeof OrganisationStyleBodySchema>;

export const OrganisationStyleFilterSchema = v.object({
  organisation: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, msg.invalid))),
});

const nullableString = v.nullable(v.string());

/** An organisation as the API returns it; billing fields only reach superusers. */
export const OrganisationSchema = v.object({
  id: v.number(),
  esn: v.string(),
  name: v.string(),
  type: v.array(v.string()),
  websiteUrl: nullableString,
  abonnementUrl: nullableString,
  brin: nullableString,
  instellingBrin: nullableString,
  sector: nullableString,
  city: nullableString,
  verified: v.boolean(),
  arp: v.boolean(),
  arpSince: nullableString,
  askForVolledigeNaam: v.boolean(),
  billingModel: v.optional(nullableString),
  billingPrice: v.optional(v.nullable(v.number())),
  billingPercentage: v.optional(v.nullable(v.number())),
  restrictedTo: nullableString,
  portalId: nullableString,
  externId: nullableString,
  isAfkomstigUitCr: v.boolean(),
  ...timestamps,
});
export type Organisation = v.InferOutput<typeof OrganisationSchema>;

/** An organisation's style as GET organisationstyles returns it. */
export const OrganisationStyleSchema = v.object({
  id: v.number(),
  name: v.string(),
  abbreviation: nullableString,
  organisation: v.object({ id: v.number() }),
  updatedAt: v.string(),
});
export type OrganisationStyle = v.InferOutput<typeof OrganisationStyleSchema>;
