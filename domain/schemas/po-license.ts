import * as v from 'valibot';
import { idParam } from './query-params';
import { LabelledRefSchema, LicenceProductSchema, timestamps } from './reply-parts';
import { dutchString, idInRange, maxChars, minChars, msg } from './rules';

/** PO group edit: digits 0-8, comma separated, no repeats, at most 9 (spec 001 §5). */
export const PO_GROUP_MESSAGES = {
  format: 'Alleen de groepen 0 tot en met 8, gescheiden door komma’s',
  repeated: 'Een groep mag maar één keer voorkomen',
  tooMany: 'Maximaal 9 groepen',
} as const;

/** Reads "1, 2,3" into [1, 2, 3]; '' is no groups. */
export function parseGroups(text: string): number[] {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  return trimmed.split(',').map((part) => Number(part.trim()));
}

export const GroupsTextSchema = v.pipe(
  dutchString(),
  v.trim(),
  v.regex(/^$|^[0-8](\s*,\s*[0-8])*$/, PO_GROUP_MESSAGES.format),
  v.check((text) => new Set(parseGroups(text)).size === parseGroups(text).length, PO_GROUP_MESSAGES.repeated),
  v.check((text) => parseGroups(text).length <= 9, PO_GROUP_MESSAGES.tooMany),
);

/** Body of POST /api/policenses/actions/adjustGroups and the groups form. */
export const AdjustGroupsSchema = v.object({
  id: v.pipe(v.number(msg.required), v.integer(msg.integer), v.minValue(1, msg.required), idInRange()),
  groepen: GroupsTextSchema,
});

/** Filters of GET /api/policenses; the group filter offers 1-8 (spec 001 §9). */
export const PoListFilterSchema = v.object({
  q: v.optional(v.pipe(dutchString(), v.trim(), minChars(3), maxChars(200))),
  product: v.optional(idParam()),
  organisation: v.optional(idParam()),
  group: v.optional(
    v.pipe(
      v.union([v.number(), v.string()]),
      v.transform(Number),
      v.integer(msg.integer),
      v.minValue(1, msg.min(1)),
      v.maxValue(8, msg.max(8)),
    ),
  ),
});
export type PoListFilter = v.InferOutput<typeof PoListFilterSchema>;

export const PO_SORT_FIELDS = ['createdAt', 'startDate', 'endDate'] as const;

/** A PO licence as GET /api/policenses returns it (spec 001 §3). */
export const PoLicenseSchema = v.object({
  id: v.number(),
  product: LicenceProductSchema,
  basispoortId: v.nullable(v.string()),
  eckId: v.nullable(v.string()),
  groups: v.array(v.number()),
  organisation: v.nullable(LabelledRefSchema),
  startDate: v.nullable(v.string()),
  endDate: v.nullable(v.string()),
  referenceId: v.nullable(v.string()),
  ...timestamps,
});
export type PoLicense = v.InferOutput<typeof PoLicenseSchema>;
