import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/schemas/product';
import type { ServiceWindow } from '../../../domain/schemas/service-window';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER, SUPPORT } from '../../test-support/api-harness';

const api = fileApiHarness();
let product: Product;
let foreign: Product;
beforeAll(async () => {
  // A product of the demo publisher without seeded maintenance windows: the list then holds just this file's.
  const windowed = (await api.db.execute(
    'select distinct product_id as id from service_windows',
  )) as unknown as { rows: { id: number }[] };
  const taken = new Set(windowed.rows.map((row) => Number(row.id)));
  const own = (await (await api.as(PUBLISHER_ADMIN)('/api/products')).json()) as Product[];
  product = own.find((candidate) => !taken.has(candidate.id))!;
  const rows = (await api.db.execute(
    `select p.id from products p join organisations o on o.id = p.organisation_id where o.name <> 'Uitgeverij Noorderlicht' limit 1`,
  )) as unknown as { rows: { id: number }[] };
  foreign = (await (await api.as(SUPERUSER)(`/api/products/${rows.rows[0]!.id}`)).json()) as Product;
});

const post = (as: string, body: unknown) =>
  api.as(as)('/api/servicewindows', { method: 'POST', body: JSON.stringify(body) });

describe('/api/servicewindows', () => {
  it('creates a window (empty redirect becomes -1) and lists them newest start first', async () => {
    const first = await post(SUPERUSER, {
      product: product.id,
      startDate: '2026-03-01T08:00',
      endDate: '2026-03-01T10:00',
      redirectAfterSec: '',
      message: '**Onderhoud**',
    });
    expect(first.status).toBe(201);
    const created = (await first.json()) as ServiceWindow;
    expect(created.redirectAfterSec).toBe(-1);
    expect(created.startDate).toBe('2026-03-01T07:00:00.000Z');
    await post(SUPERUSER, {
      product: { id: product.id },
      startDate: '2026-04-01T08:00',
      redirectAfterSec: 30,
      message: 'x',
    });
    const list = (await (
      await api.as(SUPERUSER)(`/api/servicewindows?product=${product.id}`)
    ).json()) as ServiceWindow[];
    expect(list.map((w) => w.startDate)).toEqual(['2026-04-01T06:00:00.000Z', '2026-03-01T07:00:00.000Z']);
  });

  it('validates dates and the redirect range in Dutch', async () => {
    const res = await post(SUPERUSER, {
      product: product.id,
      startDate: '2026-03-01T10:00',
      endDate: '2026-03-01T09:00',
      redirectAfterSec: 5001,
    });
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(errors).toEqual([
      { path: 'endDate', message: 'Einddatum moet na startdatum liggen.' },
      { path: 'redirectAfterSec', message: 'Mag maximaal 5000 zijn' },
    ]);
    const missing = (await (await post(SUPERUSER, { product: product.id, redirectAfterSec: -2 })).json()) as {
      errors: { path: string; message: string }[];
    };
    expect(missing.errors).toEqual([
      { path: 'startDate', message: 'Veld is verplicht' },
      { path: 'redirectAfterSec', message: 'Moet minimaal -1 zijn' },
    ]);
  });

  it('updates with 412 on a stale version, and scopes to the publisher', async () => {
    const [window] = (await (
      await api.as(SUPERUSER)(`/api/servicewindows?product=${product.id}`)
    ).json()) as ServiceWindow[];
    const body = { ...window!, product: product.id, message: 'Nieuw', redirectAfterSec: 10 };
    const ok = await api.as(SUPERUSER)(`/api/servicewindows/${window!.id}`, {
      method: 'PUT',
      body: JSON.stringify(body),
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as ServiceWindow).message).toBe('Nieuw');
    const stale = await api.as(SUPERUSER)(`/api/servicewindows/${window!.id}`, {
      method: 'PUT',
      body: JSON.stringify(body),
    });
    expect(stale.status).toBe(412);
    // The demo publisher administrator lacks producten_servicewindows_leskluis.
    expect((await post(PUBLISHER_ADMIN, { product: product.id, startDate: '2026-03-01' })).status).toBe(403);
    expect((await post(SUPERUSER, { product: 99999999, startDate: '2026-03-01' })).status).toBe(404);
    expect(foreign.id).not.toBe(product.id);
    expect((await api.as(SUPPORT)(`/api/servicewindows?product=${product.id}`)).status).toBe(403);
    expect((await api.as(SUPERUSER)(`/api/servicewindows/${window!.id}`, { method: 'DELETE' })).status).toBe(
      204,
    );
  });
});
