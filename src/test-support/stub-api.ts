import type { Account } from '../../domain/schemas/account';
import type { CurrentAdministrator } from '../../domain/schemas/administrator';
import { createHttpClient, type HttpClient } from '../api/http-client';

/** Answers one request of the stub server: the path after /api, and the whole Request. */
export type StubHandler = (url: URL, request: Request) => Response | Promise<Response>;

export type StubApi = { client: HttpClient; requests: Request[]; unauthorized: number };

export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/**
 * The console's own HttpClient over a fetch that records each request in `requests` and lets
 * `answer` reply, so tests go through the same client, headers and parsing as the console.
 */
export function recordingApi(answer: (request: Request, url: URL) => Response | Promise<Response>): StubApi {
  const api: StubApi = { client: undefined as unknown as HttpClient, requests: [], unauthorized: 0 };
  const fetchRecorded: typeof fetch = async (input, init) => {
    const request = new Request(new URL(String(input), 'http://console.test'), init);
    api.requests.push(request);
    return answer(request, new URL(request.url));
  };
  api.client = createHttpClient({
    baseUrl: '/api',
    getAccessToken: () => 'test-token',
    onUnauthorized: () => {
      api.unauthorized += 1;
    },
    fetch: fetchRecorded,
  });
  return api;
}

/** A recording API that answers from `handlers`, keyed by '/api/...' pathname; 404 for any other. */
export function stubApi(handlers: Record<string, StubHandler>): StubApi {
  return recordingApi((request, url) => {
    const handler = handlers[url.pathname];
    return handler ? handler(url, request) : json({ message: 'Onbekende API-route.' }, { status: 404 });
  });
}

/** The URLs of the requests made to `pathname` so far ('/api/accounts'), the first first. */
export function callsTo(api: StubApi, pathname: string): URL[] {
  return api.requests.map((request) => new URL(request.url)).filter((url) => url.pathname === pathname);
}

/** A stub API signed in as `me` (GET administrators/me), answering `handlers` besides. */
export function signedInApi(me: CurrentAdministrator, handlers: Record<string, StubHandler> = {}): StubApi {
  return stubApi({ '/api/administrators/me': () => json(me), ...handlers });
}

/** A list call's answer with all of `rows` on its one page, Content-Range as the server writes it. */
export function listPage(rows: readonly unknown[]): Response {
  const range = rows.length === 0 ? 'items */0' : `items 0-${rows.length - 1}/${rows.length}`;
  return json(rows, { headers: { 'Content-Range': range } });
}

export function administrator(
  rechten: string[],
  uitgever: CurrentAdministrator['uitgever'] = null,
): CurrentAdministrator {
  return {
    id: 7,
    name: 'Sam Beheerder',
    email: 'sam@leskluis.test',
    rol: { id: 3, naam: 'Testrol', rechten, uitgever: null },
    uitgever,
  };
}

export function account(id: number, overrides: Partial<Account> = {}): Account {
  return {
    id,
    email: `gebruiker${id}@school.test`,
    telephone: null,
    blackListDate: null,
    attributes: {
      given_name: `Gebruiker ${id}`,
      first_name: 'Anna',
      tussenvoegsels: 'de',
      family_name: `Vries${id}`,
    },
    validated: true,
    createdAt: '2024-03-01T09:15:00.000Z',
    updatedAt: '2024-05-02T13:45:00.000Z',
    pseudoId: `pseudo-${id}`,
    roles: ['student'],
    grades: 'JAAR_3',
    isFromTMProfielFromThisYear: false,
    accessurlPresent: false,
    username: `gebruiker${id}`,
    nlEduPersonHomeOrganizationId: '12AB',
    eduPersonAffiliation: 'student',
    digiDeliveryId: null,
    ...overrides,
  };
}

/** An organisation as GET /api/organisations/{id} answers it. */
export const organisation = (id: number, name: string, type: string[]) => ({
  id,
  esn: `ESN${id}`,
  name,
  type,
  websiteUrl: null,
  abonnementUrl: null,
  brin: null,
  instellingBrin: null,
  sector: 'VO',
  city: 'Zwolle',
  verified: true,
  arp: false,
  arpSince: null,
  askForVolledigeNaam: false,
  restrictedTo: null,
  portalId: null,
  externId: null,
  isAfkomstigUitCr: false,
  createdAt: '2024-03-01T09:15:00.000Z',
  updatedAt: '2024-03-01T09:15:00.000Z',
});

/** GET /api/accounts over `all`: honours Range and answers Content-Range like the server. */
export function accountsHandler(all: Account[]): StubHandler {
  return (_url, request) => {
    const [, start = '0', end = '99'] = request.headers.get('Range')?.match(/items=(\d+)-(\d+)/) ?? [];
    const items = all.slice(Number(start), Number(end) + 1);
    const last = Number(start) + items.length - 1;
    return json(items, { headers: { 'Content-Range': `items ${start}-${last}/${all.length}` } });
  };
}
