import * as v from 'valibot';
import { msg } from './rules';

/** The licence model of a WEB_BROWSER product as the API returns it (spec 001 §3). */
export const LicenseModelSchema = v.object({
  id: v.nullable(v.number()),
  description: v.nullable(v.string()),
  licenseType: v.string(),
  schoolYearAmount: v.nullable(v.number()),
  /** Day and month in the dummy year 1972: '1972-07-01'. */
  tiltDate: v.nullable(v.string()),
  schoolYearEndDate: v.nullable(v.string()),
  maximumLoginAmount: v.nullable(v.number()),
  /** Days. */
  duration: v.nullable(v.number()),
  endDate: v.nullable(v.string()),
  licenseActivationType: v.nullable(v.string()),
  activatableFrom: v.nullable(v.string()),
  activatableUntil: v.nullable(v.string()),
  activatableAmountOfDays: v.nullable(v.number()),
});

const text = v.optional(v.nullable(v.string(msg.wrongType)), null);
const numberish = v.optional(v.nullable(v.union([v.number(), v.string()], msg.wrongType)), null);

/** The licence-model part of the product form and body; the rules live in product-validation.ts. */
export const LicenseModelInputSchema = v.object({
  id: v.optional(v.nullable(v.number())),
  description: text,
  licenseType: text,
  schoolYearAmount: numberish,
  tiltDate: text,
  schoolYearEndDate: text,
  maximumLoginAmount: numberish,
  duration: numberish,
  endDate: text,
  licenseActivationType: text,
  activatableFrom: text,
  activatableUntil: text,
  activatableAmountOfDays: numberish,
});
export type LicenseModelInput = v.InferOutput<typeof LicenseModelInputSchema>;

/** Defaults of spec 001 §9: school year ends 31 July, the tilt date is 1 July. */
export const DEFAULT_SCHOOL_YEAR_END_DATE = '1972-07-31';
export const DEFAULT_TILT_DATE = '1972-07-01';

/** Which licence-model fields each licence type uses; the others are cleared on save. */
export const LICENSE_TYPE_FIELDS = {
  SCHOOLJAARLICENTIE: ['schoolYearAmount', 'tiltDate', 'schoolYearEndDate'],
  VRIJE_LICENTIE: [],
  VASTE_PERIODE: ['duration'],
  VASTE_DATUM: ['endDate'],
  AANTAL: ['maximumLoginAmount'],
  ABONNEMENT: ['duration'],
} as const satisfies Record<string, readonly (keyof LicenseModelInput)[]>;

/** Which fields each activation type uses. KANTELDATUM activates on the tilt date (decision 050). */
export const ACTIVATION_TYPE_FIELDS = {
  EINDE_PRODUCT: [],
  KANTELDATUM: ['tiltDate'],
  PERIODE: ['activatableFrom', 'activatableUntil'],
  AANTAL_DAGEN: ['activatableAmountOfDays'],
} as const satisfies Record<string, readonly (keyof LicenseModelInput)[]>;
