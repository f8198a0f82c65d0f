import type { TokenKind } from '../domain/identifier-shapes';
import { IDENTIFIER_LABELS } from '../domain/labels/identifiers';

const NOT_FOUND: Record<TokenKind, (value: string) => string> = {
  accountId: (value) => `Geen account met id ${value} gevonden`,
  email: (value) => `Geen account met e-mailadres ${value} gevonden`,
  tlinkCode: (value) => `Geen TLink met code ${value} gevonden`,
  ean: (value) => `Geen product met EAN ${value} gevonden`,
  meldcode: (value) => `Geen logregel met meldcode ${value} gevonden`,
  brin: (value) => `Geen organisatie met BRIN ${value} gevonden`,
  eckId: (value) => `Geen account met ECK iD ${value} gevonden`,
  reference: (value) => `Niets gevonden voor referentie ${value}`,
};

/** Dutch texts of identifier resolution. */
export const resolveMessages = {
  notFound: (kind: TokenKind, value: string) => NOT_FOUND[kind](value),
  unavailable: (kind: TokenKind, value: string) =>
    `${IDENTIFIER_LABELS[kind]} ${value} kon nu niet worden opgezocht`,
  checkDigit: 'Controlecijfer klopt niet',
  /** Heading of a pasted ticket: how many identifiers, and how many of them exist. */
  ticketSummary: (total: number, found: number) => {
    const noun = total === 1 ? 'kenmerk' : 'kenmerken';
    const missing = total - found;
    return `${total} ${noun} in de tekst: ${found} gevonden, ${missing} niet gevonden`;
  },
  accountLabel: (id: string) => `Account ${id}`,
} as const;
