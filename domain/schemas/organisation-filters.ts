import * as v from 'valibot';
import { ORGANISATION_TYPES, SECTORS } from '../enums';
import { textFlagParam } from './query-params';
import { dutchString, maxChars, msg } from './rules';

// The organisation list's filter apart from the organisation body (organisation.ts): the route
// search loads at startup (initial JS budget, decision 270).

const multi = <T extends readonly [string, ...string[]]>(options: T) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())], msg.invalid),
      v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim())),
      v.array(v.picklist(options, msg.invalid)),
    ),
  );

/** Filters of GET organisations (spec 001 §7). */
export const OrganisationListFilterSchema = v.object({
  type: multi(ORGANISATION_TYPES),
  q: v.optional(v.pipe(dutchString(), v.trim(), maxChars(200))),
  sectors: multi(SECTORS),
  verified: v.optional(textFlagParam()),
});
export type OrganisationListFilter = v.InferOutput<typeof OrganisationListFilterSchema>;

export const ORGANISATION_SORT_FIELDS = ['name', 'esn', 'city', 'brin', 'id', 'updatedAt'] as const;
