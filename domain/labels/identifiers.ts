import type { TokenKind } from '../identifier-shapes';

/** What the palette calls each kind of identifier, in the words of the spec. */
export const IDENTIFIER_LABELS: Record<TokenKind, string> = {
  accountId: 'Account-id',
  email: 'E-mailadres',
  tlinkCode: 'TLink-code',
  ean: 'EAN',
  meldcode: 'Meldcode',
  brin: 'BRIN',
  eckId: 'ECK iD',
  reference: 'Referentie',
};
