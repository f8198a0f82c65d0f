/**
 * List filters declared once and kept in the URL (spec 000 §2): the route validates its search
 * params with them, <FilterBar> edits them, and the list call sends only what may be sent
 * (trimmed text, at most 200 characters, nothing shorter than its minimum: spec 000 §5).
 *
 * Usage:
 *   export const tlinkFilters = defineListFilters(
 *     [
 *       textFilter('code', 'Code', { minLength: 3 }),
 *       multiSelectFilter('status', 'Status', TLINK_STATES.map((s) => ({ value: s, label: s }))),
 *       selectFilter('schoolYear', 'Schooljaar', YEARS, { allLabel: 'Alles' }),
 *       dateRangeFilter('createdFrom', 'createdTo', 'Aangemaakt'),
 *       checkboxFilter('expired', 'Ook verlopen'),
 *     ],
 *     { schema: TlinkListFilterSchema, sortFields: TLINK_SORT_FIELDS }, // both optional
 *   );
 *   // route:  validateSearch: tlinkFilters.validateSearch
 *   // screen: const filter = tlinkFilters.pick(route.useSearch());
 *   //         <FilterBar filters={tlinkFilters} value={filter} onSearch={(next) => navigate({ search: next })} />
 */
import * as v from 'valibot';
import { parseDutchDay } from '../../domain/dates';
import { validationMessages } from '../../domain/messages';
import { SEARCH_INPUT_MAX } from '../../domain/schemas/account';
import type { ChoiceOption } from './form/choice-fields';

type TextDef<K extends string> = { kind: 'text'; key: K; label: string; minLength: number };
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
  options: { minLength?: number } = {},
): TextDef<K> {
  return { kind: 'text', key, label, minLength: options.minLength ?? 1 };
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

export type ListFilters<D extends FilterDef> = {
  defs: readonly D[];
  /** The route's validateSearch: bad or too-short values are dropped one by one, never the page. */
  validateSearch: (raw: Record<string, unknown>) => FilterValues<D> & { sort?: string };
  /** Only the filters that have a value: unknown params (and `sort`) never reach the API. */
  pick: (search: Record<string, unknown>) => FilterValues<D>;
  draftOf: (values: FilterValues<D>) => FilterDraft;
  /** What a search sends: trimmed, too-short text left out (spec 000 §2, §5). */
  filterOf: (draft: FilterDraft) => FilterValues<D>;
  /** Dutch problems that block the search, by key ('Ongeldige datum'). */
  problemsOf: (draft: FilterDraft) => Record<string, string>;
  hasAny: (values: FilterValues<D>) => boolean;
};

/** Trims and cuts pasted or URL text to the search maximum. */
export function cleanText(value: string): string {
  return value.trim().slice(0, SEARCH_INPUT_MAX);
}

function asStrings(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.filter((item): item is string => typeof item === 'string');
  if (typeof raw === 'string' && raw !== '') return raw.split(',');
  return [];
}

function keysOf(def: FilterDef): string[] {
  return def.kind === 'dateRange' ? [def.key, def.toKey] : [def.key];
}

/** One URL value read by its def; undefined when absent, invalid or too short. */
function readValue(def: FilterDef, raw: unknown): string | string[] | boolean | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  switch (def.kind) {
    case 'text': {
      if (typeof text !== 'string') return undefined;
      const value = cleanText(text);
      return value.length >= def.minLength ? value : undefined;
    }
    case 'select':
      return typeof text === 'string' && def.options.some((option) => option.value === text)
        ? text
        : undefined;
    case 'multiSelect': {
      const allowed = new Set(def.options.map((option) => option.value));
      const chosen = asStrings(raw).filter((value) => allowed.has(value));
      // The options' order, so the same choice is the same URL and the same cache key.
      const ordered = def.options.map((option) => option.value).filter((value) => chosen.includes(value));
      return ordered.length > 0 ? ordered : undefined;
    }
    case 'dateRange':
      return typeof text === 'string' && parseDutchDay(text).ok ? text.trim() : undefined;
    case 'checkbox':
      return raw === true || raw === 'true' ? true : undefined;
  }
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0)
  );
}

/** Declares a list's filters once; see the usage at the top of this file. */
export function defineListFilters<const D extends FilterDef>(
  defs: readonly D[],
  options: {
    schema?: v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;
    sortFields?: readonly string[];
  } = {},
): ListFilters<D> {
  const sortPattern = options.sortFields
    ? new RegExp(`^(ASC|DESC)-(${options.sortFields.join('|')})$`)
    : null;

  function read(raw: Record<string, unknown>): Record<string, unknown> {
    const values: Record<string, unknown> = {};
    for (const def of defs) {
      for (const key of keysOf(def)) {
        let value = readValue(def, raw[key]);
        // The API's own filter schema has the last word (a regex, a picklist the defs do not know).
        const entry = options.schema?.entries[key];
        if (value !== undefined && entry && !v.safeParse(entry, value).success) value = undefined;
        values[key] = value;
      }
    }
    return values;
  }

  const pick = (search: Record<string, unknown>) => {
    const values = read(search);
    return Object.fromEntries(
      Object.entries(values).filter(([, value]) => !isEmpty(value)),
    ) as FilterValues<D>;
  };

  return {
    defs,
    validateSearch(raw) {
      // Every key is returned (dropped ones as undefined): the router merges this over the raw params.
      const values = read(raw);
      if (sortPattern)
        values.sort = typeof raw.sort === 'string' && sortPattern.test(raw.sort) ? raw.sort : undefined;
      return values as FilterValues<D> & { sort?: string };
    },
    pick,
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
    filterOf: pick,
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
