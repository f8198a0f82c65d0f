import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { STATUS_OVERVIEW_MONTHS } from '../areas/license-overviews/status-overview-list';
import { parseSearch, stringifySearch } from '../kit/search-params';
import { createAppRouter } from '../router';
import { stubApi } from '../test-support/stub-api';

const DAYS = 'fromDate=01-02-2024&toDate=29-02-2024';
const EAN = '9789000000017';

/** One URL per route with a search, with every param it keeps, as a person would paste it. */
const PASTED: Record<string, string> = {
  '/accounts': `input=anna@school.nl&voornaam=Anna&tussenvoegsels=de&achternaam=Vries&userid=abcd1&brin=12AB&digiDeliveryId=x1&schoolYear=3&ids=40939,1234567&emails=anna@school.nl,bram@school.nl&sort=ASC-updatedAt&actie=export`,
  '/accounts/$id/extended-view': 'actie=sessions',
  '/tlinks': `licenseCode=ABC123&referenceId=REF1&licenseState=ACTIVE,REVOKED&creationMethod=API&createdFrom=01-02-2024&createdTo=29-02-2024&product=1&account=2&organisation=3&publisher=4&distributor=5&licenseCodes=AB12CD34,ZX4P7KMN&sort=ASC-licenseCode&actie=reserveren`,
  '/ecklicenties': `q=ECK123&statussen=actief,verlopen&${DAYS}&refHistoryEnabled=true&product=1&organisation=2&product.organisation=3&distributor=4&berichten=true&showFailedOnly=true&referenceIds=REF-2024-001,REF-2024-002&sort=ASC-referenceId&actie=historie&rij=7`,
  '/policenties': 'q=abcd&group=3&product=1&organisation=2&sort=ASC-startDate&actie=groepen&rij=5',
  '/producten': `q=Reken&ean=${EAN}&subject=Rekenen&isSubject=false&onlyActive=true&organisation=4&eans=${EAN}&sort=ASC-title`,
  '/producten/$id/edit': 'actie=levensduur',
  '/producten/ean/$ean': 'actie=levensduur',
  '/orders': `q=ORD1&ean=${EAN}&creationMethod=ECK&priusStatus=FAILED&schoolYearName=2024-2025&sort=ASC-orderId`,
  '/orderbalans': `contractId=C1&ean=${EAN}&schoolYearName=2024-2025&distributorId=9`,
  '/organisaties': 'q=Linde&type=School,Uitgever&sectors=VO&verified=false&sort=ASC-name',
  '/oauthclients': 'q=app&rol=UitgeverApp&sort=ASC-clientId',
  '/schoolcontracts':
    'contractReferenceId=SJC1&schooljaar=current&grade=3&schoolId=1&subjectId=2&distributorId=3&sort=ASC-contractReferenceId',
  '/contractbalances':
    'contractReferenceId=SJC1&referenceId=R1&schoolyearName=2024-2025&grade=3&schoolId=1&subjectId=2&distributorId=3&productId=4',
  '/contractspecifications':
    'contractReferenceId=SJC1&referenceId=R1&schoolyearName=2024-2025&grade=3&schoolId=1&subjectId=2&distributorId=3&productId=4&sort=ASC-contractReferenceId',
  '/tlinklicentiesperschool': `type=AANTAL&${DAYS}&publisher=1&school=2&distributor=3&product=4&sort=ASC-total`,
  '/tlinkstatusoverview': `maand=${STATUS_OVERVIEW_MONTHS[1]}&publisherId=4`,
  '/audit': 'email=sam@leskluis.test&name=Sam&requestType=POST&startDate=01-02-2024&endDate=29-02-2024',
  '/myexports': 'sort=ASC-createdAt',
  '/invoices': 'month=2026-09&organisation=12',
  '/home': 'meldcode=ABC123',
  '/beheerders': 'q=Sam&rol=3&sort=ASC-name',
  '/rollen': 'uitgever=4&sort=ASC-naam',
};

type Validate = (search: Record<string, unknown>) => Record<string, unknown>;

/** Every route of the console with a validateSearch, by path. */
function searchRoutes(): Map<string, Validate> {
  const router = createAppRouter({ queryClient: createQueryClient(), api: stubApi({}).client });
  const routes = new Map<string, Validate>();
  for (const [path, route] of Object.entries(router.routesByPath)) {
    const validate = (route.options as { validateSearch?: Validate }).validateSearch;
    if (validate) routes.set(path, validate);
  }
  return routes;
}

/** The params a route's schema reads: valibot's object asks `key in input` for each of its keys. */
function keysRead(validate: Validate): string[] {
  const asked = new Set<string>();
  const has = (_: object, key: string | symbol) => {
    asked.add(String(key));
    return false;
  };
  validate(new Proxy({}, { has }));
  return [...asked].sort();
}

describe('every list route keeps every filter through the URL', () => {
  const routes = searchRoutes();

  it('has a pasted URL for each route with a search, naming every param it reads', () => {
    expect([...routes.keys()].sort()).toEqual(Object.keys(PASTED).sort());
    for (const [path, validate] of routes)
      expect([path, keysRead(validate)]).toEqual([path, Object.keys(parseSearch(PASTED[path]!)).sort()]);
  });

  it.each(Object.entries(PASTED))(
    '%s reads each pasted param and writes the same URL back',
    (path, query) => {
      const validate = routes.get(path)!;
      const read = validate(parseSearch(query));
      const dropped = Object.keys(parseSearch(query)).filter((key) => read[key] === undefined);
      expect(dropped).toEqual([]);
      // Reload: what the app writes is what it reads back, value for value.
      const written = stringifySearch(read);
      expect(validate(parseSearch(written))).toEqual(read);
      const sorted = (text: string) => [...new URLSearchParams(text)].sort().join('&');
      expect(sorted(written)).toEqual(sorted(query));
    },
  );
});
