import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../../domain/rights';
import { parseFilterQuery, searchOf, tokenize } from './filter-query';
import { filterListsFor } from './filter-query-lists';

const SUPERUSER: AdminPrincipal = { id: 1, rechten: ['is_superuser'], uitgeverId: null };
const LISTS = filterListsFor(SUPERUSER, true);
const parse = (text: string) => parseFilterQuery(text, LISTS);

describe('filter queries: what is read', () => {
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['a status by its Dutch label', 'tlinks status:actief ', '/tlinks', { licenseState: ['ACTIVE'] }],
    ['English list and filter names', 'licenses state:blocked ', '/tlinks', { licenseState: ['BLOCKED'] }],
    ['a status by its code', 'tlinks status:REVOKED ', '/tlinks', { licenseState: ['REVOKED'] }],
    [
      'several values, comma-separated',
      'licenties status:actief,geblokkeerd',
      '/tlinks',
      { licenseState: ['ACTIVE', 'BLOCKED'] },
    ],
    [
      'a label with a space, written with a dash or quoted',
      'tlinks bron:vrije-licentie status:"Ingetrokken (verlengd)"',
      '/tlinks',
      { creationMethod: ['VRIJE_LICENTIE'], licenseState: ['REVOKED_BY_EXTENSION'] },
    ],
    ['a quoted text value with spaces', 'tlinks referentie:"klas 3b"', '/tlinks', { referenceId: 'klas 3b' }],
    [
      'a date range',
      'tlinks aangemaakt-van:01-08-2025 tot:31-07-2026',
      '/tlinks',
      {
        createdFrom: '01-08-2025',
        createdTo: '31-07-2026',
      },
    ],
    ['users by school year', 'gebruikers schooljaar:3', '/accounts', { schoolYear: '3' }],
    ['users in English', 'users year:4 brin:12AB', '/accounts', { schoolYear: '4', brin: '12AB' }],
    ['a yes/no filter', 'producten actief:ja', '/producten', { onlyActive: true }],
    ['no is no filter', 'products active:nee', '/producten', {}],
    [
      'a role by its Dutch label',
      'oauthclients role:distributeur-app',
      '/oauthclients',
      { rol: 'DistributeurApp' },
    ],
    [
      'the later of one filter wins',
      'eck status:actief status:verlopen',
      '/ecklicenties',
      { statussen: ['verlopen'] },
    ],
    ['a value being typed that is whole', 'tlinks status:actief', '/tlinks', { licenseState: ['ACTIVE'] }],
  ];
  it.each(cases)('%s', (_title, text, path, search) => {
    const query = parse(text);
    expect(query?.list.id ?? null).toBe(path);
    expect(query?.problems).toEqual([]);
    expect(query && searchOf(query, {})).toEqual(search);
  });
});

describe('filter queries: what is explained or completed', () => {
  const cases: [string, string, { problem?: RegExp; completes?: string[] }][] = [
    [
      'an unknown filter name, with the known ones',
      'tlinks kleur:rood',
      { problem: /^TLinks kent geen filter 'kleur'; bekende filters: code, referentie, status, bron/ },
    ],
    [
      'an unknown value, with the values to choose from',
      'tlinks status:kapot ',
      { problem: /^Onbekende waarde 'kapot' voor status; kies uit: beschikbaar, actief, verlopen/ },
    ],
    ['a name being typed completes', 'tlinks sta', { completes: ['status:'] }],
    ['a name after the list word and a space', 'tlinks ', { completes: ['code:', 'referentie:', 'status:'] }],
    [
      'a value being typed completes',
      'tlinks status:ge',
      {
        completes: [
          'status:gedeactiveerd',
          'status:gedespecificeerd',
          'status:geblokkeerd',
          'status:gereserveerd',
          'status:gepauzeerd',
        ],
      },
    ],
    [
      'the next of several values completes',
      'tlinks status:actief,ver',
      { completes: ['status:actief,verlopen'] },
    ],
    ['a filter without a value', 'tlinks status producten', { problem: /^Geef een waarde voor status/ }],
    ['a text that is too short', 'tlinks code:AB ', { problem: /^code: typ minimaal 3 tekens/ }],
    [
      'a date that is not one',
      'tlinks van:31-02-2026 ',
      { problem: /^aangemaakt-van: '31-02-2026' is geen datum/ },
    ],
    [
      'one value of a single choice',
      'gebruikers schooljaar:3,4 ',
      { problem: /^schooljaar kent één waarde/ },
    ],
    [
      'a yes/no filter answered otherwise',
      'producten actief:misschien ',
      { problem: /^Onbekende waarde 'misschien' voor actief; kies uit: ja, nee/ },
    ],
    [
      'users have no role filter',
      'accounts rol:docent',
      { problem: /^Gebruikers kent geen filter 'rol'; bekende filters: contact/ },
    ],
  ];
  it.each(cases)('%s', (_title, text, expected) => {
    const query = parse(text);
    expect(query).not.toBeNull();
    if (expected.problem) expect(query?.problems[0]).toMatch(expected.problem);
    if (expected.completes) {
      expect(query?.completions.map((completion) => completion.label)).toEqual(
        expect.arrayContaining(expected.completes),
      );
    }
  });

  it('is no filter query without a list word or with the list word alone', () => {
    expect(parse('tlinks')).toBeNull();
    expect(parse('ABCD2345 status:actief')).toBeNull();
    expect(parse('Ga naar tlinks')).toBeNull();
  });

  it('leaves a command whose name starts with a list word to the commands', () => {
    expect(parse('OAuth client verwijderen')).toBeNull();
    expect(parse('tlinks exporteren')).toBeNull();
    expect(parse('producten importeren')).toBeNull();
    expect(parse('tlinks stat')).not.toBeNull();
  });

  it('puts a completion into the whole input, a value with a space quoted', () => {
    const query = parse('tlinks code:ABC123 bron:vrij');
    expect(query?.completions.map((completion) => completion.text)).toEqual([
      'tlinks code:ABC123 bron:vrije-licentie ',
    ]);
  });

  it('reads a school as an entity name still to look up, quoted with its spaces', () => {
    const query = parse('tlinks school:"Het Noorderlicht" status:actief');
    const school = query?.terms.find((term) => term.field.key === 'organisation');
    expect(school && 'text' in school ? school.text : null).toBe('Het Noorderlicht');
    expect(query && searchOf(query, {})).toBeUndefined();
    expect(query && searchOf(query, { organisation: 12 })).toEqual({
      organisation: 12,
      licenseState: ['ACTIVE'],
    });
  });

  it('keeps a quoted stretch in one word', () => {
    expect(tokenize('eck school:"De Regenboog Noord" x').map((token) => token.value)).toEqual([
      'eck',
      'De Regenboog Noord',
      'x',
    ]);
  });
});

describe('filter queries: a publisher-bound administrator', () => {
  // One rule (src/routes/hidden-filters.ts, decision 585): every list's publisher filter is in its
  // table, so neither the screens nor the palette offer one the server would refuse.
  it('is offered no publisher filter on any list, from the one table of hidden filters', () => {
    const bound: AdminPrincipal = { id: 2, rechten: ['is_superuser'], uitgeverId: 3 };
    const offered = filterListsFor(bound, true).flatMap((list) =>
      list.fields
        .filter((field) => field.kind === 'entity' && field.entity === 'Uitgever')
        .map(() => list.path),
    );
    expect(offered).toEqual([]);
    expect(filterListsFor(SUPERUSER, true).some((list) => list.path === '/tlinkstatusoverview')).toBe(true);
  });
});
