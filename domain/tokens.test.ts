import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withCheckDigit } from './ean';
import { type Candidate, normaliseIdentifier, normaliseInput } from './identifier-shapes';
import {
  extractIdentifiers,
  generateTlinkCode,
  parseToken,
  rankCandidates,
  TLINK_CODE_ALPHABET,
} from './tokens';

const VALID_EAN = withCheckDigit('978900123456'); // 9789001234560
const WRONG_EAN = `${VALID_EAN.slice(0, 12)}${(Number(VALID_EAN[12]) + 1) % 10}`;

/** [kind, value] pairs, the part of a candidate most tests care about. */
const kv = (cs: readonly Candidate[]) => cs.map((c) => [c.kind, c.value]);

/** A seeded randomInt for generateTlinkCode. */
function seeded(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
}

describe('parseToken: TLink codes', () => {
  it('recognises a code from the new alphabet with top confidence among codes', () => {
    expect(parseToken('ABCD2345')).toEqual([
      { kind: 'tlinkCode', value: 'ABCD2345', raw: 'ABCD2345', confidence: 0.9, labelled: false },
    ]);
  });

  it.each([
    ['lower case', 'abcd2345'],
    ['mixed case', 'AbCd2345'],
    ['spaces around', '   ABCD2345   '],
    ['dashes around', '- ABCD2345 -'],
    ['double quotes', '"ABCD2345"'],
    ['single quotes', "'ABCD2345'"],
    ['curly quotes', '\u201CABCD2345\u201D'],
    ['guillemets', '\u00ABABCD2345\u00BB'],
    ['parentheses', '(ABCD2345)'],
    ['angle brackets', '<ABCD2345>'],
    ['a trailing full stop', 'ABCD2345.'],
    ['trailing punctuation', 'ABCD2345!?;'],
    ['a trailing ellipsis', 'ABCD2345\u2026'],
    ['tabs', '\tABCD2345\t'],
    ['non-breaking spaces', '\u00A0ABCD2345\u00A0'],
    ['a zero-width space inside', 'ABCD\u200B2345'],
    ['a BOM in front', '\uFEFFABCD2345'],
    ['full-width characters', '\uFF21\uFF22\uFF23\uFF24\uFF12\uFF13\uFF14\uFF15'],
    ['a line break after it', 'ABCD2345\r\n'],
  ])('normalises a code with %s', (_name, input) => {
    expect(kv(parseToken(input))).toEqual([['tlinkCode', 'ABCD2345']]);
  });

  it.each([
    ['one space', 'AB12 CD34'],
    ['one dash', 'AB12-CD34'],
    ['a dash with spaces', 'AB12 - CD34'],
    ['several groups', 'AB 12 CD 34'],
    ['an en dash', 'AB12\u2013CD34'],
  ])('joins a code typed with %s inside', (_name, input) => {
    const [top] = parseToken(input);
    expect(top).toMatchObject({ kind: 'tlinkCode', value: 'AB12CD34', labelled: false });
    expect(top?.confidence).toBeLessThan(0.85);
  });

  it('ranks a code with look-alike characters below one from the new alphabet', () => {
    expect(parseToken('ABCD1234')[0]?.confidence).toBe(0.85);
    expect(parseToken('ABCD2345')[0]?.confidence).toBe(0.9);
  });

  it('still offers an all-letter typed word as a low-confidence code', () => {
    expect(parseToken('LESKLUIS')).toEqual([
      { kind: 'tlinkCode', value: 'LESKLUIS', raw: 'LESKLUIS', confidence: 0.3, labelled: false },
    ]);
  });

  it.each(['ABCD234', 'ABCD23456', 'ABCD_234', 'AB.CD234'])('does not take %s as a code', (input) => {
    expect(parseToken(input).some((c) => c.kind === 'tlinkCode')).toBe(false);
  });
});

describe('parseToken: pure numbers', () => {
  it('returns both account id and TLink code for 8 digits, account id first', () => {
    const cs = parseToken('12345678');
    expect(kv(cs)).toEqual([
      ['accountId', '12345678'],
      ['tlinkCode', '12345678'],
    ]);
    expect(cs[0]!.confidence).toBeGreaterThan(cs[1]!.confidence);
    expect(cs.every((c) => !c.labelled)).toBe(true);
  });

  it.each(['1', '42', '123456', '1234567890'])('takes %s as an account id', (input) => {
    expect(kv(parseToken(input))).toEqual([['accountId', input]]);
  });

  it.each([
    ['a leading zero', '0123456'],
    ['11 digits', '12345678901'],
    ['12 digits', '123456789012'],
    ['14 digits', '12345678901234'],
    ['a 13-digit number starting with 0', '0789001234562'],
  ])('finds nothing in a number with %s', (_name, input) => {
    expect(parseToken(input)).toEqual([]);
  });

  it('accepts a hash in front of an account id', () => {
    expect(kv(parseToken('#123456'))).toEqual([['accountId', '123456']]);
  });
});

describe('parseToken: EAN', () => {
  it('reports a valid check digit with high confidence', () => {
    expect(parseToken(VALID_EAN)).toEqual([
      {
        kind: 'ean',
        value: VALID_EAN,
        raw: VALID_EAN,
        confidence: 0.95,
        labelled: false,
        checkDigitValid: true,
      },
    ]);
  });

  it('reports a wrong check digit instead of refusing the EAN', () => {
    const [c] = parseToken(WRONG_EAN);
    expect(c).toMatchObject({ kind: 'ean', value: WRONG_EAN, checkDigitValid: false, confidence: 0.7 });
  });

  it.each([
    ['ISBN dashes', `978-90-0123-456-${VALID_EAN[12]}`],
    ['spaces', `978 9001 23456 ${VALID_EAN[12]}`],
  ])('joins an EAN written with %s', (_name, input) => {
    expect(parseToken(input)[0]).toMatchObject({ kind: 'ean', value: VALID_EAN, checkDigitValid: true });
  });

  it('ranks a valid EAN above an invalid one', () => {
    const ranked = rankCandidates([...parseToken(WRONG_EAN), ...parseToken(VALID_EAN)]);
    expect(ranked[0]?.value).toBe(VALID_EAN);
  });
});

describe('parseToken: meldcode, e-mail, BRIN', () => {
  it.each([
    ['ABC-1234', 'ABC-1234'],
    ['abc-1234', 'ABC-1234'],
    ['xk3-9q2p', 'XK3-9Q2P'],
    [' "ABC-1234". ', 'ABC-1234'],
  ])('reads meldcode %s', (input, value) => {
    expect(kv(parseToken(input))).toEqual([['meldcode', value]]);
  });

  it('does not take a 4-3 split as a meldcode', () => {
    expect(parseToken('ABCD-123').some((c) => c.kind === 'meldcode')).toBe(false);
  });

  it.each([
    ['Jan.Jansen@School.NL', 'jan.jansen@school.nl'],
    ['  <piet+test@example.com>  ', 'piet+test@example.com'],
    ['a_b-c@sub.domein.nl', 'a_b-c@sub.domein.nl'],
  ])('reads e-mail %s lower-cased', (input, value) => {
    expect(kv(parseToken(input))).toEqual([['email', value]]);
  });

  it.each(['jan@', '@school.nl', 'jan@school', 'jan@@school.nl', 'jan..x@school.nl', 'urn:x@y'])(
    'refuses the non-e-mail %s and gives no other kind for it',
    (input) => {
      expect(parseToken(input)).toEqual([]);
    },
  );

  it.each([
    ['12AB', '12AB'],
    ['12ab', '12AB'],
    ['12AB00', '12AB00'],
    ['99zz01', '99ZZ01'],
  ])('reads BRIN %s', (input, value) => {
    expect(kv(parseToken(input))).toEqual([['brin', value]]);
  });

  it.each(['1AB', '123AB', '12ABC', '12AB0'])('does not take %s as a BRIN', (input) => {
    expect(parseToken(input).some((c) => c.kind === 'brin')).toBe(false);
  });
});

describe('parseToken: ECK iD, name ID and references', () => {
  const hex = 'a3f9c2d4e5b6a7980123456789abcdef';

  it('normalises an ECK iD URL: scheme and host lower-cased, id kept as is', () => {
    expect(parseToken(`HTTPS://KetenID.nl/201703/${hex.toUpperCase()}`)).toEqual([
      {
        kind: 'eckId',
        value: `https://ketenid.nl/201703/${hex.toUpperCase()}`,
        raw: `HTTPS://KetenID.nl/201703/${hex.toUpperCase()}`,
        confidence: 0.95,
        labelled: false,
      },
    ]);
  });

  it('reads a base64url ECK iD and drops a trailing slash', () => {
    expect(kv(parseToken('https://ketenid.nl/201703/Ab_cD-eF0123456789xyz/'))).toEqual([
      ['eckId', 'https://ketenid.nl/201703/Ab_cD-eF0123456789xyz'],
    ]);
  });

  it('takes a long opaque id with letters and digits as an eckId / name ID, keeping its case', () => {
    expect(parseToken('aB3dE5fG7hJ9kL1mN3pQ5rS')[0]).toMatchObject({
      kind: 'eckId',
      value: 'aB3dE5fG7hJ9kL1mN3pQ5rS',
      confidence: 0.4,
    });
  });

  it('does not take a long Dutch word as an opaque id', () => {
    expect(parseToken('arbeidsongeschiktheidsverzekering')).toEqual([]);
  });

  it('takes a UUID as a reference id, not as an eckId', () => {
    expect(parseToken('550e8400-e29b-41d4-a716-446655440000')).toEqual([
      {
        kind: 'reference',
        value: '550e8400-e29b-41d4-a716-446655440000',
        raw: '550e8400-e29b-41d4-a716-446655440000',
        confidence: 0.3,
        labelled: false,
      },
    ]);
  });

  it.each(['ORD-2024-0001', 'ref.2024.17', 'X_123456'])(
    'takes %s as a reference with the lowest confidence',
    (input) => {
      expect(parseToken(input)).toEqual([
        { kind: 'reference', value: input, raw: input, confidence: 0.2, labelled: false },
      ]);
    },
  );

  it.each(['A1', 'ABCDEF', 'hallo wereld', ''])('finds nothing in %j', (input) => {
    expect(parseToken(input)).toEqual([]);
  });
});

describe('parseToken: labelled forms', () => {
  it.each([
    ['tlink: ab12cd34', 'tlinkCode', 'AB12CD34'],
    ['TLINK:AB12CD34', 'tlinkCode', 'AB12CD34'],
    ['tlink :  AB12 CD34', 'tlinkCode', 'AB12CD34'],
    ['code: 12345678', 'tlinkCode', '12345678'],
    ['Licentie: AB12-CD34', 'tlinkCode', 'AB12CD34'],
    ['licentiecode: LESKLUIS', 'tlinkCode', 'LESKLUIS'],
    ['account: 12345678', 'accountId', '12345678'],
    ['Account:7', 'accountId', '7'],
    ['meldcode: abc-1234', 'meldcode', 'ABC-1234'],
    ['brin: 12ab', 'brin', '12AB'],
    ['BRIN: 12AB 00', 'brin', '12AB00'],
    ['email: Jan@X.nl', 'email', 'jan@x.nl'],
    ['E-mail: Jan@X.nl', 'email', 'jan@x.nl'],
    ['tlink: "ABCD2345".', 'tlinkCode', 'ABCD2345'],
    ['acc 40939', 'accountId', '40939'],
    ['klantnummer 40939', 'accountId', '40939'],
    ['klantnr. 40939', 'accountId', '40939'],
    ['gebruiker 771204', 'accountId', '771204'],
    ['code 2227 5UYK', 'tlinkCode', '22275UYK'],
    ['code is ab12-cd34', 'tlinkCode', 'AB12CD34'],
    ['school 12AB', 'brin', '12AB'],
  ])('resolves %s to exactly one labelled candidate', (input, kind, value) => {
    expect(parseToken(input)).toEqual([{ kind, value, raw: input.trim(), confidence: 1, labelled: true }]);
  });

  it('keeps the check-digit report on a labelled EAN', () => {
    expect(parseToken(`ean: ${WRONG_EAN}`)).toEqual([
      {
        kind: 'ean',
        value: WRONG_EAN,
        raw: `ean: ${WRONG_EAN}`,
        confidence: 1,
        labelled: true,
        checkDigitValid: false,
      },
    ]);
  });

  it.each(['account toevoegen', 'school Noorderlicht', 'code kwijt'])(
    'leaves a label word with words after it to the command search (%s)',
    (input) => {
      expect(parseToken(input)).toEqual([]);
    },
  );

  it.each(['account: abc', 'account: 0123', 'tlink: ABC', 'ean: 123', 'brin: AB12', 'email: jan', 'code:'])(
    'gives nothing for a label with a value of the wrong shape (%s)',
    (input) => {
      expect(parseToken(input)).toEqual([]);
    },
  );
});

describe('parseToken: console links', () => {
  it('reads the identifier from a console URL as labelled', () => {
    expect(kv(parseToken('https://beheer.leskluis.nl/tlinks/code/ABCD2345'))).toEqual([
      ['tlinkCode', 'ABCD2345'],
    ]);
    expect(parseToken('https://beheer.leskluis.nl/accounts/1234/extended-view')[0]).toMatchObject({
      kind: 'accountId',
      value: '1234',
      labelled: true,
    });
    expect(kv(parseToken(`/producten/ean/${VALID_EAN}/extended-view`))).toEqual([['ean', VALID_EAN]]);
  });

  it('reads both accounts of a merge link', () => {
    expect(kv(parseToken('/accounts/merge/12/34'))).toEqual([
      ['accountId', '12'],
      ['accountId', '34'],
    ]);
  });

  it('finds nothing in an unrelated URL', () => {
    expect(parseToken('https://example.com/page/12345678')).toEqual([]);
  });
});

describe('extractIdentifiers', () => {
  const ticket = [
    'Re: Re: Licentie werkt niet',
    'Van: Jan Jansen <jan.jansen@school.nl>',
    'Verzonden: 12-05-2024 10:15',
    '',
    'Beste Leskluis,',
    '',
    `Mijn account is 1234567 en mijn code is ABCD2345. Het gaat om "${VALID_EAN}"`,
    '(meldcode XK3-9Q2P, zie foutmelding).',
    'Bel me op 06-12345678 of +31612345678, postcode 1234AB, bedrag \u20AC12,50.',
    'LESKLUIS ACCOUNTS GEBRUIKT WACHTWRD',
    '',
    'Met vriendelijke groet,',
    'Jan',
  ].join('\r\n');

  it('finds every identifier of a realistic support ticket, in order, and nothing else', () => {
    expect(kv(extractIdentifiers(ticket))).toEqual([
      ['email', 'jan.jansen@school.nl'],
      ['accountId', '1234567'],
      ['tlinkCode', 'ABCD2345'],
      ['ean', VALID_EAN],
      ['meldcode', 'XK3-9Q2P'],
    ]);
  });

  it('gives offsets that point at the raw text in the normalised input', () => {
    const text = normaliseInput(ticket);
    for (const e of extractIdentifiers(ticket))
      expect(text.slice(e.index, e.index + e.raw.length)).toBe(e.raw);
  });

  it.each([
    'LESKLUIS',
    'ACCOUNTS',
    'GEBRUIKT',
    'WACHTWRD',
    'leskluis accounts gebruikt',
    'Mijn WACHTWRD werkt niet (ACCOUNTS).',
  ])('makes no TLink code of the ordinary words in %j', (text) => {
    expect(extractIdentifiers(text)).toEqual([]);
  });

  it.each([
    ['a mobile number with a dash', 'bel 06-12345678 aub'],
    ['a mobile number with spaces', 'bel 06 1234 5678 aub'],
    ['an international number', 'bel +31612345678'],
    ['an international number with (0)', 'bel +31 (0)6 12345678'],
    ['a landline', 'tel. 020-1234567'],
    ['a date with dashes', 'op 12-05-2024 gebeurd'],
    ['a date with slashes', 'op 12/05/2024 gebeurd'],
    ['a date with dots', 'op 12.05.2024 gebeurd'],
    ['an ISO timestamp', 'om 2024-05-12T10:15:30.123Z'],
    ['a time', 'om 10:15:30'],
    ['an e-mail with digits', 'mail jan12345678@school.nl'],
    ['a URL with digits', 'zie https://example.com/page/12345678?id=7654321'],
    ['a www address', 'zie www.example.com/12345678'],
    ['an amount', 'kost \u20AC 123456 of 123456,50'],
    ['a percentage', '123456% korting'],
    ['a dotted number', 'versie 1.234567.8'],
    ['a postcode', 'adres 1234AB Utrecht'],
    ['small counts and years', 'groep 8, 3 licenties, schooljaar 2024-2025, jaar 2024'],
    ['a school year', '2024-2025'],
  ])('finds no account id in %s', (_name, text) => {
    const found = extractIdentifiers(text);
    expect(found.filter((c) => c.kind !== 'email')).toEqual([]);
  });

  it('does not start an e-mail at a dash or underscore', () => {
    expect(extractIdentifiers('-@0.Aa _x@y')).toEqual([]);
    expect(kv(extractIdentifiers('zie:jan@x.nl'))).toEqual([['email', 'jan@x.nl']]);
  });

  it('extracts the e-mail but not the digits inside it', () => {
    expect(kv(extractIdentifiers('mail jan12345678@school.nl'))).toEqual([
      ['email', 'jan12345678@school.nl'],
    ]);
  });

  it('takes an unlabelled 8-digit number in free text as an account id only', () => {
    expect(kv(extractIdentifiers('zie 12345678 graag'))).toEqual([['accountId', '12345678']]);
  });

  it('takes a labelled 8-digit code as a TLink code only', () => {
    expect(extractIdentifiers('code: 12345678')).toEqual([
      {
        kind: 'tlinkCode',
        value: '12345678',
        raw: 'code: 12345678',
        confidence: 1,
        labelled: true,
        index: 0,
      },
    ]);
  });

  it('takes an EAN only when its 13 digits stand alone', () => {
    expect(kv(extractIdentifiers(`product ${VALID_EAN}, klaar`))).toEqual([['ean', VALID_EAN]]);
    expect(extractIdentifiers(`product ${VALID_EAN}9`)).toEqual([]);
    expect(extractIdentifiers(`product x${VALID_EAN}`).some((c) => c.kind === 'ean')).toBe(false);
  });

  it('reports a wrong check digit on an EAN in free text', () => {
    expect(extractIdentifiers(`ean ${WRONG_EAN}`)[0]).toMatchObject({ kind: 'ean', checkDigitValid: false });
  });

  it('reads an ISBN-13 with dashes as an EAN', () => {
    expect(kv(extractIdentifiers(`isbn 978-90-0123-456-${VALID_EAN[12]}.`))).toEqual([['ean', VALID_EAN]]);
  });

  it('reads activity-log lines as labelled identifiers, short account ids included', () => {
    const log = `tlink: AB12CD34\nean: ${VALID_EAN}\naccount: 123\nmeldcode: xk3-9q2p`;
    const found = extractIdentifiers(log);
    expect(kv(found)).toEqual([
      ['tlinkCode', 'AB12CD34'],
      ['ean', VALID_EAN],
      ['accountId', '123'],
      ['meldcode', 'XK3-9Q2P'],
    ]);
    expect(found.every((c) => c.labelled && c.confidence === 1)).toBe(true);
  });

  it('joins a labelled code written with a space and leaves the next word alone', () => {
    expect(kv(extractIdentifiers('tlink: ab12 cd34, account: 123456 XY99 en meer'))).toEqual([
      ['tlinkCode', 'AB12CD34'],
      ['accountId', '123456'],
    ]);
  });

  it('treats a label with a wrong-shaped value as prose', () => {
    expect(extractIdentifiers('code: zie bijlage')).toEqual([]);
    expect(kv(extractIdentifiers('account: onbekend, maar ABCD2345 wel'))).toEqual([
      ['tlinkCode', 'ABCD2345'],
    ]);
  });

  it('does not read the word "code" inside "postcode:" or "meldcode:" as a TLink label', () => {
    expect(kv(extractIdentifiers('meldcode: ABC-1234'))).toEqual([['meldcode', 'ABC-1234']]);
    expect(extractIdentifiers('postcode: 12345678')[0]).toMatchObject({ kind: 'accountId', labelled: false });
  });

  it('finds a code in Dutch prose with trailing punctuation, quotes and parentheses', () => {
    const text = `mijn code is abcd2345. Of was het 'EFGH6789'? (JKMN2345), "PQRS6789"!`;
    expect(kv(extractIdentifiers(text))).toEqual([
      ['tlinkCode', 'ABCD2345'],
      ['tlinkCode', 'EFGH6789'],
      ['tlinkCode', 'JKMN2345'],
      ['tlinkCode', 'PQRS6789'],
    ]);
  });

  it('joins a code split by a dash or by one space in free text, but no word and number', () => {
    expect(kv(extractIdentifiers('zie AB12-CD34 of AB12 CD34 en 2227 5UYK'))).toEqual([
      ['tlinkCode', 'AB12CD34'],
      ['tlinkCode', '22275UYK'],
    ]);
    expect(extractIdentifiers('HAVO 2024, BLOK 1234, test ab12')).toEqual([]);
  });

  it('survives NBSP, tabs and zero-width spaces in a paste', () => {
    const text = 'account\u00A01234567\tcode\u200B ABCD\u200B2345\u00A0.';
    expect(kv(extractIdentifiers(text))).toEqual([
      ['accountId', '1234567'],
      ['tlinkCode', 'ABCD2345'],
    ]);
  });

  it('deduplicates case-insensitively and keeps the first appearance', () => {
    expect(kv(extractIdentifiers('ABCD2345 1234567 abcd2345 1234567 ABCD2345'))).toEqual([
      ['tlinkCode', 'ABCD2345'],
      ['accountId', '1234567'],
    ]);
  });

  it('marks an identifier labelled when a later occurrence is labelled', () => {
    const [c, ...rest] = extractIdentifiers('Zie ABCD2345 werkt niet.\ntlink: ABCD2345');
    expect(rest).toEqual([]);
    expect(c).toMatchObject({
      kind: 'tlinkCode',
      value: 'ABCD2345',
      labelled: true,
      confidence: 1,
      index: 4,
    });
  });

  it('reads a BRIN only when written in upper case and not a unit', () => {
    expect(kv(extractIdentifiers('school 12AB en vestiging 34CD01'))).toEqual([
      ['brin', '12AB'],
      ['brin', '34CD01'],
    ]);
    expect(extractIdentifiers('16GB geheugen om 10AM, 12ab, 10cm')).toEqual([]);
    expect(kv(extractIdentifiers('brin: 12ab'))).toEqual([['brin', '12AB']]);
  });

  it('reads a meldcode with a digit or in upper case, but no lower-case compound word', () => {
    expect(kv(extractIdentifiers('meldcodes xk3-9q2p en ABC-DEFG'))).toEqual([
      ['meldcode', 'XK3-9Q2P'],
      ['meldcode', 'ABC-DEFG'],
    ]);
    expect(extractIdentifiers('in oud-west en zuid-oost')).toEqual([]);
  });

  it('reads identifiers from console links and ignores other URLs', () => {
    const text =
      'zie https://beheer.leskluis.nl/accounts/7654321/extended-view en /tlinks/code/ABCD2345, ' +
      'niet https://example.com/accounts/99999/x?code=ABCD9999 wel /accounts/merge/111/222.';
    const found = extractIdentifiers(text);
    expect(kv(found)).toEqual([
      ['accountId', '7654321'],
      ['tlinkCode', 'ABCD2345'],
      ['accountId', '99999'],
      ['accountId', '111'],
      ['accountId', '222'],
    ]);
    expect(found.every((c) => c.labelled)).toBe(true);
  });

  it('reads ECK iDs as URLs and as opaque ids', () => {
    const text =
      'eckId https://ketenid.nl/201703/a3f9c2d4e5b6a7980123456789abcdef. nameId aB3dE5fG7hJ9kL1mN3pQ5rS';
    expect(kv(extractIdentifiers(text))).toEqual([
      ['eckId', 'https://ketenid.nl/201703/a3f9c2d4e5b6a7980123456789abcdef'],
      ['eckId', 'aB3dE5fG7hJ9kL1mN3pQ5rS'],
    ]);
  });

  it('reads a UUID and an order reference with the lowest confidences', () => {
    const found = extractIdentifiers('referentie 550e8400-e29b-41d4-a716-446655440000 order ORD-2024-0001');
    expect(found.map((c) => [c.kind, c.value, c.confidence])).toEqual([
      ['reference', '550e8400-e29b-41d4-a716-446655440000', 0.3],
      ['reference', 'ORD-2024-0001', 0.2],
    ]);
  });

  it('finds the e-mail in a mailto link and in angle brackets', () => {
    expect(kv(extractIdentifiers('<mailto:Piet@X.nl> en <jan@y.nl>'))).toEqual([
      ['email', 'piet@x.nl'],
      ['email', 'jan@y.nl'],
    ]);
  });

  it('finds identifiers between HTML tags and in comma-separated lists', () => {
    expect(kv(extractIdentifiers('<b>ABCD2345</b>;1234567,2345678, 3456789'))).toEqual([
      ['tlinkCode', 'ABCD2345'],
      ['accountId', '1234567'],
      ['accountId', '2345678'],
      ['accountId', '3456789'],
    ]);
  });

  it('returns nothing for empty or blank text', () => {
    expect(extractIdentifiers('')).toEqual([]);
    expect(extractIdentifiers(' \n\t\u00A0\u200B ')).toEqual([]);
  });
});

describe('normaliseIdentifier', () => {
  it.each([
    ['tlinkCode', ' ab12-cd34. ', 'AB12CD34'],
    ['ean', `978-90-0123-456-${VALID_EAN[12]}`, VALID_EAN],
    ['accountId', '#123', '123'],
    ['meldcode', 'xk3-9q2p', 'XK3-9Q2P'],
    ['email', '<Jan@X.NL>', 'jan@x.nl'],
    ['brin', '12ab 00', '12AB00'],
    ['eckId', 'HTTPS://KETENID.NL/201703/AbCdEf0123456789', 'https://ketenid.nl/201703/AbCdEf0123456789'],
    ['reference', 'ORD-2024-0001', 'ORD-2024-0001'],
  ] as const)('normalises a %s as exactly that kind', (kind, input, value) => {
    expect(normaliseIdentifier(kind, input)).toBe(value);
  });

  it.each([
    ['tlinkCode', 'ABC'],
    ['ean', '0789001234560'],
    ['accountId', '12345678901'],
    ['email', '-@x.nl'],
    ['brin', 'AB12'],
  ] as const)('refuses a %s of the wrong shape', (kind, input) => {
    expect(normaliseIdentifier(kind, input)).toBeNull();
  });
});

describe('generateTlinkCode', () => {
  it('draws from the alphabet without look-alikes', () => {
    expect(TLINK_CODE_ALPHABET).toHaveLength(31);
    expect(TLINK_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(TLINK_CODE_ALPHABET).size).toBe(TLINK_CODE_ALPHABET.length);
  });

  it('always holds a letter and a digit, even when the random source is stuck', () => {
    expect(generateTlinkCode(() => 0)).toMatch(/^(?=.*[A-Z])(?=.*\d)[A-Z0-9]{8}$/);
    expect(generateTlinkCode((n) => n - 1)).toMatch(/^(?=.*[A-Z])(?=.*\d)[A-Z0-9]{8}$/);
  });

  it('refuses a random source that returns out-of-range values', () => {
    expect(() => generateTlinkCode((n) => n)).toThrow(RangeError);
  });
});

describe('properties', () => {
  const anyText = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 200 }),
    fc.string({ unit: fc.constantFrom(...'AB12 -:.@/\n\t"\u00A0\u200B0O9ean'.split('')), maxLength: 60 }),
    fc.stringMatching(/^(tlink|code|account|ean|brin|meldcode|e-mail) ?: ?[A-Za-z0-9 -]{0,16}$/),
  );

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        parseToken(s);
        extractIdentifiers(s);
      }),
      { numRuns: 500 },
    );
  });

  it('normalises idempotently: every value normalises to itself as its kind', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        for (const c of [...parseToken(s), ...extractIdentifiers(s)]) {
          expect(normaliseIdentifier(c.kind, c.value), `${c.kind} from ${JSON.stringify(s)}`).toBe(c.value);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('parses a typed candidate value back to the same candidate kind and value', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        for (const c of parseToken(s)) {
          expect(kv(parseToken(c.value)), `${c.kind} ${c.value} from ${JSON.stringify(s)}`).toContainEqual([
            c.kind,
            c.value,
          ]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('normaliseInput is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 100 }), (s) => {
        expect(normaliseInput(normaliseInput(s))).toBe(normaliseInput(s));
      }),
      { numRuns: 500 },
    );
  });

  it('recognises every generated TLink code, typed and in prose', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const code = generateTlinkCode(seeded(seed));
        expect(code).toMatch(/^[A-Z0-9]{8}$/);
        expect([...code].every((ch) => TLINK_CODE_ALPHABET.includes(ch))).toBe(true);
        expect(parseToken(code.toLowerCase())[0]).toMatchObject({
          kind: 'tlinkCode',
          value: code,
          confidence: 0.9,
        });
        expect(kv(extractIdentifiers(`Hoi, mijn code is "${code.toLowerCase()}".`))).toEqual([
          ['tlinkCode', code],
        ]);
      }),
    );
  });

  it('recognises every generated EAN with a valid check digit, typed and in prose', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{11}$/), (first12) => {
        const ean = withCheckDigit(first12);
        expect(parseToken(ean)).toEqual([
          { kind: 'ean', value: ean, raw: ean, confidence: 0.95, labelled: false, checkDigitValid: true },
        ]);
        expect(kv(extractIdentifiers(`Product (${ean}) is weg.`))).toEqual([['ean', ean]]);
      }),
    );
  });

  it('recognises every account id of 5 to 10 digits in prose', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{4,9}$/), (id) => {
        expect(kv(extractIdentifiers(`Re: account ${id}, graag hulp.`))).toEqual([['accountId', id]]);
      }),
    );
  });
});

describe('performance', () => {
  const timeIt = (fn: () => void) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      fn();
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };

  it('extracts from a 10 KB ticket paste quickly', () => {
    const line = `Mijn account is 1234567, code ABCD2345 en ean ${VALID_EAN}; bel 06-12345678 op 12-05-2024 (jan@school.nl, XK3-9Q2P).\n`;
    const paste = line.repeat(Math.ceil(10_240 / line.length)).slice(0, 10_240);
    expect(extractIdentifiers(paste).length).toBeGreaterThanOrEqual(5);
    expect(timeIt(() => extractIdentifiers(paste))).toBeLessThan(50);
  });

  it.each([
    ['digits', '1'.repeat(10_240)],
    ['dashes', `a${'-'.repeat(10_240)}`],
    ['letters', 'a'.repeat(10_240)],
    ['e-mail-like text', 'a.'.repeat(5_120)],
    ['numbers with dots', '1.'.repeat(5_120)],
    ['at signs', 'a@'.repeat(5_120)],
  ])('stays fast on 10 KB of pathological %s', (_name, paste) => {
    expect(timeIt(() => extractIdentifiers(paste))).toBeLessThan(50);
  });
});
