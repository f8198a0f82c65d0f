import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/schemas/product';
import { rowsOf } from '../../db/rows';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';
import { webProductBody } from '../../test-support/product-body';

const api = fileApiHarness();
let noorderlichtId: number;
let otherPublisherId: number;
beforeAll(async () => {
  const rows = (await api.db.execute(
    `select id, name from organisations where 'Uitgever' = any(type) order by id`,
  )) as unknown as { rows: { id: number; name: string }[] };
  const publishers = rows.rows;
  noorderlichtId = publishers.find((p) => p.name === 'Uitgeverij Noorderlicht')!.id;
  otherPublisherId = publishers.find((p) => p.name !== 'Uitgeverij Noorderlicht')!.id;
});

const json = <T>(res: Response) => res.json() as Promise<T>;

const webProduct = (ean: string, organisation: number) => webProductBody(ean, organisation);

describe('GET /api/products', () => {
  it('lists products sorted by title with Content-Range', async () => {
    const res = await api.as(SUPPORT)('/api/products', { headers: { range: 'items=0-9' } });
    expect(res.status).toBe(200);
    const body = await json<Product[]>(res);
    expect(body).toHaveLength(10);
    expect(res.headers.get('content-range')).toMatch(/^items 0-9\/\d+$/);
    const titles = body.map((p) => p.title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('finds a product by EAN, ignoring dashes and spaces, and refuses a malformed EAN', async () => {
    const [first] = await json<Product[]>(await api.as(SUPPORT)('/api/products?sort=ASC-id'));
    const spaced = `${first!.ean.slice(0, 3)}-${first!.ean.slice(3)}`;
    const found = await json<Product[]>(await api.as(SUPPORT)(`/api/products?ean=${spaced}`));
    expect(found.map((p) => p.id)).toEqual([first!.id]);
    const bad = await api.as(SUPPORT)('/api/products?ean=0123');
    expect(bad.status).toBe(400);
    expect((await json<{ message: string }>(bad)).message).toBe('Ongeldige EAN');
  });

  it('answers an EAN with the product as GET /products/{id} gives it, and the total on every page (decision 558)', async () => {
    const [withPrices] = (
      (await api.db.execute(
        'select p.id, p.ean from products p where exists (select 1 from prices r where r.product_id = p.id) and exists (select 1 from license_models m where m.product_id = p.id) order by p.id limit 1',
      )) as unknown as { rows: { id: number; ean: string }[] }
    ).rows;
    const found = await api.as(SUPPORT)(`/api/products?ean=${withPrices!.ean}`);
    const item = await json<Product>(await api.as(SUPPORT)(`/api/products/${withPrices!.id}`));
    expect(await json<Product[]>(found)).toEqual([item]);
    expect(item.customProperties.prices.length).toBeGreaterThan(0);
    expect(item.licenseModel).not.toBeNull();
    expect(found.headers.get('content-range')).toBe('items 0-0/1');
    const past = await api.as(SUPPORT)(`/api/products?ean=${withPrices!.ean}`, {
      headers: { range: 'items=1-1' },
    });
    expect(await json<Product[]>(past)).toEqual([]);
    expect(past.headers.get('content-range')).toBe('items */1');
    const unknown = await api.as(SUPPORT)('/api/products?ean=9789999999991');
    expect(unknown.headers.get('content-range')).toBe('items */0');
  });

  it('filters by isSubject, subject, q, organisation and onlyActive', async () => {
    const get = (q: string) => api.as(SUPERUSER)(`/api/products?${q}`, { headers: { range: 'items=0-999' } });
    const subjects = await json<Product[]>(await get('isSubject=true'));
    expect(subjects.length).toBeGreaterThan(0);
    expect(subjects.every((p) => p.isSubject)).toBe(true);
    const rekenen = await json<Product[]>(await get('subject=Rekenen'));
    expect(rekenen.every((p) => p.customProperties.subjects.includes('Rekenen'))).toBe(true);
    const q = await json<Product[]>(await get('q=REKENEN'));
    expect(q.length).toBeGreaterThan(0);
    expect(q.every((p) => p.title.toLowerCase().includes('rekenen'))).toBe(true);
    const org = await json<Product[]>(await get(`organisation=${otherPublisherId}`));
    expect(org.every((p) => p.organisation.id === otherPublisherId)).toBe(true);
    const active = await json<Product[]>(await get('onlyActive=true'));
    const all = await json<Product[]>(await get(''));
    expect(active.every((p) => p.active)).toBe(true);
    expect(active.length).toBeLessThan(all.length);
    expect((await get('kleur=rood')).status).toBe(400);
  });

  it('scopes a publisher-bound administrator to their own products, 404 for others', async () => {
    const own = await json<Product[]>(
      await api.as(PUBLISHER_ADMIN)('/api/products', { headers: { range: 'items=0-999' } }),
    );
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((p) => p.organisation.id === noorderlichtId)).toBe(true);
    const [foreign] = await json<Product[]>(
      await api.as(SUPERUSER)(`/api/products?organisation=${otherPublisherId}`),
    );
    expect((await api.as(PUBLISHER_ADMIN)(`/api/products/${foreign!.id}`)).status).toBe(404);
    const viaEan = await json<Product[]>(await api.as(PUBLISHER_ADMIN)(`/api/products?ean=${foreign!.ean}`));
    expect(viaEan).toEqual([]);
    expect((await api.as(PUBLISHER_ADMIN)(`/api/products/${own[0]!.id}`)).status).toBe(200);
  });

  it("answers a publisher's EAN lookups with the values of each call, and a changed publisher binding at the next call (decision 655)", async () => {
    const eansOf = async (organisation: number) =>
      (
        await rowsOf<{ ean: string }>(
          api.db,
          sql`select ean from products where organisation_id = ${organisation} order by id limit 2`,
        )
      ).map((row) => row.ean);
    const own = await eansOf(noorderlichtId);
    const [foreign] = await eansOf(otherPublisherId);
    const lookup = async (email: string, ean: string) =>
      (await json<Product[]>(await api.as(email)(`/api/products?ean=${ean}`))).map((p) => p.ean);
    // One statement prepared once, bound to each call's EAN and publisher.
    for (const ean of own) expect(await lookup(PUBLISHER_ADMIN, ean)).toEqual([ean]);
    expect(await lookup(PUBLISHER_ADMIN, foreign!)).toEqual([]);
    expect(await lookup(SUPERUSER, foreign!)).toEqual([foreign]);
    const rebind = (organisation: number) =>
      api.db.execute(
        sql`update administrators set uitgever_id = ${organisation} where email = ${PUBLISHER_ADMIN}`,
      );
    await rebind(otherPublisherId);
    try {
      expect(await lookup(PUBLISHER_ADMIN, foreign!)).toEqual([foreign]);
      expect(await lookup(PUBLISHER_ADMIN, own[0]!)).toEqual([]);
    } finally {
      await rebind(noorderlichtId);
    }
  });

  it('answers one product with its licence model and prices', async () => {
    const [web] = await json<Product[]>(
      await api.as(SUPPORT)('/api/products?q=online', { headers: { range: 'items=0-0' } }),
    );
    const res = await api.as(SUPPORT)(`/api/products/${web!.id}`);
    const product = await json<Product>(res);
    expect(product.productType).toBe('WEB_BROWSER');
    expect(product.licenseModel?.licenseType).toBeTruthy();
    expect(product.customProperties.prices.length).toBeGreaterThan(0);
    expect((await api.as(SUPPORT)('/api/products/99999999')).status).toBe(404);
  });
});

describe('GET /api/schoolyears', () => {
  it('lists school years newest first', async () => {
    const res = await api.as(SUPPORT)('/api/schoolyears');
    const years = await json<{ name: string }[]>(res);
    expect(years.length).toBeGreaterThan(1);
    expect(years[0]!.name).toMatch(/^\d{4}-\d{4}$/);
    expect(years.map((y) => y.name)).toEqual([...years.map((y) => y.name)].sort().reverse());
  });
});

describe('POST/PUT/DELETE /api/products', () => {
  it('creates a WEB_BROWSER product, then refuses the same EAN again', async () => {
    const res = await api.as(SUPERUSER)('/api/products', {
      method: 'POST',
      body: JSON.stringify(webProduct('9780000000019', otherPublisherId)),
    });
    expect(res.status).toBe(201);
    const created = await json<Product>(res);
    expect(created.licenseModel).toMatchObject({ licenseType: 'SCHOOLJAARLICENTIE', schoolYearAmount: 1 });
    expect(created.customProperties.prices).toEqual([{ amount: 1995, vat: 9 }]);
    const again = await api.as(SUPERUSER)('/api/products', {
      method: 'POST',
      body: JSON.stringify(webProduct('9780000000019', otherPublisherId)),
    });
    expect(again.status).toBe(400);
  });

  it('reports every rule of spec 001 §5 with its Dutch text at once', async () => {
    const body = webProduct('0123', otherPublisherId);
    Object.assign(body, { productType: '', ssoUrl: 'geen url', browsers: [] });
    const bad = {
      ...body,
      productType: 'WEB_BROWSER',
      chains: ['ECK', 'BASISPOORT'],
      licenseModel: {
        licenseType: 'SCHOOLJAARLICENTIE',
        schoolYearAmount: '0',
        tiltDate: '',
        schoolYearEndDate: '',
      },
      customProperties: {
        ...body.customProperties,
        authors: [],
        courses: [],
        levels: [],
        prices: [
          { amount: 100, vat: 21 },
          { amount: 200, vat: 21 },
        ],
      },
    };
    const res = await api.as(SUPERUSER)('/api/products', { method: 'POST', body: JSON.stringify(bad) });
    expect(res.status).toBe(400);
    const { errors } = await json<{ errors: { path: string; message: string }[] }>(res);
    const byPath = Object.fromEntries(errors.map((e) => [e.path, e.message]));
    expect(byPath).toMatchObject({
      ean: 'Ongeldige EAN',
      ssoUrl: 'SSO URL moet een URL zijn',
      browsers: 'Veld is verplicht',
      'customProperties.authors': 'Auteurs is verplicht',
      'customProperties.courses': 'Vakken is verplicht',
      'customProperties.levels': 'Niveaus is verplicht',
      'customProperties.productFamilyName': 'Methodenaam is verplicht',
      'customProperties.productFamilyCode': 'Methodecode is verplicht',
      'customProperties.prices': 'Product bevat meerdere prijzen met hetzelfde BTW percentage',
      'licenseModel.schoolYearAmount': 'Aantal schooljaren mag niet kleiner zijn dan 1',
      'licenseModel.tiltDate': 'Kanteldatum is verplicht',
      'licenseModel.schoolYearEndDate': 'Einde schooljaar voor dit product is verplicht',
    });
  });

  it('discards licence model, browsers, service licence and SSO URL of a non-browser product', async () => {
    const body = {
      ...webProduct('9780000000026', otherPublisherId),
      productType: 'BOEK',
      serviceLicenseAllowed: true,
    };
    const res = await api.as(SUPERUSER)('/api/products', { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(201);
    const created = await json<Product>(res);
    expect(created).toMatchObject({
      licenseModel: null,
      browsers: [],
      serviceLicenseAllowed: false,
      ssoUrl: null,
    });
  });

  it('binds a publisher administrator’s new product to their publisher and 404s a foreign PUT', async () => {
    const res = await api.as(PUBLISHER_ADMIN)('/api/products', {
      method: 'POST',
      body: JSON.stringify(webProduct('9780000000033', otherPublisherId)),
    });
    expect(res.status).toBe(201);
    expect((await json<Product>(res)).organisation.id).toBe(noorderlichtId);
    const [foreign] = await json<Product[]>(
      await api.as(SUPERUSER)(`/api/products?organisation=${otherPublisherId}`),
    );
    const put = await api.as(PUBLISHER_ADMIN)(`/api/products/${foreign!.id}`, {
      method: 'PUT',
      body: JSON.stringify(webProduct(foreign!.ean, noorderlichtId)),
    });
    expect(put.status).toBe(404);
  });

  it('updates with optimistic concurrency: a stale updatedAt gets 412', async () => {
    const [product] = await json<Product[]>(await api.as(SUPERUSER)('/api/products?ean=9780000000019'));
    const body = {
      ...webProduct(product!.ean, otherPublisherId),
      title: 'Nieuwe titel',
      updatedAt: product!.updatedAt,
    };
    const ok = await api.as(SUPERUSER)(`/api/products/${product!.id}`, {
      method: 'PUT',
      body: JSON.stringify(body),
    });
    expect(ok.status).toBe(200);
    expect((await json<Product>(ok)).title).toBe('Nieuwe titel');
    const stale = await api.as(SUPERUSER)(`/api/products/${product!.id}`, {
      method: 'PUT',
      body: JSON.stringify(body),
    });
    expect(stale.status).toBe(412);
  });

  it('deletes an unused product and answers 409 with the blockers of a used one', async () => {
    const [unused] = await json<Product[]>(await api.as(SUPERUSER)('/api/products?ean=9780000000026'));
    expect((await api.as(SUPERUSER)(`/api/products/${unused!.id}`, { method: 'DELETE' })).status).toBe(204);
    const used = (await api.db.execute('select product_id as id from tlink_licenses limit 1')) as unknown as {
      rows: { id: number }[];
    };
    const res = await api.as(SUPERUSER)(`/api/products/${used.rows[0]!.id}`, { method: 'DELETE' });
    expect(res.status).toBe(409);
    const blockers = await json<{ entityType: string }[]>(res);
    expect(blockers.some((b) => b.entityType === 'TLinkLicense')).toBe(true);
    expect((await api.as(SUPPORT)(`/api/products/${unused!.id}`, { method: 'DELETE' })).status).toBe(403);
  });

  it("names no other publisher's contract among the blockers of a publisher-bound administrator's delete", async () => {
    const rows = async <T>(query: string) => ((await api.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [contract] = await rows<{ id: number; ref: string }>(`select c.id, c.contract_reference_id as ref
      from school_contracts c join products s on s.id = c.subject_id
      where s.organisation_id <> ${noorderlichtId} order by c.id limit 1`);
    const [product] = await rows<{ id: number }>(
      `select id from products where organisation_id = ${noorderlichtId} and not is_subject order by id limit 1`,
    );
    const [spec] = await rows<{ id: number }>(`insert into contract_specifications
      (school_contract_id, reference_id, product_id, specified_amount)
      values (${contract!.id}, '${contract!.ref}-VREEMD', ${product!.id}, 3) returning id`);
    const blockersFor = async (who: string) => {
      const res = await api.as(who)(`/api/products/${product!.id}`, { method: 'DELETE' });
      expect(res.status, who).toBe(409);
      return json<{ toString: string; entityType: string; id: number }[]>(res);
    };
    const own = (await blockersFor(PUBLISHER_ADMIN)).filter((b) => b.entityType === 'ContractSpecification');
    expect(JSON.stringify(own)).not.toContain(contract!.ref);
    // Every specification named is one of their own contracts; the others are only counted.
    const named = own.filter((b) => b.id !== 0).map((b) => b.id);
    const foreignNamed = named.length
      ? await rows(`select cs.id from contract_specifications cs join school_contracts c on c.id = cs.school_contract_id
          join products s on s.id = c.subject_id where cs.id in (${named.join(',')}) and s.organisation_id <> ${noorderlichtId}`)
      : [];
    expect(foreignNamed).toEqual([]);
    expect(own.find((b) => b.id === 0)?.toString).toMatch(/^en nog \d+ andere$/);
    const staff = (await blockersFor(SUPERUSER)).filter((b) => b.entityType === 'ContractSpecification');
    expect(staff).toContainEqual({
      toString: `${contract!.ref}-VREEMD`,
      entityType: 'ContractSpecification',
      id: spec!.id,
    });
  });
});
