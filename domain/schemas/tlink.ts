import * as v from 'valibot';
import { toInstant } from '../dates';
import {
  LICENSE_ACTIVATION_TYPES,
  LICENSE_SOURCES,
  LICENSE_TYPES,
  TLINK_LICENSE_STATES,
  type TLinkLicenseState,
} from '../enums';
import { tlinkMessages } from '../schema-messages';
import { EXPIRABLE_STATES as ENDED_STATES } from '../tlink-rules';
import { dateValueSchema, dayParam } from './dates';
import { idListParam } from './id-list';
import { withPublisherFilter } from './publisher-filter';
import { flagParam, idParam, multiParam } from './query-params';
import { LabelledRefSchema, LicenceProductSchema, productColumns, timestamps } from './reply-parts';
import { dutchString, idInRange, intInRange, maxChars, minChars, msg } from './rules';

/** Minimum length of the code and reference searches of the TLink list (spec 001 §5, §9). */
export const TLINK_SEARCH_MIN = 3;
/** Search inputs accept at most 200 characters (spec 000 §9). */
const SEARCH_MAX = 200;
/** TLinks per create request (spec 001 §9). */
export const AMOUNT_TO_CREATE_MIN = 1;
export const AMOUNT_TO_CREATE_MAX = 5000;
/** The amount input takes at most 13 characters (spec 001 §5). */
export const AMOUNT_TO_CREATE_INPUT_MAX = 13;
/** The reserve amount has at most 5 digits (spec 001 §9). */
export const RESERVE_AMOUNT_MAX = 99_999;

const searchText = (min: number) =>
  v.optional(v.pipe(dutchString(), v.trim(), minChars(min), maxChars(SEARCH_MAX)));

/**
 * Filters of GET /api/tlinklicenses: the /tlinks URL search params and the API's query validate
 * with this. `showExpirableStates` keeps only ended licences, `hideExpirableStates` leaves them out
 * (the account overview's toggle); see docs/decisions/060-licences-tlink-states.md.
 */
export const TlinkListFilterSchema = withPublisherFilter(
  v.object({
    licenseCode: searchText(TLINK_SEARCH_MIN),
    /** Exactly these codes (a pasted column, at most ID_LIST_MAX); see domain/schemas/id-list.ts. */
    licenseCodes: v.optional(idListParam('tlinkCode')),
    referenceId: searchText(TLINK_SEARCH_MIN),
    product: v.optional(idParam()),
    account: v.optional(idParam()),
    organisation: v.optional(idParam()),
    publisher: v.optional(idParam()),
    distributor: v.optional(idParam()),
    licenseState: v.optional(multiParam(TLINK_LICENSE_STATES)),
    creationMethod: v.optional(multiParam(LICENSE_SOURCES)),
    createdFrom: v.optional(dayParam()),
    createdTo: v.optional(dayParam()),
    showExpirableStates: v.optional(flagParam()),
    hideExpirableStates: v.optional(flagParam()),
  }),
  'publisher',
);
export type TlinkListFilter = v.InferOutput<typeof TlinkListFilterSchema>;

/** Sortable fields of the TLink list; the spec sorts by licence code. */
export const TLINK_SORT_FIELDS = ['licenseCode', 'createdAt', 'updatedAt', 'endDate', 'startDate'] as const;

/** A TLink licence as GET /api/tlinklicenses and /api/tlinklicenses/{id} return it (spec 001 §3, 000 §3). */
export const TlinkLicenseSchema = v.object({
  id: v.number(),
  licenseCode: v.string(),
  product: v.object({
    ...LicenceProductSchema.entries,
    publisher: LabelledRefSchema,
    endOfLifeDate: v.string(),
  }),
  organisation: v.nullable(v.object({ ...LabelledRefSchema.entries, brin: v.nullable(v.string()) })),
  account: v.nullable(LabelledRefSchema),
  distributor: v.nullable(LabelledRefSchema),
  startDate: v.nullable(v.string()),
  activationDate: v.nullable(v.string()),
  endDate: v.nullable(v.string()),
  referenceId: v.nullable(v.string()),
  licenseState: v.picklist(TLINK_LICENSE_STATES),
  licenseType: v.nullable(v.picklist(LICENSE_TYPES)),
  amount: v.number(),
  autoRenew: v.boolean(),
  activationMethod: v.nullable(v.picklist(LICENSE_ACTIVATION_TYPES)),
  creationMethod: v.picklist(LICENSE_SOURCES),
  schoolContractReferenceId: v.nullable(v.string()),
  ...timestamps,
});
export type TlinkLicense = v.InferOutput<typeof TlinkLicenseSchema>;

const optionalId = () =>
  v.optional(
    v.nullable(
      v.pipe(
        v.union([v.pipe(v.number(msg.wrongType), v.integer(msg.integer), idInRange()), v.literal('')]),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
    null,
  );

/** The states the edit form does not offer (every other state is one of its options). */
const NOT_IN_FORM: readonly TLinkLicenseState[] = ['REVOKED_BY_EXTENSION', 'PAUSED'];
/** The states the edit form offers; RESERVED and PREACTIVE are shown but disabled (spec 001 §4). */
export const TLINK_FORM_STATES: readonly TLinkLicenseState[] = TLINK_LICENSE_STATES.filter(
  (state) => !NOT_IN_FORM.includes(state),
);
export const TLINK_DISABLED_FORM_STATES: readonly TLinkLicenseState[] = ['RESERVED', 'PREACTIVE'];

/**
 * The TLink licence body of POST /api/tlinklicenses and PUT /api/tlinklicenses/{id}, also the form's
 * schema. Rules needing the product (end date versus the product's end date) are in tlink-rules.ts.
 */
const licenseEntries = {
  product: v.pipe(
    v.union(
      [v.pipe(v.number(msg.required), v.integer(msg.integer), idInRange()), v.literal('')],
      msg.required,
    ),
    v.check((value) => value !== '', msg.required),
    v.transform((value) => value as number),
  ),
  organisation: optionalId(),
  account: optionalId(),
  distributor: optionalId(),
  startDate: v.pipe(dateValueSchema(), v.nonEmpty(msg.required)),
  endDate: v.pipe(dateValueSchema(), v.nonEmpty(msg.required)),
  referenceId: v.optional(v.pipe(dutchString(), v.trim(), maxChars(255)), ''),
  licenseState: v.picklist(TLINK_LICENSE_STATES, msg.required),
  amount: v.optional(
    v.pipe(v.number(msg.digitsOnly), v.integer(msg.integer), v.minValue(0, msg.min(0)), intInRange()),
    1,
  ),
  autoRenew: v.optional(v.boolean(msg.wrongType), false),
  updatedAt: v.optional(v.string()),
};

/**
 * The end lies after the start, except for an ended licence: its end date is when it ended, which
 * may be before a start that had not come yet (docs/decisions/060-licences-tlink-states.md).
 */
function endAfterStart(input: LicenseDates): boolean {
  if (!input.startDate || !input.endDate) return true;
  if (ENDED_STATES.includes(input.licenseState)) return true;
  const start = toInstant(input.startDate);
  const end = toInstant(input.endDate);
  return !start || !end || end.getTime() > start.getTime();
}

type LicenseDates = { startDate: string; endDate: string; licenseState: TLinkLicenseState };

/** The end-after-start rule as a pipe step, its message on the end date. */
const endAfterStartStep = v.forward(
  v.partialCheck([['startDate'], ['endDate'], ['licenseState']], endAfterStart, tlinkMessages.endAfterStart),
  ['endDate'],
);

/** The step on any licence object (the body, the create form): it reads only the three dates. */
const endAfterStartOf = <T extends LicenseDates>() =>
  endAfterStartStep as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<LicenseDates>>;

const licenseObject = v.object(licenseEntries);
export const TlinkBodySchema = v.pipe(licenseObject, endAfterStartOf<v.InferOutput<typeof licenseObject>>());
export type TlinkBody = v.InferOutput<typeof TlinkBodySchema>;

/** The amount to create: 1-5000 whole licences, typed into a text input of at most 13 characters. */
export const AmountToCreateSchema = v.pipe(
  v.union([v.number(msg.digitsOnly), v.pipe(v.string(msg.digitsOnly), v.trim())]),
  v.check((value) => value !== '', msg.required),
  v.check(
    (value) => String(value).length <= AMOUNT_TO_CREATE_INPUT_MAX,
    msg.maxChars(AMOUNT_TO_CREATE_INPUT_MAX),
  ),
  v.check((value) => /^\d+$/.test(String(value)), msg.integer),
  v.transform(Number),
  v.minValue(AMOUNT_TO_CREATE_MIN, msg.min(AMOUNT_TO_CREATE_MIN)),
  v.maxValue(AMOUNT_TO_CREATE_MAX, msg.max(AMOUNT_TO_CREATE_MAX)),
);

/** The create form: the licence plus amountToCreate (sent as the query `amount`). */
const createFormObject = v.object({ ...licenseEntries, amountToCreate: AmountToCreateSchema });
export const TlinkCreateFormSchema = v.pipe(
  createFormObject,
  endAfterStartOf<v.InferOutput<typeof createFormObject>>(),
);

/** One line of POST /api/tlinklicenses/actions/reserveTLinks. */
export const ReserveLineSchema = v.object({
  organisationId: v.pipe(
    v.number(msg.required),
    v.integer(msg.integer),
    v.minValue(1, msg.required),
    idInRange(),
  ),
  productId: v.pipe(v.number(msg.required), v.integer(msg.integer), v.minValue(1, msg.required), idInRange()),
  amount: v.pipe(
    v.number(msg.digitsOnly),
    v.integer(msg.integer),
    v.minValue(0, msg.min(0)),
    v.maxValue(RESERVE_AMOUNT_MAX, msg.max(RESERVE_AMOUNT_MAX)),
  ),
});
/**
 * The amount as typed in the reserve dialog (spec 001 §5: a whole number, min 0): a decimal or a
 * negative number is an error, never read as other digits ("2.5" is not 25, "-3" is not 3).
 * Empty means nothing to reserve for that product.
 */
export const ReserveAmountInputSchema = v.pipe(
  v.string(msg.wrongType),
  v.trim(),
  v.regex(/^-?\d*(?:[.,]\d+)?$/, msg.digitsOnly),
  v.transform((text) => (text === '' ? 0 : Number(text.replace(',', '.')))),
  v.integer(msg.integer),
  v.minValue(0, msg.min(0)),
);
export const ReserveBodySchema = v.pipe(
  v.array(ReserveLineSchema, msg.wrongType),
  v.minLength(1, msg.required),
  v.maxLength(500, msg.max(500)),
);
export type ReserveLine = v.InferOutput<typeof ReserveLineSchema>;

/**
 * The reserve dialog's form: the school and, per product id, the amount as typed. Its output is the
 * body of reserveTLinks (the products with an amount above 0), checked by the API's own
 * ReserveBodySchema, so the dialog refuses what the server would.
 */
export const ReserveFormSchema = v.pipe(
  v.object({
    organisationId: v.pipe(
      v.nullable(v.number()),
      v.check((id) => id !== null, msg.required),
    ),
    amounts: v.record(v.string(), ReserveAmountInputSchema),
  }),
  v.transform(({ organisationId, amounts }) =>
    Object.entries(amounts)
      .filter(([, amount]) => amount > 0)
      .map(([productId, amount]) => ({
        organisationId: organisationId ?? 0,
        productId: Number(productId),
        amount,
      })),
  ),
  v.check((lines) => lines.length > 0, tlinkMessages.reserveNothing),
  ReserveBodySchema,
);

/** A reserved licence as the reserve call answers it and the CSV lists it. */
export const ReservedTlinkSchema = v.object({
  licenseCode: v.string(),
  product: v.string(),
  startDate: v.nullable(v.string()),
  endDate: v.nullable(v.string()),
});
export type ReservedTlink = v.InferOutput<typeof ReservedTlinkSchema>;

/** Free stock per product: licences that can be reserved (GET /api/tlinklicenses/productsummary). */
export const TlinkProductSummarySchema = v.object({
  ...productColumns,
  available: v.number(),
});
export type TlinkProductSummary = v.InferOutput<typeof TlinkProductSummarySchema>;

export const ProductSummaryFilterSchema = v.object({
  q: v.optional(v.pipe(dutchString(), v.trim(), maxChars(SEARCH_MAX))),
  product: v.optional(idParam()),
});

/** The PUT body that leaves the licence as it is: what the edit form would send unchanged. */
export function unchangedBody(licence: TlinkLicense): TlinkBody {
  return {
    product: licence.product.id,
    organisation: licence.organisation?.id ?? null,
    account: licence.account?.id ?? null,
    distributor: licence.distributor?.id ?? null,
    startDate: licence.startDate ?? '',
    endDate: licence.endDate ?? '',
    referenceId: licence.referenceId ?? '',
    licenseState: licence.licenseState,
    amount: licence.amount,
    autoRenew: licence.autoRenew,
    updatedAt: licence.updatedAt,
  };
}
