import { describe, expect, it } from 'vitest';
import { columnIn } from '../../commands/column';
import type { Command } from '../../commands/command';
import type { IdentifierResult, Resolution } from '../../commands/resolve';
import type { FoundEntity } from '../../commands/resolve-entities';
import type { TicketItem } from '../../commands/ticket';
import type { AdminPrincipal } from '../../domain/rights';
import { type PaletteState, paletteAnnouncement } from './palette-announcement';

const ADMIN: AdminPrincipal = { id: 1, rechten: ['is_superuser'], uitgeverId: null };
const ANNA: FoundEntity = {
  entity: { kind: 'account', id: '12', label: 'anna@school.nl' },
  summary: 'Anna de Vries (anna@school.nl)',
  link: { to: '/accounts/$id/extended-view', params: { id: 12 } },
};
const CODE: FoundEntity = {
  entity: { kind: 'tlink', id: '9', label: '22275UYK' },
  summary: 'TLink 22275UYK · Actief',
  link: { to: '/tlinks/code/$code', params: { code: '22275UYK' } },
};

function result(part: Partial<IdentifierResult> & Pick<IdentifierResult, 'state'>): IdentifierResult {
  return {
    candidate: { kind: 'tlinkCode', value: '2227SUYK', raw: '2227SUYK', confidence: 1, labelled: true },
    index: 0,
    found: [],
    message: null,
    warning: null,
    suggestions: [],
    ...part,
  };
}

const base: PaletteState = {
  page: undefined,
  hint: '',
  isPending: false,
  resolution: undefined,
  column: null,
  columnCheck: undefined,
  ticket: [],
  count: 0,
};
const say = (state: Partial<PaletteState>) => paletteAnnouncement({ ...base, ...state });

const REVOKE: Command = {
  id: 'test:revoke',
  title: 'Licentie intrekken',
  keywords: { nl: ['intrekken'], en: ['revoke'] },
  group: 'Acties',
  access: {},
  target: {
    kind: 'action',
    args: [
      { name: 'code', label: 'TLink-code' },
      { name: 'reden', label: 'Reden' },
    ],
    run: () => {},
  },
};

describe('what the palette announces in each state (issue 22 item 7)', () => {
  it('says the number of results when empty or typing', () => {
    expect(say({ count: 42 })).toBe('42 resultaten');
    expect(say({ count: 1 })).toBe('1 resultaat');
    expect(say({ isPending: true })).toBe('Bezig met opzoeken…');
  });

  it('names the entity an identifier resolved to, and what was not found', () => {
    const typed: Resolution = { mode: 'typed', results: [result({ state: 'found', found: [ANNA] })] };
    expect(say({ resolution: typed, count: 3 })).toBe(
      'Gevonden: Anna de Vries (anna@school.nl). 3 resultaten',
    );
    const missing: Resolution = {
      mode: 'typed',
      results: [result({ state: 'notFound', message: 'Geen TLink met code 2227SUYK gevonden' })],
    };
    expect(say({ resolution: missing })).toBe('Geen TLink met code 2227SUYK gevonden. 0 resultaten');
  });

  it("offers 'Bedoelde je' suggestions and says how to choose one", () => {
    const suggested: Resolution = {
      mode: 'typed',
      results: [
        result({
          state: 'notFound',
          message: 'Geen TLink met code 2227SUYK gevonden',
          suggestions: [{ ...CODE, why: '5 in plaats van S' }],
        }),
      ],
    };
    expect(say({ resolution: suggested, count: 1 })).toBe(
      'Geen TLink met code 2227SUYK gevonden. Bedoelde je: 1 suggestie. Kies een suggestie met de pijltjes en druk dan op Enter. 1 resultaat',
    );
  });

  it('summarises a pasted ticket, and the Ticket group with how many were opened', () => {
    const ticket: Resolution = {
      mode: 'ticket',
      results: [
        result({ state: 'found', found: [ANNA] }),
        result({ state: 'notFound', index: 5, message: 'Geen TLink met code 2227SUYK gevonden' }),
      ],
    };
    expect(say({ resolution: ticket, count: 1 })).toBe(
      '2 kenmerken in de tekst: 1 gevonden, 1 niet gevonden. Geen TLink met code 2227SUYK gevonden. 1 resultaat',
    );
    const group: TicketItem[] = [
      { ...ANNA, opened: true },
      { ...CODE, opened: false },
    ];
    expect(say({ ticket: group, count: 2 })).toBe('Ticket: 2 items, 1 geopend. 2 resultaten');
  });

  it('offers a pasted column as one list, says what was not found, and the limit', () => {
    const column = columnIn('AB12CD34 ZX4P7KMN 22275UYK', ADMIN)!;
    expect(say({ column, count: 1 })).toBe('Open als lijst: 3 × TLink-code. Bezig met opzoeken… 1 resultaat');
    expect(say({ column, columnCheck: { column, notFound: ['ZX4P7KMN'] }, count: 1 })).toBe(
      'Open als lijst: 3 × TLink-code. 2 gevonden, 1 niet gevonden: ZX4P7KMN. 1 resultaat',
    );
    const many = columnIn(
      Array.from({ length: 501 }, (_, i) => `ZZ${String(i).padStart(6, '0')}`).join(' '),
      ADMIN,
    )!;
    expect(say({ column: many })).toBe('Te veel kenmerken: 501, maximaal 500 per lijst. 0 resultaten');
  });

  it("reads an argument page's step and error, a confirmation and a hint", () => {
    const page = {
      kind: 'argument',
      command: REVOKE,
      entity: undefined,
      index: 0,
      values: {},
      input: '',
      error: null,
    } as const;
    expect(say({ page })).toBe('Licentie intrekken: TLink-code (1 van 2).');
    expect(say({ page: { ...page, index: 1, error: 'Vul een waarde in.' } })).toBe(
      'Licentie intrekken: Reden (2 van 2). Vul een waarde in.',
    );
    expect(
      say({ page: { kind: 'confirm', text: 'De licentie wordt ingetrokken.', resolve: () => {} } }),
    ).toBe('Weet je het zeker? De licentie wordt ingetrokken.');
    expect(say({ hint: 'Kies een suggestie met de pijltjes en druk dan op Enter.', count: 3 })).toBe(
      'Kies een suggestie met de pijltjes en druk dan op Enter.',
    );
  });
});
