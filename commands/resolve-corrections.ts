import { type Correction, eanCorrections, tlinkCodeCorrections } from '../domain/corrections';
import type { Candidate, TokenKind } from '../domain/identifier-shapes';
import { ID_LIST_MAX } from '../domain/schemas/id-list';
import type { Lookup } from './resolve';
import { type FoundEntity, fieldOf, productEntity, tlinkEntity } from './resolve-entities';

/**
 * "Bedoelde je ...?" (issue 22 item 2): for a TLink code that was not found, and for an EAN whose
 * check digit is wrong, the look-alikes that exist, found with ONE many-identifiers list call
 * (decision 351). The API scopes that call like any list, so a publisher-bound administrator is
 * never offered another publisher's code: it does not exist for them (decision 352).
 */

export type Suggestion = FoundEntity & { why: string };

type CorrectionPlan = {
  /** Whether this candidate, given what its own lookup found, may have been mistyped. */
  applies: (candidate: Candidate, found: readonly FoundEntity[]) => boolean;
  corrections: (value: string) => Correction[];
  path: string;
  param: string;
  /** The identifier of a list item, as the corrections write it. */
  key: (item: unknown) => string | null;
  entity: (item: unknown) => FoundEntity | null;
};

const PLANS: Partial<Record<TokenKind, CorrectionPlan>> = {
  tlinkCode: {
    applies: (_, found) => found.length === 0,
    corrections: tlinkCodeCorrections,
    path: 'tlinklicenses',
    param: 'licenseCodes',
    key: (item) => fieldOf(item, 'licenseCode')?.toUpperCase() ?? null,
    entity: tlinkEntity,
  },
  ean: {
    // A wrong check digit is offered its neighbours even when a product has it (old catalogue data).
    applies: (candidate) => candidate.checkDigitValid === false,
    corrections: eanCorrections,
    path: 'products',
    param: 'eans',
    key: (item) => fieldOf(item, 'ean'),
    entity: productEntity,
  },
};

/** Whether the look-alikes of `candidate` are wanted whatever its own lookup finds (so asked at once). */
export function suggestionsBeforeFound(candidate: Candidate): boolean {
  return candidate.kind === 'ean' && candidate.checkDigitValid === false;
}

/** The look-alikes of `candidate` that exist for this administrator, each with why; [] when none. */
export async function suggestionsFor(
  candidate: Candidate,
  found: readonly FoundEntity[],
  lookup: Lookup,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const plan = PLANS[candidate.kind];
  if (!plan?.applies(candidate, found)) return [];
  const corrections = plan.corrections(candidate.value).slice(0, ID_LIST_MAX);
  if (corrections.length === 0) return [];
  const reply = await lookup(
    { path: plan.path, params: { [plan.param]: corrections.map((c) => c.value).join(',') }, list: true },
    signal,
  );
  if (reply.kind !== 'ok' || !Array.isArray(reply.body)) return [];
  const items = reply.body;
  const suggestions: Suggestion[] = [];
  // In the corrections' order: look-alikes before swaps, as likely as they are common.
  for (const correction of corrections) {
    const item = items.find((candidateItem) => plan.key(candidateItem) === correction.value);
    const entity = item === undefined ? null : plan.entity(item);
    if (entity) suggestions.push({ ...entity, why: correction.why });
  }
  return suggestions;
}
