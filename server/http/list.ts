import type { Context } from 'hono';
import * as v from 'valibot';
import { requestMessages } from '../../domain/messages';
import { NOT_FOUND_HEADER } from '../../domain/schemas/id-list';
import { AppError } from './errors';
import { refuseOtherPublisher } from './publisher-filter';
import { validationError } from './validate';

/** Parameters every list call may carry besides its filters. */
const RESERVED_PARAMS = new Set(['sort', 'csvHeaders']);
export const DEFAULT_PAGE_SIZE = 100;
/** The largest page a JSON list call returns; a CSV export streams without this cap. */
export const MAX_PAGE_SIZE = 1000;

export type Range = { start: number; end: number | null };
export type Sort<F extends string> = { field: F; direction: 'ASC' | 'DESC' };

/** `Range: items=start-end` (inclusive); default the first page; `items=0-` means "to the end". */
export function parseRange(header: string | undefined): Range {
  if (!header) return { start: 0, end: DEFAULT_PAGE_SIZE - 1 };
  const match = /^items=(\d{1,9})-(\d{0,9})$/.exec(header.trim());
  if (!match) throw new AppError('validation', 'Ongeldige Range-header; verwacht items=start-eind.');
  const start = Number(match[1]);
  const end = match[2] === '' ? null : Number(match[2]);
  if (end !== null && end < start)
    throw new AppError('validation', 'Ongeldige Range-header; eind ligt voor start.');
  return { start, end };
}

/** Limit and offset of a JSON page; a page never exceeds MAX_PAGE_SIZE. */
export function pageOf(range: Range): { offset: number; limit: number } {
  const wanted = range.end === null ? MAX_PAGE_SIZE : range.end - range.start + 1;
  return { offset: range.start, limit: Math.min(wanted, MAX_PAGE_SIZE) };
}

/** `sort=DESC-field` / `ASC-field`; a field outside the allow-list is a 400, never ignored. */
export function parseSort<F extends string>(
  value: string | undefined,
  allowed: readonly F[],
  fallback: Sort<F>,
): Sort<F> {
  if (!value) return fallback;
  const match = /^(ASC|DESC)-([A-Za-z0-9_.]+)$/.exec(value);
  if (!match)
    throw new AppError('validation', `Ongeldige sortering '${value}'; verwacht ASC-veld of DESC-veld.`);
  const field = match[2] as F;
  if (!allowed.includes(field)) throw new AppError('validation', `Onbekend sorteerveld '${field}'.`);
  return { field, direction: match[1] as 'ASC' | 'DESC' };
}

/** The `sort` parameter of a list call, or `field` in `direction` when it has none. */
export function sortParam<F extends string>(
  c: Context,
  allowed: readonly F[],
  field: NoInfer<F>,
  direction: 'ASC' | 'DESC',
): Sort<F> {
  return parseSort(c.req.query('sort'), allowed, { field, direction });
}

/** The page a list call's Range header asks for. */
export const rangePage = (c: Context) => pageOf(parseRange(c.req.header('range')));

/**
 * Reads the filters of a list call: empty values are dropped, a parameter outside the schema's
 * keys is a 400, and the values are validated with the shared valibot schema (Dutch messages).
 */
export function parseFilters<
  S extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
>(c: Context, schema: S): v.InferOutput<S> {
  const known = new Set(Object.keys(schema.entries));
  const raw: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (RESERVED_PARAMS.has(key)) continue;
    if (!known.has(key)) throw new AppError('validation', `Onbekend filter '${key}'.`);
    if (values.some((value) => value.includes('\u0000')))
      throw new AppError('validation', requestMessages.nul);
    const present = values.filter((value) => value.trim() !== '');
    if (present.length === 0) continue;
    raw[key] = present.length === 1 ? present[0]! : present;
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) throw validationError(result.issues);
  refuseOtherPublisher(c, schema, result.output);
  return result.output;
}

/**
 * A sorted list call's filters, sort and page, read in that order (so the same 400 wins as when
 * each was read on its own line). `fallback` is the sort without a `sort` parameter, written as the
 * parameter is (`DESC-createdAt`). Handlers that may start an export read the page after that
 * choice instead, and keep the three calls.
 */
export function listParams<
  S extends v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>,
  F extends string,
>(c: Context, schema: S, allowed: readonly F[], fallback: `${Sort<F>['direction']}-${NoInfer<F>}`) {
  const filter = parseFilters(c, schema);
  const dash = fallback.indexOf('-');
  const direction = fallback.slice(0, dash) as Sort<F>['direction'];
  const sort = sortParam(c, allowed, fallback.slice(dash + 1) as F, direction);
  return { filter, sort, page: rangePage(c) };
}

/**
 * Sets `Content-Range: items start-end/total` and returns the page as JSON. `notFound`: of a
 * many-identifiers filter (domain/schemas/id-list.ts), the identifiers the list does not hold.
 */
export function listReply<T>(
  c: Context,
  items: T[],
  offset: number,
  total: number,
  notFound?: readonly string[],
) {
  const range =
    items.length === 0 ? `items */${total}` : `items ${offset}-${offset + items.length - 1}/${total}`;
  c.header('Content-Range', range);
  if (notFound) c.header(NOT_FOUND_HEADER, notFound.join(','));
  c.header(
    'Access-Control-Expose-Headers',
    notFound ? `Content-Range, ${NOT_FOUND_HEADER}` : 'Content-Range',
  );
  return c.json(items);
}
