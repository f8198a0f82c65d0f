import { expect, type Page } from '@playwright/test';

type Product = {
  id: number;
  ean: string;
  title: string;
  productType: string;
  endOfLifeDate: string;
  licenseModel: { licenseActivationType: string | null; activatableUntil: string | null } | null;
};

/** A browser product that is still delivered and whose licence dates the form can prefill. */
export async function licensableProduct(page: Page, token: string): Promise<Product> {
  const response = await page.request.get('/api/products?onlyActive=true', {
    headers: { Authorization: `Bearer ${token}`, Range: 'items=0-199' },
  });
  expect(response.status()).toBe(200);
  const products = (await response.json()) as Product[];
  const product = products.find(
    (p) =>
      p.productType === 'WEB_BROWSER' &&
      Date.parse(p.endOfLifeDate) > Date.now() + 400 * 86_400_000 &&
      (p.licenseModel?.licenseActivationType ?? 'EINDE_PRODUCT') === 'EINDE_PRODUCT',
  );
  expect(product, 'a browser product with an end-of-life date a year ahead').toBeTruthy();
  return product as Product;
}
