import { describe, expect, it } from 'vitest';
import { withCheckDigit } from './ean';
import type { TokenKind } from './identifier-shapes';
import { extractIdentifiers } from './tokens';

/**
 * The grammar against tickets as a support desk receives them (issue 22): greetings, signatures,
 * dates, phone numbers, order and invoice numbers around the identifiers, which must be found
 * however they are written and nothing else taken.
 */

const EAN_A = withCheckDigit('978900104263');
const EAN_B = withCheckDigit('978946200583');
/** EAN_A with its check digit mistyped. */
const EAN_A_TYPO = `${EAN_A.slice(0, 12)}${(Number(EAN_A[12]) + 3) % 10}`;
const ISBN_A = `${EAN_A.slice(0, 3)}-${EAN_A.slice(3, 5)}-${EAN_A.slice(5, 9)}-${EAN_A.slice(9, 12)}-${EAN_A[12]}`;

type Row = [title: string, ticket: string, expected: [TokenKind, string][]];

const SIGNATURE = 'Met vriendelijke groet,\nMarieke de Vries\nCSG Het Noorderlicht\nTel. 050-3124567';

const tickets: Row[] = [
  [
    'a code split by a space',
    'Goedemiddag,\n\nDe code 2227 5UYK werkt niet.\n\nGroet, Piet',
    [['tlinkCode', '22275UYK']],
  ],
  [
    'a code split by a dash',
    'Hoi, leerling heeft code 2227-5UYK maar krijgt een fout.',
    [['tlinkCode', '22275UYK']],
  ],
  [
    'an unlabelled split code',
    'Beste,\nIk kreeg 2227 5UYK van school, maar hij doet het niet.\nDank!',
    [['tlinkCode', '22275UYK']],
  ],
  ['a code in lower case', 'mijn licentiecode is ab7k9mxq, wat moet ik doen?', [['tlinkCode', 'AB7K9MXQ']]],
  [
    'a code in quotes',
    'Er staat "AB7K9MXQ" op het briefje maar de site zegt ongeldig.',
    [['tlinkCode', 'AB7K9MXQ']],
  ],
  [
    'a code in brackets',
    'Licentie (AB7K9MXQ) is verlopen volgens de melding [12-03-2025].',
    [['tlinkCode', 'AB7K9MXQ']],
  ],
  [
    'a labelled lower-case split code',
    'tlink ab7k 9mxq graag opnieuw activeren',
    [['tlinkCode', 'AB7K9MXQ']],
  ],
  ['acc and a number', 'Kunnen jullie acc 40939 ontgrendelen? Alvast bedankt.', [['accountId', '40939']]],
  [
    'klantnummer',
    `Geachte heer/mevrouw,\n\nMijn klantnummer 40939 staat geblokkeerd.\n\n${SIGNATURE}`,
    [['accountId', '40939']],
  ],
  [
    'klantnr. with a colon',
    'Klantnr.: 40939\nProbleem: inloggen lukt niet sinds 03-02-2025',
    [['accountId', '40939']],
  ],
  [
    'account nummer written out',
    'Het account nummer 4093 heeft geen licenties meer.',
    [['accountId', '4093']],
  ],
  ['gebruiker', 'gebruiker 771204 ziet zijn methode niet in het overzicht', [['accountId', '771204']]],
  ['a short account behind a colon', 'account: 312 (testaccount van de school)', [['accountId', '312']]],
  ['an account in a hash', 'Klant #40939 belde om 10:45 over zijn wachtwoord.', [['accountId', '40939']]],
  ['an EAN labelled', `Het gaat om ean ${EAN_A}, de werkboeken.`, [['ean', EAN_A]]],
  ['an ISBN with dashes', `Boek met ISBN ${ISBN_A} staat niet in de leskluis.`, [['ean', EAN_A]]],
  ['a mistyped EAN', `product ${EAN_A_TYPO} geeft geen licenties`, [['ean', EAN_A_TYPO]]],
  [
    'two EANs in a list',
    `Graag toegang tot:\n- ${EAN_A}\n- ${EAN_B}\nBvd`,
    [
      ['ean', EAN_A],
      ['ean', EAN_B],
    ],
  ],
  ['a meldcode', 'Foutmelding met meldcode XK3-9Q2P verscheen om 14:02.', [['meldcode', 'XK3-9Q2P']]],
  ['a BRIN labelled school', 'Het betreft school 12AB (vestiging Zuid).', [['brin', '12AB']]],
  ['a BRIN with branch', 'BRIN: 34cd01, het schoolbestuur vraagt een overzicht.', [['brin', '34CD01']]],
  [
    'an e-mail address',
    'Kunnen jullie de mail naar j.bakker@dewaterlelie.nl opnieuw sturen?',
    [['email', 'j.bakker@dewaterlelie.nl']],
  ],
  [
    'an order number',
    'Ordernummer 20250312 is niet geleverd, code AB7K9MXQ ook niet.',
    [['tlinkCode', 'AB7K9MXQ']],
  ],
  ['an order number with a hash', 'Bestelling #4501239 en bestelnummer: 77120455 zijn dubbel.', []],
  ['an invoice number', 'Factuurnummer 2025-00412 klopt niet, factuur 55231.', []],
  [
    'a ticket number in the subject',
    'Re: [Ticket#2025031234] Licentie werkt niet\n\nZie AB7K9MXQ.',
    [['tlinkCode', 'AB7K9MXQ']],
  ],
  ['a case number', 'Zaaknummer 12345678 - graag terugbellen', []],
  ['a mobile number', 'Bel me terug op 06 12 34 56 78 of 06-87654321.', []],
  ['an international number', 'Telefoon: +31 (0)50 312 45 67', []],
  ['a KvK number', 'KvK 41012345, IBAN NL91ABNA0417164300', []],
  ['dates in many forms', 'Sinds 3-2-2025 (of 2025-02-03, of 03/02/25) werkt het niet.', []],
  ['a postcode and house number', 'Adres: Dorpsstraat 12, 9712 AB Groningen, huisnummer 12a', []],
  ['a school year and a group', 'Schooljaar 2024-2025, groep 8, klas 3B2, 28 leerlingen.', []],
  ['amounts and percentages', 'We betaalden € 1.250,00 en kregen 15% korting op 120 licenties.', []],
  ['only a greeting and a signature', `Hallo,\n\nAlles werkt weer, bedankt!\n\n${SIGNATURE}`, []],
  ['upper-case words and years', 'HAVO 2024 en VWO 2025, BLOK 1234 in LOKAAL 12.', []],
  [
    'everything in one ticket',
    'Beste support,\n\nLeerling met acc 40939 (j.bakker@dewaterlelie.nl) heeft code 2227 5UYK ' +
      'voor ean ' +
      EAN_A_TYPO +
      ' maar ziet niets. Ordernummer 20250312.\n\n' +
      SIGNATURE,
    [
      ['accountId', '40939'],
      ['email', 'j.bakker@dewaterlelie.nl'],
      ['tlinkCode', '22275UYK'],
      ['ean', EAN_A_TYPO],
    ],
  ],
  [
    'a forwarded mail',
    '---------- Doorgestuurd bericht ---------\nVan: ICT <ict@school.nl>\nDatum: di 4 mrt 2025 09:12\n' +
      'Onderwerp: codes\n\nCodes: AB7K9MXQ, ZX4P7KMN; beide ongeldig.',
    [
      ['email', 'ict@school.nl'],
      ['tlinkCode', 'AB7K9MXQ'],
      ['tlinkCode', 'ZX4P7KMN'],
    ],
  ],
  [
    'a console link',
    'Zie https://beheer.leskluis.nl/accounts/40939 voor het account.',
    [['accountId', '40939']],
  ],
  ['a code after "was"', 'De code was "ab7k-9mxq" volgens de docent.', [['tlinkCode', 'AB7K9MXQ']]],
  ['a label with a wrong value', 'Het account werkt niet en de code is kwijt.', []],
  ['a count after a label', 'Dit account heeft 3 licenties, account 2 keer geblokkeerd.', []],
  [
    'a table pasted from a mail',
    'Naam\tCode\tKlas\nAnna\tAB7K 9MXQ\t2A\nBram\tZX4P-7KMN\t2B',
    [
      ['tlinkCode', 'AB7K9MXQ'],
      ['tlinkCode', 'ZX4P7KMN'],
    ],
  ],
];

describe('extractIdentifiers on support tickets', () => {
  it('has at least 40 tickets', () => {
    expect(tickets.length).toBeGreaterThanOrEqual(40);
  });

  it.each(tickets)('finds exactly the identifiers of a ticket with %s', (_title, ticket, expected) => {
    expect(extractIdentifiers(ticket).map((c) => [c.kind, c.value])).toEqual(expected);
  });
});
