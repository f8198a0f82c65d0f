import type { Candidate, TokenKind } from '../domain/identifier-shapes';
import type { AdminPrincipal, Right } from '../domain/rights';
import { canAny } from '../domain/rights';
import { NOT_FOUND_HEADER, splitIdList } from '../domain/schemas/id-list';
import { extractIdentifiers, parseToken } from '../domain/tokens';
import { type Column, columnIn } from './column';
import { type Suggestion, suggestionsBeforeFound, suggestionsFor } from './resolve-corrections';
import {
  accountEntity,
  externAccountEntities,
  type FoundEntity,
  fieldOf,
  logEntryEntity,
  organisationBrins,
  organisationEntity,
  productEntity,
  tlinkEntity,
} from './resolve-entities';
import { resolveMessages } from './resolve-messages';

/**
 * Identifier resolution for the command palette: which identifiers a text holds, which API calls
 * check them (only those the administrator has the right for), and what they found. Pure: the
 * HTTP side is injected as a `Lookup`, so tests run it against a real Hono app.
 */

/** One GET of the core API, relative to its base: an item (`accounts/12`) or a filtered list. */
export type LookupCall = { path: string; params?: Record<string, string>; list: boolean };

/**
 * The outcome of one call. A 404 on an item is 'notFound'; a 404 on a list route (the route does
 * not exist yet), a 403, a 5xx or a network error is 'unavailable'.
 */
export type LookupReply =
  /** `notFound`: of a many-identifiers filter, the identifiers the list does not hold (decision 351). */
  { kind: 'ok'; body: unknown; notFound?: string[] } | { kind: 'notFound' } | { kind: 'unavailable' };

export type Lookup = (call: LookupCall, signal: AbortSignal) => Promise<LookupReply>;

export type IdentifierResult = {
  candidate: Candidate;
  /** Offset in the text; candidates of one ambiguous token share it. */
  index: number;
  state: 'found' | 'notFound' | 'unavailable';
  found: FoundEntity[];
  /** 'Geen TLink met code … gevonden' and the like; null when found. */
  message: string | null;
  /** 'Controlecijfer klopt niet' for an EAN with a wrong check digit. */
  warning: string | null;
  /** "Bedoelde je ...?": existing look-alikes, offered, never jumped to (resolve-corrections.ts). */
  suggestions: Suggestion[];
};

export type Resolution = {
  mode: 'typed' | 'ticket' | 'column';
  /** Empty for a pasted column: it is checked as the list it opens (column.ts), not per identifier. */
  results: IdentifierResult[];
};

type Plan = {
  rights: readonly Right[];
  /**
   * The API collection whose writes can change the answer: the console keys the lookup under that
   * resource's query keys (src/palette/use-resolution.ts), so a write that refreshes the
   * resource's lists refreshes what the palette says about its identifiers too.
   */
  resource: string;
  calls: (value: string) => LookupCall[];
  /** Turns the replies of `calls` into entities; list answers are filtered to exact matches. */
  read: (value: string, bodies: readonly unknown[]) => FoundEntity[];
};

const listItems = (body: unknown): unknown[] => (Array.isArray(body) ? body : []);
const present = <T>(items: readonly (T | null)[]): T[] => items.filter((item): item is T => item !== null);

/**
 * The plan of a list filtered on the identifier (`?filter=value`) whose answer may hold near matches
 * (a search filter): only the items `matches` keeps are found.
 */
function exactInList(plan: {
  rights: readonly Right[];
  path: string;
  filter: string;
  matches: (item: unknown, value: string) => boolean;
  entity: (item: unknown) => FoundEntity | null;
}): Plan {
  return {
    rights: plan.rights,
    resource: plan.path,
    calls: (value) => [{ path: plan.path, params: { [plan.filter]: value }, list: true }],
    read: (value, [body]) =>
      present(
        listItems(body)
          .filter((item) => plan.matches(item, value))
          .map((item) => plan.entity(item)),
      ),
  };
}

/** The spec's calls per identifier kind (spec 000 §7, spec 001 §7) and the rights they need. */
const PLANS: Partial<Record<TokenKind, Plan>> = {
  accountId: {
    rights: ['gebruikers_inzien'],
    resource: 'accounts',
    calls: (value) => [{ path: `accounts/${value}`, list: false }],
    read: (_, [body]) => present([accountEntity(body)]),
  },
  email: exactInList({
    rights: ['gebruikers_inzien'],
    path: 'accounts',
    filter: 'input',
    matches: (item, value) => fieldOf(item, 'email')?.toLowerCase() === value,
    entity: accountEntity,
  }),
  tlinkCode: exactInList({
    rights: ['tlinklicenties_inzien', 'tlinklicenties_aanpassen'],
    path: 'tlinklicenses',
    filter: 'licenseCode',
    matches: (item, value) => fieldOf(item, 'licenseCode')?.toUpperCase() === value,
    entity: tlinkEntity,
  }),
  ean: exactInList({
    rights: ['producten_inzien'],
    path: 'products',
    filter: 'ean',
    matches: (item, value) => fieldOf(item, 'ean') === value,
    entity: productEntity,
  }),
  meldcode: {
    rights: ['logentries_inzien'],
    resource: 'logentries',
    calls: (value) => [{ path: 'logentries', params: { meldcode: value, amount: '1' }, list: true }],
    read: (value, [body]) => {
      const first = listItems(body).find((item) => (fieldOf(item, 'meldcode') ?? value) === value);
      return first === undefined ? [] : present([logEntryEntity(first, value)]);
    },
  },
  brin: exactInList({
    rights: ['organisaties_inzien'],
    path: 'organisations',
    filter: 'q',
    // A four-character BRIN is the institution: its branches (12AB00, 12AB01) match too.
    matches: (item, value) =>
      organisationBrins(item).some((brin) => brin === value || brin.startsWith(value)),
    entity: organisationEntity,
  }),
  eckId: {
    // An external account is written with its account (the account form links and unlinks it).
    rights: ['gebruikers_inzien'],
    resource: 'accounts',
    calls: (value): LookupCall[] => [
      { path: 'externalaccounts', params: { nameId: value }, list: true },
      { path: 'accounts', params: { userid: value }, list: true },
    ],
    read: (_, [external, accounts]) => {
      const all = [
        ...present(listItems(accounts).map(accountEntity)),
        ...externAccountEntities(listItems(external)),
      ];
      // One account may come back from both calls; the fuller summary (accounts list) wins.
      const byId = new Map<string, FoundEntity>();
      for (const found of all) if (!byId.has(found.entity.id)) byId.set(found.entity.id, found);
      return [...byId.values()];
    },
  },
};

/** Typed text below this confidence is not looked up: 'accounts' is a command, not a TLink code. */
const TYPED_MIN_CONFIDENCE = 0.35;

/** The calls that check one candidate, or [] when its kind has none or the right is missing. */
export function lookupCallsFor(candidate: Candidate, admin: AdminPrincipal): LookupCall[] {
  const plan = PLANS[candidate.kind];
  return plan && canAny(admin, plan.rights) ? plan.calls(candidate.value) : [];
}

export type Located = { candidate: Candidate; index: number };

/** An identifier to look up, with the API collection whose writes can change its answer (`Plan`). */
export type PlannedLookup = Located & { resource: string };

/** What the lookups of one candidate found, wherever in the text it stands. */
export type CandidateResult = Omit<IdentifierResult, 'index'>;

/**
 * The identifiers of a palette input. One line that reads as one token (or a labelled form) is
 * typed text; several lines, or several words that do not form one token, are a ticket.
 */
export function identifiersIn(text: string): { mode: 'typed' | 'ticket'; items: Located[] } {
  const trimmed = text.trim();
  if (trimmed === '') return { mode: 'typed', items: [] };
  if (!trimmed.includes('\n')) {
    const typed = parseToken(trimmed).filter(
      (candidate) => candidate.labelled || candidate.confidence >= TYPED_MIN_CONFIDENCE,
    );
    if (typed.length > 0 || !/\s/.test(trimmed)) {
      return { mode: 'typed', items: typed.map((candidate) => ({ candidate, index: 0 })) };
    }
  }
  const items = extractIdentifiers(trimmed).map(({ index, ...candidate }) => ({ candidate, index }));
  // One line of words without any identifier is a command search ('rol toevoegen'), not a ticket:
  // the palette lists no commands for a ticket.
  if (items.length === 0 && !trimmed.includes('\n')) return { mode: 'typed', items };
  return { mode: 'ticket', items };
}

/**
 * The identifiers of `text` that this administrator may look up (what resolveIdentifiers checks),
 * or the column it is (then no identifier is looked up on its own).
 */
export function lookupsPlanned(
  text: string,
  admin: AdminPrincipal,
): { mode: Resolution['mode']; items: PlannedLookup[]; column: Column | null } {
  const column = columnIn(text, admin);
  if (column) return { mode: 'column', items: [], column };
  const { mode, items } = identifiersIn(text);
  const planned = items.flatMap((item) => {
    const plan = PLANS[item.candidate.kind];
    return plan && canAny(admin, plan.rights) ? [{ ...item, resource: plan.resource }] : [];
  });
  return { mode, items: planned, column: null };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

/** Looks up one candidate (and its look-alikes when it is not found). Rejects on abort. */
export async function resolveCandidate(
  candidate: Candidate,
  admin: AdminPrincipal,
  lookup: Lookup,
  signal: AbortSignal,
): Promise<CandidateResult> {
  const warning =
    candidate.kind === 'ean' && candidate.checkDigitValid === false ? resolveMessages.checkDigit : null;
  const plan = PLANS[candidate.kind];
  const calls = plan && canAny(admin, plan.rights) ? plan.calls(candidate.value) : [];
  const suggest = (found: readonly FoundEntity[]) =>
    suggestionsFor(candidate, found, lookup, signal).catch((error: unknown) => {
      if (isAbort(error) || signal.aborted) throw error;
      return [];
    });
  // Look-alikes that do not wait for the lookup's answer (a wrong check digit) are asked for with it.
  const early = calls.length > 0 && suggestionsBeforeFound(candidate) ? suggest([]) : null;
  const replies = await Promise.all(
    calls.map(async (call): Promise<LookupReply> => {
      try {
        return await lookup(call, signal);
      } catch (error) {
        if (isAbort(error) || signal.aborted) throw error;
        return { kind: 'unavailable' };
      }
    }),
  );
  const bodies = replies.map((reply) => (reply.kind === 'ok' ? reply.body : null));
  const found =
    plan && replies.some((reply) => reply.kind === 'ok') ? plan.read(candidate.value, bodies) : [];
  const suggestions =
    early !== null
      ? await early
      : calls.length > 0 && replies.every((reply) => reply.kind !== 'unavailable')
        ? await suggest(found)
        : [];
  const base = { candidate, found, warning, suggestions };
  if (found.length > 0) return { ...base, state: 'found', message: null };
  if (replies.some((reply) => reply.kind === 'unavailable')) {
    return {
      ...base,
      state: 'unavailable',
      message: resolveMessages.unavailable(candidate.kind, candidate.value),
    };
  }
  return { ...base, state: 'notFound', message: resolveMessages.notFound(candidate.kind, candidate.value) };
}

/**
 * Checks every identifier of `text` in parallel through `lookup`. Rejects with the abort error
 * when `signal` is aborted (the next keystroke). Of an ambiguous token (eight digits: an account
 * id and a TLink code) only the readings that exist are kept once one of them is found.
 */
export async function resolveIdentifiers(
  text: string,
  admin: AdminPrincipal,
  lookup: Lookup,
  signal: AbortSignal,
): Promise<Resolution> {
  const { mode, items } = lookupsPlanned(text, admin);
  const results = await Promise.all(
    items.map(({ candidate }) => resolveCandidate(candidate, admin, lookup, signal)),
  );
  signal.throwIfAborted();
  return resolutionOf(mode, items, results);
}

/**
 * The resolution of the located identifiers from what each one's lookups found (`results[i]` of
 * `items[i]`): of an ambiguous token only the readings that exist are kept once one is found.
 */
export function resolutionOf(
  mode: Resolution['mode'],
  items: readonly Located[],
  results: readonly CandidateResult[],
): Resolution {
  const located = items.map(({ index }, i): IdentifierResult => ({ ...results[i]!, index }));
  const foundAt = new Set(located.filter((r) => r.state === 'found').map((r) => r.index));
  return { mode, results: located.filter((r) => r.state === 'found' || !foundAt.has(r.index)) };
}

/** Every entity a resolution found, in order, each once. */
export function foundEntities(resolution: Resolution): FoundEntity[] {
  const seen = new Set<string>();
  const all: FoundEntity[] = [];
  for (const result of resolution.results) {
    for (const found of result.found) {
      const key = `${found.entity.kind}:${found.entity.id}`;
      if (!seen.has(key)) {
        seen.add(key);
        all.push(found);
      }
    }
  }
  return all;
}

/** The heading of a pasted ticket: '3 kenmerken in de tekst: 2 gevonden, 1 niet gevonden'. */
export function ticketSummary(resolution: Resolution): string {
  const byIndex = new Map<number, boolean>();
  for (const result of resolution.results) {
    byIndex.set(result.index, (byIndex.get(result.index) ?? false) || result.state === 'found');
  }
  const found = [...byIndex.values()].filter(Boolean).length;
  return resolveMessages.ticketSummary(byIndex.size, found);
}

/** An answer with what a many-identifiers filter did not find (its `Not-Found-Ids` header). */
export function okReply(headers: Headers, body: unknown): LookupReply {
  const notFound = headers.get(NOT_FOUND_HEADER);
  return notFound === null ? { kind: 'ok', body } : { kind: 'ok', body, notFound: splitIdList(notFound) };
}

/**
 * A `Lookup` over a plain fetch (the browser's, or a Hono app's `request`): JSON, a bearer token
 * when given, the list conventions of spec 000 §7 (a small Range).
 */
export function fetchLookup(
  doFetch: (url: string, init: RequestInit) => Promise<Response>,
  options: { baseUrl?: string; token?: () => string | null } = {},
): Lookup {
  const base = (options.baseUrl ?? '/api').replace(/\/$/, '');
  return async (call, signal) => {
    const query = new URLSearchParams(call.params ?? {}).toString();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (call.list) headers.Range = 'items=0-9';
    const token = options.token?.();
    if (token) headers.Authorization = `Bearer ${token}`;
    const response = await doFetch(`${base}/${call.path}${query ? `?${query}` : ''}`, { headers, signal });
    if (response.ok) return okReply(response.headers, await response.json());
    if (response.status === 404 && !call.list) return { kind: 'notFound' };
    // An id the server refuses to read (400) is not an entity.
    if (response.status === 400 && !call.list) return { kind: 'notFound' };
    return { kind: 'unavailable' };
  };
}
