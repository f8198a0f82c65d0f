/**
 * A valid WEB_BROWSER product body (POST /api/products) with a SCHOOLJAARLICENTIE licence model,
 * which every rule of spec 001 §5 accepts; tests vary the parts they are about.
 */
export function webProductBody(ean: string, publisherId: number, title = 'Testmethode Rekenen online') {
  return {
    title,
    ean,
    productType: 'WEB_BROWSER',
    organisation: { id: publisherId },
    intendedEndUserRole: 'Onderwijsvolger',
    ssoUrl: 'https://sso.example.nl/launch',
    introductionDate: '2024-08-01',
    endOfLifeDate: '2030-07-31',
    browsers: ['CHROME', 'FIREFOX'],
    chains: ['ECK'],
    deliverable: true,
    authenticationType: 'LESKLUIS_SSO',
    licenseModel: {
      licenseType: 'SCHOOLJAARLICENTIE',
      schoolYearAmount: '1',
      tiltDate: '1972-07-01',
      schoolYearEndDate: '1972-07-31',
      licenseActivationType: 'EINDE_PRODUCT',
    },
    customProperties: {
      productThumbnailLocation: 'https://media.example.nl/t.png',
      saleUnitSize: 1,
      consumerPrice: 1995,
      prices: [{ amount: 1995, vat: 9 }],
      sectors: ['VO'],
      authors: ['A. Auteur'],
      courses: ['Rekenen'],
      levels: ['havo'],
      productState: 'LEVERBAAR',
      catalogItem: true,
      eckOrderAllowed: true,
    },
  };
}

type Post = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * Creates a web product of the first publisher through the API (as the caller `post` signs in as)
 * and answers its id; `extra` overrides parts of the body (dates, browsers).
 */
export async function createWebProduct(
  post: Post,
  ean: string,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const publishers = (await (await post('/api/organisations?type=Uitgever')).json()) as { id: number }[];
  const created = await post('/api/products', {
    method: 'POST',
    body: JSON.stringify({ ...webProductBody(ean, publishers[0]!.id, title), ...extra }),
  });
  if (created.status !== 201) throw new Error(`product ${ean} not created: ${created.status}`);
  return ((await created.json()) as { id: number }).id;
}
