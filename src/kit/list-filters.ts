/**
 * A list's search declared once (decision 200): the filter bar's fields (label, kind, options),
 * the entity ids chosen with lookups, the sort and a command's `actie` become ONE valibot schema,
 * the route's validateSearch; the bar edits its fields and the API query is picked from the same
 * parsed value. Every field falls back on its own: a bad or too-short value is dropped (undefined),
 * never the whole page. The URL holds plain text (src/kit/search-params.ts); the schema types it.
 *
 * Usage:
 *   export const tlinkFilters = defineListFilters(
 *     [
 *       textFilter('licenseCode', 'Code', { minLength: 3 }),
 *       multiSelectFilter('licenseState', 'Status', STATE_OPTIONS),
 *       selectFilter('schoolYear', 'Schooljaar', YEARS, { allLabel: 'Alles' }),
 *       dateRangeFilter('createdFrom', 'createdTo', 'Aangemaakt'),
 *       checkboxFilter('expired', 'Ook verlopen'),
 *     ],
 *     // all optional: the API's filter schema has the last word on each value
 *     { schema: TlinkListFilterSchema, sortFields: TLINK_SORT_FIELDS, ids: ['product'], actie: ['reserveren'] },
 *   );
 *   export const TlinkSearchSchema = tlinkFilters.schema;
 *   // route:  validateSearch: (search) => v.parse(TlinkSearchSchema, search)
 *   // screen: const filter = tlinkFilters.pick(route.useSearch());   // the API query
 *   //         <FilterBar filters={tlinkFilters} value={filter} onSearch={(next) => navigate({ search: next })} />
 */
import * as v from 'valibot';
import { parseDutchDay } from '../../domain/dates';
import { SEARCH_INPUT_MAX } from '../../domain/schemas/account';
import { splitIdList } from '../../domain/schemas/id-list';
import { publisherFilterOf } from '../../domain/schemas/publisher-filter';
import { validationMessages } from '../../domain/shell-messages';
import type { ChoiceOption } from './form/choice-fields';
import { actieParam, flagParam, idParam, lenient, sortParam } from './search-fields';
import { urlText } from './search-params';

type TextDef<K extends string> = {
  kind: 'text';
  key: K;
  label: string;
  minLength: number;
  /** Longer text is cut (the search maximum of spec 000 §9 unless the API's field is shorter). */
  maxLength?: number;
};
type SelectDef<K extends string> = {
  kind: 'select';
  key: K;
  label: string;
  options: readonly ChoiceOption[];
  allLabel: string;
};
type MultiSelectDef<K extends string> = {
  kind: 'multiSelect';
  key: K;
  label: string;
  options: readonly ChoiceOption[];
};
type DateRangeDef<F extends string, T extends string> = {
  kind: 'dateRange';
  key: F;
  toKey: T;
  label: string;
};
type CheckboxDef<K extends string> = { kind: 'checkbox'; key: K; label: string };

/** What an id lookup searches: products, accounts, roles, or organisations of one type. */
export type EntityKindFilter = 'product' | 'account' | 'role' | 'School' | 'Uitgever' | 'Distributeur';

/** An entity id in the URL, chosen with a lookup below the bar (src/kit/list-search-bar.tsx). */
export type IdLookup<K extends string> = { key: K; label: string; kind: EntityKindFilter };

/** An id filter with its lookup: the key in the URL and the API query, the lookup's label and kind. */
export function lookupFilter<K extends string>(key: K, label: string, kind: EntityKindFilter): IdLookup<K> {
  return { key, label, kind };
}

export type FilterDef =
  | TextDef<string>
  | SelectDef<string>
  | MultiSelectDef<string>
  | DateRangeDef<string, string>
  | CheckboxDef<string>;

/** A free-text filter; `minLength` from spec 000 §5 (shorter values are not sent). */
export function textFilter<K extends string>(
  key: K,
  label: string,
  options: { minLength?: number; maxLength?: number } = {},
): TextDef<K> {
  const maxLength = options.maxLength ?? SEARCH_INPUT_MAX;
  return { kind: 'text', key, label, minLength: options.minLength ?? 1, maxLength };
}

/** One value of a few; the empty choice ('Alles' by default) sends nothing. */
export function selectFilter<K extends string>(
  key: K,
  label: string,
  options: readonly ChoiceOption[],
  extra: { allLabel?: string } = {},
): SelectDef<K> {
  return { kind: 'select', key, label, options, allLabel: extra.allLabel ?? 'Alles' };
}

/** Any number of values; none chosen sends nothing. */
export function multiSelectFilter<K extends string>(
  key: K,
  label: string,
  options: readonly ChoiceOption[],
): MultiSelectDef<K> {
  return { kind: 'multiSelect', key, label, options };
}

/** Two dd-MM-yyyy dates under their own URL keys (the API's names, e.g. startDate/endDate). */
export function dateRangeFilter<F extends string, T extends string>(
  fromKey: F,
  toKey: T,
  label: string,
): DateRangeDef<F, T> {
  return { kind: 'dateRange', key: fromKey, toKey, label };
}

/** A yes/no filter: checked sends `key=true`, unchecked nothing. */
export function checkboxFilter<K extends string>(key: K, label: string): CheckboxDef<K> {
  return { kind: 'checkbox', key, label };
}

type KeysOf<D> = D extends DateRangeDef<infer F, infer T> ? F | T : D extends { key: infer K } ? K : never;
type ValueOf<D> =
  D extends MultiSelectDef<string> ? string[] : D extends CheckboxDef<string> ? boolean : string;

/** The filter values in the URL and sent to the API; absent means 'not filtered'. */
export type FilterValues<D extends FilterDef> = { [Def in D as KeysOf<Def> & string]?: ValueOf<Def> };

/** What the filter bar holds while the administrator types: every key, '' / [] / false when empty. */
export type FilterDraft = Record<string, string | string[] | boolean>;

/** Search params of a list that the bar does not edit (a view toggle), each with its own piece. */
export type ExtraEntries = Record<string, v.GenericSchema<string, unknown>>;

/** The parsed search of a list route: the bar's values, the entity ids, the sort, `actie`, extras. */
export type ListSearch<
  D extends FilterDef,
  I extends string = never,
  A extends string = never,
  E extends ExtraEntries = Record<never, never>,
  L extends string = never,
> = FilterValues<D> & { [K in I]?: number | undefined } & { [K in L]?: string[] | undefined } & {
  sort?: string | undefined;
  actie?: A | undefined;
} & { [K in keyof E]?: v.InferOutput<E[K]> | undefined };

/** What a search sends to the API: the bar's values and the entity ids that are set. */
export type ListFilter<D extends FilterDef, I extends string = never> = FilterValues<D> & {
  [K in I]?: number;
};

type ApiFilterSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * What `query` answers: typed by the API's filter schema when the list names one, else by the
 * declaration (its bar's values and its lookups' ids as numbers), never an untyped record.
 */
export type ListQuery<
  D extends FilterDef,
  I extends string,
  S extends ApiFilterSchema,
> = ApiFilterSchema extends S ? ListFilter<D, I> : Partial<v.InferOutput<S>>;

export type ListFilters<
  D extends FilterDef,
  I extends string = never,
  A extends string = never,
  S extends ApiFilterSchema = ApiFilterSchema,
  E extends ExtraEntries = Record<never, never>,
  L extends string = never,
> = {
  defs: readonly D[];
  /** The id filters chosen with lookups, in the order they show. */
  lookups: readonly IdLookup<I>[];
  /** The route's search schema: `validateSearch: (search) => v.parse(XSearchSchema, search)`. */
  schema: v.GenericSchema<unknown, ListSearch<D, I, A, E, L>>;
  /**
   * The API query: only the filters and ids that have a value (never the sort or `actie`), without
   * the `hidden` ones (a filter that needs a right the administrator lacks).
   */
  pick: (search: Record<string, unknown>, hidden?: readonly string[]) => ListFilter<D, I>;
  /** The entity ids that are set, to keep them when the bar searches. */
  idsOf: (search: Record<string, unknown>) => { [K in I]?: number };
  /** `pick` typed by the API's filter schema (a yes/no as a boolean), when the list has one. */
  query: (search: Record<string, unknown>, hidden?: readonly string[]) => ListQuery<D, I, S>;
  /**
   * The key of the list's publisher filter: the one its API filter schema names (decision 610), else
   * the declaration's own (a list the server does not filter by publisher). Hidden from a
   * publisher-bound administrator (src/routes/hidden-filters.ts).
   */
  publisher: string | undefined;
  draftOf: (values: object) => FilterDraft;
  /** What a search sends: trimmed, too-short text left out (spec 000 §2, §5). */
  filterOf: (draft: FilterDraft) => FilterValues<D>;
  /** Dutch problems that block the search, by key ('Ongeldige datum'). */
  problemsOf: (draft: FilterDraft) => Record<string, string>;
  hasAny: (values: object) => boolean;
};

/** Trims and cuts pasted or URL text to the search maximum. */
export function cleanText(value: string, max = SEARCH_INPUT_MAX): string {
  return value.trim().slice(0, max);
}

function keysOf(def: FilterDef): string[] {
  return def.kind === 'dateRange' ? [def.key, def.toKey] : [def.key];
}

const dutchDay = v.pipe(
  v.string(),
  v.trim(),
  v.check((text) => parseDutchDay(text).ok),
);

/** The schema of one URL value of a def, before the API schema's check. */
function pieceOf(def: FilterDef): v.GenericSchema<string, unknown> {
  switch (def.kind) {
    case 'text':
      return v.pipe(
        v.string(),
        v.transform((text) => cleanText(text, def.maxLength)),
        v.minLength(def.minLength),
      );
    case 'select':
      return v.picklist(def.options.map((option) => option.value));
    case 'multiSelect': {
      const allowed = def.options.map((option) => option.value);
      return v.pipe(
        v.string(),
        // The options' order, so the same choice is the same URL and the same cache key.
        v.transform((text) => {
          const chosen = text.split(',').map((item) => item.trim());
          return allowed.filter((value) => chosen.includes(value));
        }),
        v.minLength(1),
      );
    }
    case 'dateRange':
      return dutchDay;
    case 'checkbox':
      return flagParam;
  }
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0)
  );
}

/** Declares a list's search once; see the usage at the top of this file. */
export function defineListFilters<
  const D extends FilterDef,
  const I extends string = never,
  const A extends string = never,
  S extends ApiFilterSchema = ApiFilterSchema,
  E extends ExtraEntries = Record<never, never>,
  const L extends string = never,
>(
  defs: readonly D[],
  options: {
    schema?: S;
    sortFields?: readonly string[];
    /** Entity ids: a lookup (`lookupFilter`) draws below the bar; a plain key is only kept in the URL. */
    ids?: readonly (I | IdLookup<I>)[];
    /**
     * Many-identifier filters (a pasted column opened from the palette, domain/schemas/id-list.ts):
     * comma-separated in the URL, sent to the API with the bar's values, not edited by the bar.
     */
    idLists?: readonly L[];
    actie?: readonly A[];
    extra?: E;
    /** The publisher lookup of a list whose API has no filter schema (its schema's wins, decision 610). */
    publisher?: NoInfer<I>;
  } = {},
): ListFilters<D, I, A, S, E, L> {
  const barEntries: v.ObjectEntries = {};
  for (const def of defs) {
    for (const key of keysOf(def)) {
      // The API's own filter schema has the last word (a regex, a picklist the defs do not know).
      const api = options.schema?.entries[key];
      const piece = pieceOf(def);
      barEntries[key] = lenient(
        api
          ? v.pipe(
              piece,
              v.check((value) => v.is(api, value)),
            )
          : piece,
      );
    }
  }
  const ids = options.ids ?? [];
  const lookups = ids.filter((id): id is IdLookup<I> => typeof id !== 'string');
  for (const id of ids) barEntries[typeof id === 'string' ? id : id.key] = lenient(idParam);
  for (const key of options.idLists ?? []) {
    const api = options.schema?.entries[key];
    barEntries[key] = lenient(
      v.pipe(
        v.string(),
        v.check((text) => api === undefined || v.is(api, text)),
        v.transform(splitIdList),
        v.minLength(1),
      ),
    );
  }
  const bar = v.object(barEntries);
  const schema = v.object({
    ...barEntries,
    ...(options.sortFields ? { sort: lenient(sortParam(options.sortFields)) } : {}),
    ...(options.actie ? { actie: lenient(actieParam(options.actie)) } : {}),
    ...Object.fromEntries(Object.entries(options.extra ?? {}).map(([key, piece]) => [key, lenient(piece)])),
  }) as unknown as v.GenericSchema<unknown, ListSearch<D, I, A, E, L>>;

  // The API's filters, each optional: a list's query leaves out what its screen adds (the status
  // overview's month range); an optional one keeps its own default.
  const api =
    options.schema &&
    v.object(
      Object.fromEntries(
        Object.entries(options.schema.entries).map(([key, entry]) => [
          key,
          entry.type === 'optional' ? entry : v.optional(entry),
        ]),
      ),
    );
  const pick = (search: Record<string, unknown>, hidden: readonly string[] = []) =>
    Object.fromEntries(
      Object.entries(v.parse(bar, search)).filter(([key, value]) => !isEmpty(value) && !hidden.includes(key)),
    ) as ListFilter<D, I>;

  return {
    defs,
    lookups,
    schema,
    pick,
    // The lookups' ids only: a pasted identifier list goes with the search that replaced it.
    idsOf: (search) => pick(search, [...defs.flatMap(keysOf), ...(options.idLists ?? [])]),
    query(search, hidden) {
      const picked = pick(search, hidden);
      if (!api) return picked as ListQuery<D, I, S>;
      // The API's schema reads a query string, so it gets the values as the URL holds them.
      const asText = Object.fromEntries(Object.entries(picked).map(([key, value]) => [key, urlText(value)]));
      const typed = v.safeParse(api, asText);
      if (typed.success) return typed.output as ListQuery<D, I, S>;
      // A value the API refuses goes to the server, which says why in Dutch (400); a key only the
      // bar reads (the status overview's month) never does.
      return Object.fromEntries(Object.entries(picked).filter(([key]) => key in api.entries)) as ListQuery<
        D,
        I,
        S
      >;
    },
    publisher: publisherFilterOf(options.schema) ?? options.publisher,
    draftOf(values) {
      const draft: FilterDraft = {};
      const source = values as Record<string, unknown>;
      for (const def of defs) {
        for (const key of keysOf(def)) {
          const value = source[key];
          if (def.kind === 'multiSelect') draft[key] = Array.isArray(value) ? value : [];
          else if (def.kind === 'checkbox') draft[key] = value === true;
          else draft[key] = typeof value === 'string' ? value : '';
        }
      }
      return draft;
    },
    filterOf: (draft) => {
      const known = new Set(defs.flatMap(keysOf));
      const picked = pick(draft);
      return Object.fromEntries(Object.entries(picked).filter(([key]) => known.has(key))) as FilterValues<D>;
    },
    problemsOf(draft) {
      const problems: Record<string, string> = {};
      for (const def of defs) {
        if (def.kind !== 'dateRange') continue;
        const from = String(draft[def.key] ?? '').trim();
        const to = String(draft[def.toKey] ?? '').trim();
        const fromDate = from ? parseDutchDay(from) : null;
        const toDate = to ? parseDutchDay(to) : null;
        if (fromDate && !fromDate.ok) problems[def.key] = fromDate.error;
        if (toDate && !toDate.ok) problems[def.toKey] = toDate.error;
        if (fromDate?.ok && toDate?.ok && toDate.day < fromDate.day) {
          problems[def.toKey] = validationMessages.endAfterStart;
        }
      }
      return problems;
    },
    hasAny(values) {
      return Object.values(values as Record<string, unknown>).some((value) => !isEmpty(value));
    },
  };
}
