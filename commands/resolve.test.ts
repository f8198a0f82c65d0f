import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AdminPrincipal } from '../domain/rights';
import {
  fetchLookup,
  foundEntities,
  identifiersIn,
  type Lookup,
  lookupCallsFor,
  resolveIdentifiers,
  ticketSummary,
} from './resolve';

const EAN = '9789006141771';
const BAD_EAN = '9789006141776';

function admin(rechten: string[], uitgeverId: number | null = null): AdminPrincipal {
  return { id: 1, rechten, uitgeverId };
}
const SUPPORT = admin([
  'gebruikers_inzien',
  'tlinklicenties_inzien',
  'producten_inzien',
  'organisaties_inzien',
  'logentries_inzien',
]);

const list = (items: unknown[]) =>
  new Response(JSON.stringify(items), {
    headers: {
      'Content-Type': 'application/json',
      'Content-Range': `items 0-${items.length - 1}/${items.length}`,
    },
  });

const TLINKS = [
  { id: 88, licenseCode: 'KMN4P7QX', licenseState: 'ACTIEF', product: { title: 'Wiskunde 3', ean: EAN } },
  { id: 89, licenseCode: '22275UYK', licenseState: 'ACTIEF', product: { title: 'Wiskunde 3', ean: EAN } },
];

/** The spec's lookup calls as a small real Hono app over a handful of rows. */
function demoApi(options: { without?: string[] } = {}) {
  const seen: string[] = [];
  const app = new Hono();
  app.use('*', async (c, next) => {
    seen.push(`${c.req.path}${new URL(c.req.url).search}`);
    await next();
  });
  const account = {
    id: 1234567,
    email: 'anna@school.test',
    attributes: { given_name: 'Anna', first_name: 'Anna', tussenvoegsels: 'de', family_name: 'Vries' },
  };
  const routes: Record<string, (c: { req: { query: (k: string) => string | undefined } }) => Response> = {
    '/api/accounts': (c) => {
      if (c.req.query('input') === 'anna@school.test') return list([account]);
      if (c.req.query('userid') === 'abcdef0123456789ABCDEFxyz') return list([account]);
      return list([]);
    },
    '/api/tlinklicenses': (c) => {
      const codes = c.req.query('licenseCodes')?.split(',') ?? [c.req.query('licenseCode')];
      return list(TLINKS.filter((tlink) => codes.includes(tlink.licenseCode)));
    },
    '/api/products': (c) =>
      list(
        c.req.query('ean') === EAN || c.req.query('eans')?.split(',').includes(EAN)
          ? [
              {
                id: 5,
                title: 'Wiskunde 3',
                ean: EAN,
                organisation: { id: 2, name: 'Uitgeverij Noorderlicht' },
              },
            ]
          : [],
      ),
    '/api/logentries': (c) =>
      list(
        c.req.query('meldcode') === 'ABC-1234'
          ? [{ meldcode: 'ABC-1234', timestamp: '2024-05-02T08:30:00Z' }]
          : [],
      ),
    '/api/organisations': (c) =>
      list(c.req.query('q') === '12AB' ? [{ id: 9, name: 'Het Baken', brin: '12AB', city: 'Zwolle' }] : []),
    '/api/externalaccounts': (c) =>
      list(c.req.query('nameId') === 'abcdef0123456789ABCDEFxyz' ? [{ id: 3, account: 1234567 }] : []),
  };
  for (const [path, handler] of Object.entries(routes)) {
    if (!options.without?.includes(path)) app.get(path, (c) => handler(c));
  }
  app.get('/api/accounts/:id', (c) =>
    c.req.param('id') === '1234567' ? c.json(account) : c.json({ message: 'Niet gevonden' }, 404),
  );
  app.all('*', (c) => c.json({ message: 'Onbekende API-route.' }, 404));
  const lookup = fetchLookup((url, init) => Promise.resolve(app.request(url, init)), {
    token: () => 'token',
  });
  return { lookup, seen };
}

const signal = () => new AbortController().signal;

describe('identifier resolution', () => {
  it('looks an account id up with GET accounts/{id} and summarises the account', async () => {
    const { lookup, seen } = demoApi();
    const resolution = await resolveIdentifiers('1234567', SUPPORT, lookup, signal());
    expect(seen).toEqual(['/api/accounts/1234567']);
    expect(foundEntities(resolution)).toEqual([
      {
        entity: { kind: 'account', id: '1234567', label: 'Anna de Vries (1234567)' },
        summary: 'Anna de Vries · anna@school.test',
        link: { to: '/accounts/$id/extended-view', params: { id: 1234567 } },
      },
    ]);
  });

  it('calls each kind’s route with the spec’s filter and jumps to its view', async () => {
    const { lookup, seen } = demoApi();
    const cases = [
      [
        'KMN4P7QX',
        '/api/tlinklicenses?licenseCode=KMN4P7QX',
        { to: '/tlinks/code/$code', params: { code: 'KMN4P7QX' } },
        'KMN4P7QX · ACTIEF · Wiskunde 3',
      ],
      [
        EAN,
        `/api/products?ean=${EAN}`,
        { to: '/producten/ean/$ean/extended-view', params: { ean: EAN } },
        `Wiskunde 3 · EAN ${EAN} · Uitgeverij Noorderlicht`,
      ],
      [
        'abc-1234',
        '/api/logentries?meldcode=ABC-1234&amount=1',
        { to: '/home', search: { meldcode: 'ABC-1234' } },
        'Meldcode ABC-1234 · 02-05-2024 10:30',
      ],
      [
        '12AB',
        '/api/organisations?q=12AB',
        { to: '/organisaties/$id/extended-view', params: { id: 9 } },
        'Het Baken · BRIN 12AB · Zwolle',
      ],
      [
        'Anna@School.test',
        '/api/accounts?input=anna%40school.test',
        { to: '/accounts/$id/extended-view', params: { id: 1234567 } },
        'Anna de Vries · anna@school.test',
      ],
    ] as const;
    for (const [typed, call, link, summary] of cases) {
      seen.length = 0;
      const [found] = foundEntities(await resolveIdentifiers(typed, SUPPORT, lookup, signal()));
      expect(seen).toEqual([call]);
      expect(found?.link).toEqual(link);
      expect(found?.summary).toBe(summary);
    }
  });

  it('looks an ECK iD up both as an external name ID and as a user id, and shows the account once', async () => {
    const { lookup, seen } = demoApi();
    const resolution = await resolveIdentifiers('abcdef0123456789ABCDEFxyz', SUPPORT, lookup, signal());
    expect(seen.sort()).toEqual([
      '/api/accounts?userid=abcdef0123456789ABCDEFxyz',
      '/api/externalaccounts?nameId=abcdef0123456789ABCDEFxyz',
    ]);
    expect(foundEntities(resolution).map((f) => f.summary)).toEqual(['Anna de Vries · anna@school.test']);
  });

  it('only calls what the administrator has the right for', () => {
    const tlink = {
      kind: 'tlinkCode',
      value: 'KMN4P7QX',
      raw: 'KMN4P7QX',
      confidence: 0.9,
      labelled: false,
    } as const;
    const ean = { kind: 'ean', value: EAN, raw: EAN, confidence: 0.95, labelled: false } as const;
    expect(lookupCallsFor(tlink, admin(['tlinklicenties_aanpassen']))).toHaveLength(1);
    expect(lookupCallsFor(tlink, admin(['gebruikers_inzien']))).toEqual([]);
    expect(lookupCallsFor(ean, admin(['tlinklicenties_inzien']))).toEqual([]);
    expect(lookupCallsFor(ean, admin(['is_superuser']))).toEqual([
      { path: 'products', params: { ean: EAN }, list: true },
    ]);
  });

  it('sends no call for an identifier the administrator may not look up', async () => {
    const { lookup, seen } = demoApi();
    const resolution = await resolveIdentifiers(EAN, admin(['gebruikers_inzien']), lookup, signal());
    expect(seen).toEqual([]);
    expect(resolution.results).toEqual([]);
  });

  it('says per identifier what was not found, and flags a wrong EAN check digit', async () => {
    const { lookup } = demoApi();
    const tlink = await resolveIdentifiers('ABCD2345', SUPPORT, lookup, signal());
    expect(tlink.results.map((r) => r.message)).toEqual(['Geen TLink met code ABCD2345 gevonden']);
    const ean = await resolveIdentifiers(BAD_EAN, SUPPORT, lookup, signal());
    expect(ean.results[0]).toMatchObject({
      state: 'notFound',
      message: `Geen product met EAN ${BAD_EAN} gevonden`,
      warning: 'Controlecijfer klopt niet',
    });
  });

  it.each([
    ['a look-alike character', '2227SUYK', '22275UYK', '5 in plaats van S'],
    ['two swapped neighbours', 'KMN4PQ7X', 'KMN4P7QX', 'Q en 7 omgewisseld'],
  ])(
    'offers the existing code for a code with %s, as a suggestion and not as found',
    async (_name, typed, meant, why) => {
      const { lookup, seen } = demoApi();
      const resolution = await resolveIdentifiers(typed, SUPPORT, lookup, signal());
      expect(foundEntities(resolution)).toEqual([]);
      const [result] = resolution.results;
      expect(result).toMatchObject({ state: 'notFound', message: `Geen TLink met code ${typed} gevonden` });
      expect(result?.suggestions.map((s) => [s.entity.label, s.why])).toEqual([[meant, why]]);
      expect(seen).toHaveLength(2);
    },
  );

  it('offers the existing products one digit or one swap away from an EAN with a wrong check digit', async () => {
    const { lookup } = demoApi();
    const [result] = (await resolveIdentifiers(BAD_EAN, SUPPORT, lookup, signal())).results;
    expect(result?.warning).toBe('Controlecijfer klopt niet');
    expect(result?.suggestions.map((s) => [s.entity.label, s.why])).toEqual([
      ['Wiskunde 3', 'cijfer 13: 1 in plaats van 6'],
    ]);
  });

  it('looks for no look-alikes of a code that exists or of an EAN with a right check digit', async () => {
    const { lookup, seen } = demoApi();
    for (const typed of ['KMN4P7QX', EAN]) {
      const [result] = (await resolveIdentifiers(typed, SUPPORT, lookup, signal())).results;
      expect(result?.suggestions).toEqual([]);
    }
    expect(seen).toHaveLength(2);
  });

  it('keeps the reading that exists of an ambiguous token (eight digits: account id or TLink code)', async () => {
    const { lookup, seen } = demoApi();
    const missing = await resolveIdentifiers('12345678', SUPPORT, lookup, signal());
    expect(seen.sort().slice(0, 2)).toEqual([
      '/api/accounts/12345678',
      '/api/tlinklicenses?licenseCode=12345678',
    ]);
    expect(seen[2]).toMatch(/^\/api\/tlinklicenses\?licenseCodes=/);
    expect(missing.results.map((r) => r.message)).toEqual([
      'Geen account met id 12345678 gevonden',
      'Geen TLink met code 12345678 gevonden',
    ]);
  });

  it('treats a list route that does not exist yet, or a network error, as not available', async () => {
    const { lookup } = demoApi({ without: ['/api/tlinklicenses'] });
    const missingRoute = await resolveIdentifiers('KMN4P7QX', SUPPORT, lookup, signal());
    expect(missingRoute.results[0]).toMatchObject({
      state: 'unavailable',
      message: 'TLink-code KMN4P7QX kon nu niet worden opgezocht',
    });
    const offline: Lookup = fetchLookup(() => Promise.reject(new TypeError('Failed to fetch')));
    const network = await resolveIdentifiers('1234567', SUPPORT, offline, signal());
    expect(network.results[0]?.state).toBe('unavailable');
  });

  it('passes the abort signal to every call and rejects once it is aborted', async () => {
    const signals: AbortSignal[] = [];
    const hanging: Lookup = (_call, s) => {
      signals.push(s);
      return new Promise((_, reject) =>
        s.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    };
    const controller = new AbortController();
    const pending = resolveIdentifiers('Account 1234567, code KMN4P7QX', SUPPORT, hanging, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(signals).toHaveLength(2);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });

  it('reads a pasted ticket: every identifier with its result, and a summary', async () => {
    const { lookup } = demoApi();
    const ticket = [
      'Goedemiddag,',
      '',
      'Leerling met account 1234567 kan code KMN4P7QX niet activeren voor',
      `het boek met EAN ${EAN} (groep 7). Ook code ZZZZ9999 werkt niet.`,
      'Groet, Het Baken (12AB), tel. 038-1234567',
    ].join('\n');
    const resolution = await resolveIdentifiers(ticket, SUPPORT, lookup, signal());
    expect(resolution.mode).toBe('ticket');
    expect(resolution.results.map((r) => [r.candidate.kind, r.candidate.value, r.state])).toEqual([
      ['accountId', '1234567', 'found'],
      ['tlinkCode', 'KMN4P7QX', 'found'],
      ['ean', EAN, 'found'],
      ['tlinkCode', 'ZZZZ9999', 'notFound'],
      ['brin', '12AB', 'found'],
    ]);
    expect(ticketSummary(resolution)).toBe('5 kenmerken in de tekst: 4 gevonden, 1 niet gevonden');
  });

  it('reads one typed token as typed text, and words without identifiers as a command search', () => {
    expect(identifiersIn('tlink: kmn4p7qx')).toMatchObject({
      mode: 'typed',
      items: [{ candidate: { kind: 'tlinkCode' } }],
    });
    // Eight letters could be a TLink code, but typed they are a command search.
    expect(identifiersIn('accounts')).toEqual({ mode: 'typed', items: [] });
    // One generated code in eleven holds no digit: pasted as the codes are written, it is looked
    // up; a word typed in lower case stays a command search (found by bench/browser at scale).
    expect(identifiersIn('KMNPQRST').items).toMatchObject([
      { candidate: { kind: 'tlinkCode', value: 'KMNPQRST' } },
    ]);
    expect(identifiersIn('beheerde').items).toEqual([]);
    expect(identifiersIn('ga naar producten')).toEqual({ mode: 'typed', items: [] });
    expect(identifiersIn('rol toevoegen')).toEqual({ mode: 'typed', items: [] });
    expect(identifiersIn('account 1234567 kan niet inloggen').items.map((i) => i.candidate.value)).toEqual([
      '1234567',
    ]);
  });
});
