import { describe, expect, it } from 'vitest';
import type { Product } from '../../../domain/schemas/product';
import { fileApiHarness, PUBLISHER_ADMIN, SUPERUSER } from '../../test-support/api-harness';
import type { ProductTransferFile } from './product-transfer';

const api = fileApiHarness();

describe('GET products/export and POST products/import (/beheer)', () => {
  it('exports every product as a downloadable JSON file, superuser only', async () => {
    const res = await api.as(SUPERUSER)('/api/products/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="producten-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = (await res.json()) as ProductTransferFile;
    const total = Number(
      (await api.as(SUPERUSER)('/api/products')).headers.get('content-range')!.split('/')[1],
    );
    expect(file.products).toHaveLength(total);
    expect((await api.as(PUBLISHER_ADMIN)('/api/products/export')).status).toBe(403);
  });

  it('round-trips: importing the export updates every product and adds new EANs', async () => {
    const file = (await (await api.as(SUPERUSER)('/api/products/export')).json()) as ProductTransferFile;
    const copy = { ...file.products[0]!, ean: '9780000002006', title: 'Kopie via import' };
    const res = await api.as(SUPERUSER)('/api/products/import', {
      method: 'POST',
      body: JSON.stringify({ ...file, products: [...file.products.slice(0, 5), copy] }),
    });
    expect(res.status).toBe(200);
    const log = (await res.json()) as { log: string[]; added: string[]; updated: string[] };
    expect(log.added).toEqual(['9780000002006']);
    expect(log.updated).toHaveLength(5);
    const [added] = (await (await api.as(SUPERUSER)('/api/products?ean=9780000002006')).json()) as Product[];
    expect(added!.title).toBe('Kopie via import');
  });

  it('refuses the whole file when one product is invalid', async () => {
    const file = (await (await api.as(SUPERUSER)('/api/products/export')).json()) as ProductTransferFile;
    const good = { ...file.products[1]!, ean: '9780000002013' };
    const bad = { ...file.products[2]!, ean: '12' };
    const res = await api.as(SUPERUSER)('/api/products/import', {
      method: 'POST',
      body: JSON.stringify([good, bad]),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { path: string; message: string }[] };
    expect(body.errors).toContainEqual({ path: 'product 2 (12).ean', message: 'Ongeldige EAN' });
    expect(
      ((await (await api.as(SUPERUSER)('/api/products?ean=9780000002013')).json()) as Product[]).length,
    ).toBe(0);
    const empty = await api.as(SUPERUSER)('/api/products/import', { method: 'POST', body: '[]' });
    expect(((await empty.json()) as { message: string }).message).toBe('De producten lijst is leeg');
  });

  it('refuses the import in production and changes nothing', async () => {
    const file = (await (await api.as(SUPERUSER)('/api/products/export')).json()) as ProductTransferFile;
    const copy = { ...file.products[0]!, ean: '9780000003003', title: 'Mag niet in productie' };
    // The app reads the environment from its config object at request time.
    const environment = api.config.environment;
    api.config.environment = 'productie';
    try {
      const res = await api.as(SUPERUSER)('/api/products/import', {
        method: 'POST',
        body: JSON.stringify({ ...file, products: [copy] }),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({
        message: 'Producten importeren is in productie niet beschikbaar.',
      });
    } finally {
      api.config.environment = environment;
    }
    const found = await api.as(SUPERUSER)('/api/products?ean=9780000003003');
    expect(found.headers.get('content-range')).toBe('items */0');
  });
});
