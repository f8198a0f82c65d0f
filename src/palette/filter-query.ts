import { parseDutchDay } from '../../domain/dates';
import type { ChoiceOption } from '../kit/form/choice-fields';
import type { EntityKindFilter } from '../kit/list-filters';
import { filterQueryMessages as msg } from './filter-query-messages';

/*
 * Filter queries in the palette (issue 22 item 5, decision 430): "tlinks status:actief
 * school:Noorderlicht" read against a list's own filter declaration. Pure rules: the palette's
 * group (filter-query-group.tsx) draws what they return, resolves entity values through the
 * lookups and opens the list. A value with spaces is quoted ("Het Noorderlicht"); a choice is
 * matched by its Dutch label or its code, written with dashes for spaces ("vrije-licentie").
 */

/** One filter the palette can fill, by the names a person types (the first is shown). */
export type FilterField = { key: string; names: readonly string[]; label: string } & (
  | { kind: 'text'; minLength: number }
  | { kind: 'choice'; options: readonly ChoiceOption[]; isMulti: boolean }
  | { kind: 'flag' }
  | { kind: 'date' }
  | { kind: 'entity'; entity: EntityKindFilter }
);

/** A list the palette opens with filters: its words (Dutch and English), title and fields. */
export type FilterList = {
  id: string;
  title: string;
  words: readonly string[];
  fields: readonly FilterField[];
};

/** A filter with its value read: a URL value, or an entity's name still to be looked up. */
export type FilterTerm =
  | { field: FilterField; value: string | string[] | boolean; shown: string }
  | { field: Extract<FilterField, { kind: 'entity' }>; text: string; token: Token };

/** What a completion puts in the input: the whole new text, and how it reads in the list. */
export type Completion = { text: string; label: string; detail?: string };

export type FilterQuery<L extends FilterList = FilterList> = {
  list: L;
  terms: FilterTerm[];
  /** Dutch explanations of what cannot be used: an unknown filter or value, a too-short text. */
  problems: string[];
  /** The names or values that fit the word being typed (or the word that was wrong). */
  completions: Completion[];
  /** The word being typed (no space after it yet), which only completes. */
  typing: Token | null;
};

export type Token = { raw: string; start: number; end: number; name: string | null; value: string };

/** Lower case, no accents, runs of anything but letters and digits as one dash: the matching form. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const QUOTES = /["“”]/;

/** The words of the input; a double-quoted stretch (also after a colon) stays inside its word. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i]!)) {
      i += 1;
      continue;
    }
    const start = i;
    let isQuoted = false;
    while (i < text.length && (isQuoted || !/\s/.test(text[i]!))) {
      if (QUOTES.test(text[i]!)) isQuoted = !isQuoted;
      i += 1;
    }
    const raw = text.slice(start, i);
    const colon = raw.indexOf(':');
    const unquote = (part: string) => part.replace(/["“”]/g, '').trim();
    tokens.push({
      raw,
      start,
      end: i,
      name: colon > 0 ? raw.slice(0, colon).toLowerCase() : null,
      value: unquote(colon > 0 ? raw.slice(colon + 1) : raw),
    });
  }
  return tokens;
}

/** The value as it is typed back into the input: quoted when it holds a space. */
export function written(value: string): string {
  return /\s/.test(value) ? `"${value}"` : value;
}

/** The list a word names ("tlinks", "licenties", "users"), if any. */
export function listOf<L extends FilterList>(word: string, lists: readonly L[]): L | undefined {
  const key = slug(word);
  return lists.find((list) => list.words.some((w) => slug(w) === key));
}

function fieldOf(name: string, list: FilterList): FilterField | undefined {
  const key = slug(name);
  return list.fields.find((field) => field.names.some((n) => slug(n) === key));
}

function matchOption(part: string, options: readonly ChoiceOption[]): ChoiceOption | undefined {
  const key = slug(part);
  return options.find((option) => slug(option.label) === key || slug(option.value) === key);
}

const YES = ['ja', 'j', 'yes', 'y', 'true', 'aan', '1'];
const NO = ['nee', 'n', 'no', 'false', 'uit', '0'];
const FLAG_OPTIONS: readonly ChoiceOption[] = [
  { value: 'ja', label: 'Ja' },
  { value: 'nee', label: 'Nee' },
];

/** The value choices of a field, for completion: options, ja/nee; none for text, dates and entities. */
function choicesOf(field: FilterField): readonly ChoiceOption[] {
  if (field.kind === 'choice') return field.options;
  if (field.kind === 'flag') return FLAG_OPTIONS;
  return [];
}

export function replaceToken(text: string, token: Token, next: string): string {
  return `${text.slice(0, token.start)}${next}${text.slice(token.end)}`;
}

/** Completions of a field's value: options whose label or code starts with what is typed. */
function valueCompletions(text: string, token: Token, field: FilterField, typed: string): Completion[] {
  const parts = typed.split(',');
  const done = parts.slice(0, -1).join(',');
  const prefix = slug(parts.at(-1) ?? '');
  return choicesOf(field)
    .filter((option) => slug(option.label).startsWith(prefix) || slug(option.value).startsWith(prefix))
    .map((option) => {
      const value = `${done ? `${done},` : ''}${slug(option.label)}`;
      return {
        text: `${replaceToken(text, token, `${field.names[0]}:${value}`)} `,
        label: `${field.names[0]}:${value}`,
        detail: option.label,
      };
    });
}

/** Completions of a filter name: every field one of whose names starts with what is typed. */
function nameCompletions(text: string, token: Token, list: FilterList, typed: string): Completion[] {
  const prefix = slug(typed);
  return list.fields
    .filter((field) => field.names.some((name) => slug(name).startsWith(prefix)))
    .map((field) => ({
      text: replaceToken(text, token, `${field.names[0]}:`),
      label: `${field.names[0]}:`,
      detail: field.label,
    }));
}

/** Names starting like the unknown one, else every name: what to write instead. */
function closeNames(text: string, token: Token, list: FilterList, typed: string): Completion[] {
  const close = nameCompletions(text, token, list, typed.slice(0, 2));
  return close.length > 0 ? close : nameCompletions(text, token, list, '');
}

function knownNames(list: FilterList): string {
  return list.fields.map((field) => field.names[0]).join(', ');
}

type Read = { term?: FilterTerm; problem?: string };

/** One `name:value` with a known field: its value read by the field's kind. */
function readValue(field: FilterField, token: Token): Read {
  const name = field.names[0]!;
  const value = token.value;
  if (field.kind === 'entity') return { term: { field, text: value, token } };
  if (field.kind === 'text') {
    if (value.length < field.minLength) return { problem: msg.tooShort(name, field.minLength) };
    return { term: { field, value, shown: value } };
  }
  if (field.kind === 'date') {
    const day = parseDutchDay(value);
    return day.ok ? { term: { field, value, shown: value } } : { problem: msg.badDate(name, value) };
  }
  if (field.kind === 'flag') {
    const word = slug(value);
    if (YES.includes(word)) return { term: { field, value: true, shown: 'Ja' } };
    if (NO.includes(word)) return { term: { field, value: false, shown: 'Nee' } };
    return { problem: msg.unknownValue(name, value, 'ja, nee') };
  }
  const parts = value.split(',').filter((part) => part.trim() !== '');
  const chosen = parts.map((part) => ({ part, option: matchOption(part, field.options) }));
  const unknown = chosen.find((item) => !item.option);
  if (unknown) {
    const labels = field.options.map((option) => slug(option.label)).join(', ');
    return { problem: msg.unknownValue(name, unknown.part, labels) };
  }
  const options = chosen.map((item) => item.option!);
  if (!field.isMulti && options.length > 1) return { problem: msg.oneValue(name) };
  const shown = options.map((option) => option.label).join(', ');
  const values = options.map((option) => option.value);
  return { term: { field, value: field.isMulti ? values : values[0]!, shown } };
}

/**
 * Reads the input as a filter query of one of `lists`, or null when it is not one: the first word
 * names a list and something follows it (a space is enough: then every filter name completes).
 */
export function parseFilterQuery<L extends FilterList>(
  text: string,
  lists: readonly L[],
): FilterQuery<L> | null {
  const tokens = tokenize(text);
  const [first, ...rest] = tokens;
  if (!first || first.name !== null) return null;
  const list = listOf(first.raw, lists);
  const endsInSpace = /\s$/.test(text);
  if (!list || (rest.length === 0 && !endsInSpace)) return null;
  // Words after the list's that name no filter (no colon either) are a command's name ('OAuth client
  // verwijderen', 'tlinks exporteren'), not a filter query: the commands answer those.
  const namesAFilter = (token: Token) =>
    token.name !== null ||
    fieldOf(token.value, list) !== undefined ||
    list.fields.some((field) => field.names.some((name) => slug(name).startsWith(slug(token.value))));
  if (rest.length > 0 && !rest.some(namesAFilter)) return null;
  const query: FilterQuery<L> = { list, terms: [], problems: [], completions: [], typing: null };
  const typing = endsInSpace ? null : (rest.at(-1) ?? null);
  query.typing = typing;
  if (rest.length === 0) query.completions = nameCompletions(text, first, list, '').map(afterList(text));
  for (const token of rest) {
    const isTyping = token === typing;
    const field = fieldOf(token.name ?? token.value, list);
    if (token.name === null) {
      // A bare word: a filter name being typed, or one written without its value.
      if (isTyping) {
        const names = nameCompletions(text, token, list, token.value);
        if (names.length > 0) {
          query.completions.push(...names);
          continue;
        }
      }
      if (field) {
        query.problems.push(msg.noValue(field.names[0]!));
        query.completions.push(...valueCompletions(text, token, field, ''));
      } else {
        query.problems.push(msg.unknownFilter(token.value, list.title, knownNames(list)));
        query.completions.push(...closeNames(text, token, list, token.value));
      }
      continue;
    }
    if (!field) {
      query.problems.push(msg.unknownFilter(token.name, list.title, knownNames(list)));
      query.completions.push(...closeNames(text, token, list, token.name));
      continue;
    }
    if (token.value === '') {
      if (!isTyping) query.problems.push(msg.noValue(field.names[0]!));
      query.completions.push(...valueCompletions(text, token, field, ''));
      continue;
    }
    const read = readValue(field, token);
    if (read.term) {
      query.terms = [...query.terms.filter((term) => term.field.key !== field.key), read.term];
    }
    // Still typing the value: what fits is offered, and an unfinished word is no mistake yet.
    const fitting = isTyping ? valueCompletions(text, token, field, token.value) : [];
    if (!read.problem) {
      query.completions.push(...fitting.filter((completion) => completion.text.trim() !== text.trim()));
      continue;
    }
    if (fitting.length > 0) {
      query.completions.push(...fitting);
      continue;
    }
    query.problems.push(read.problem);
    query.completions.push(...valueCompletions(text, token, field, ''));
  }
  return query;
}

/** A name completed right after the list word: the space after it stays. */
function afterList(text: string) {
  return (completion: Completion): Completion => ({
    ...completion,
    text: `${text.replace(/\s+$/, '')} ${completion.label}`,
  });
}

/**
 * The search the list opens with: each read term under its key (an entity by its found id), the
 * `no` of a yes/no filter left out. Undefined while an entity value has no id yet.
 */
export function searchOf(
  query: FilterQuery,
  ids: Readonly<Record<string, number | undefined>>,
): Record<string, unknown> | undefined {
  const search: Record<string, unknown> = {};
  for (const term of query.terms) {
    if ('text' in term) {
      const id = ids[term.field.key];
      if (id === undefined) return undefined;
      search[term.field.key] = id;
    } else if (term.value !== false) search[term.field.key] = term.value;
  }
  return search;
}
