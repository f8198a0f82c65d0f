import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from './sign-in';

/** A fresh EAN-13 with a valid GS1 check digit, different on every run. */
function freshEan(): string {
  const first12 = `97890${String(Date.now()).slice(-7)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** A field by its label, whether or not the label marks it '(verplicht)'. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(?!\\w)`)).first();
}

async function choosePublisher(page: Page, label: string, name: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const input = page.getByRole('combobox', { name: new RegExp(`^${escaped}(?!\\w)`) }).first();
  await input.fill(name);
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

/**
 * A superuser adds a WEB_BROWSER product with a SCHOOLJAARLICENTIE licence model (the form first
 * refuses an empty submit), plans a maintenance window on it, then imports a CSV of new books of
 * which one row is bad: nothing changes until only the valid rows are imported.
 */
test('create a browser product, add a service window and import a CSV with one bad row', async ({ page }) => {
  const ean = freshEan();
  const title = `E2E Rekenlab online ${ean.slice(-4)}`;
  await signIn(page, DEMO.superuser, '/producten/new');
  await expect(page.getByRole('heading', { name: 'Product toevoegen' })).toBeVisible();

  // Validated on submit: the empty form names its problems in Dutch.
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('productType is verplicht')).toBeVisible();
  await expect(page.getByText('Product moet minimaal 1 prijs hebben')).toHaveCount(0);

  await field(page, 'Titel').fill(title);
  await field(page, 'EAN').fill(ean);
  await choosePublisher(page, 'Uitgever', 'Noorderlicht');
  await field(page, 'Producttype').selectOption('WEB_BROWSER');
  await field(page, 'Eindgebruikersrol').selectOption('Onderwijsvolger');
  await field(page, 'Introductiedatum').fill('01-08-2024');
  await field(page, 'End of life datum').fill('31-07-2031');
  // Default chains are ECK and BASISPOORT: PO is locked in the sectors, ECK needs authors, courses, levels.
  await expect(page.getByRole('checkbox', { name: 'PO', exact: true })).toBeChecked();
  await field(page, 'Methodenaam').fill('Rekenlab');
  await field(page, 'Methodecode').fill('RL01');
  await field(page, 'Auteurs (één per regel)').fill('A. de Vries\nB. Jansen');
  await field(page, 'Vakken (één per regel)').fill('Rekenen');
  await field(page, 'Niveaus (één per regel)').fill('groep 6');
  await field(page, 'Consumentenprijs in centen').fill('2495');
  await field(page, 'Bedrag in centen (prijs 1)').fill('2495');
  await field(page, 'BTW % (prijs 1)').fill('9');
  await field(page, 'Thumbnail URL').fill('https://media.example.nl/rekenlab.png');
  await page.getByRole('checkbox', { name: 'Chrome', exact: true }).check();
  await field(page, 'SSO URL').fill('https://sso.rekenlab.example.nl/launch');
  await field(page, 'Licentietype').selectOption('SCHOOLJAARLICENTIE');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Veld is verplicht').first()).toBeVisible();
  await field(page, 'Aantal schooljaren').fill('1');
  await page.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/producten\/\d+\/extended-view$/);
  await page.getByRole('button', { name: 'Extra velden tonen' }).click();
  await expect(page.getByText('Schooljaarlicentie')).toBeVisible();

  // A service window: the end must follow the start; the markdown preview is live and safe.
  await page.getByRole('link', { name: 'Service window toevoegen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Service window toevoegen' })).toBeVisible();
  await field(page, 'Startdatum').fill('01-03-2030 08:00');
  await field(page, 'Einddatum').fill('01-03-2030 07:00');
  await field(page, 'Bericht (markdown)').fill('**Onderhoud** aan het rekenlab <script>alert(1)</script>');
  const preview = page.getByRole('region', { name: 'Voorbeeld van het bericht' });
  await expect(preview.locator('strong')).toHaveText('Onderhoud');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Einddatum moet na startdatum liggen.')).toBeVisible();
  await field(page, 'Einddatum').fill('01-03-2030 12:00');
  await field(page, 'Doorsturen na (seconden)').fill('');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const windows = page.getByRole('table').filter({ hasText: 'Startdatum' });
  await expect(windows.getByText('01-03-2030 08:00')).toBeVisible();
  await expect(windows.getByText('Niet')).toBeVisible();

  // The CSV import: one bad row means nothing is imported until the valid rows are chosen.
  const bookEan = freshEan().replace(/^97890/, '97891');
  const book = `${bookEan.slice(0, 12)}${(() => {
    let sum = 0;
    for (let i = 0; i < 12; i++) sum += Number(bookEan[i]) * (i % 2 === 0 ? 1 : 3);
    return (10 - (sum % 10)) % 10;
  })()}`;
  const csv = [
    'ean;title;productType;intendedEndUserRole;introductionDate;endOfLifeDate;productThumbnailLocation;consumerPrice;prices;sectors;chains',
    `${book};E2E Werkboek ${book.slice(-4)};BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/${book}.png;1500;1500:9;VO;-`,
    '0123;Kapotte regel;BOEK;Onderwijsvolger;01-08-2024;31-07-2030;https://media.example.nl/x.png;1500;1500:9;VO;-',
  ].join('\r\n');
  await page.goto('/productimport');
  await expect(page.getByRole('heading', { name: 'Productimport' })).toBeVisible();
  await page.getByRole('button', { name: 'Importeren' }).click();
  await expect(page.getByText('Er is geen bestand geselecteerd')).toBeVisible();
  await choosePublisher(page, 'Uitgever (voor nieuwe producten)', 'Noorderlicht');
  await field(page, 'CSV-bestand').setInputFiles({
    name: 'producten.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf-8'),
  });
  await page.getByRole('button', { name: 'Importeren' }).click();
  const result = page.getByRole('region', { name: 'Resultaat van de import' });
  await expect(result.getByText(/Er is niets gewijzigd: 1 rij\(en\) bevatten fouten/)).toBeVisible();
  await expect(result.getByRole('cell', { name: 'Ongeldige EAN' })).toBeVisible();
  const download = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Resultaat downloaden' }).click();
  expect((await download).suggestedFilename()).toBe('productimport-resultaat.csv');
  await result.getByRole('button', { name: 'Alleen de geldige rijen importeren (1)' }).click();
  await expect(result.getByText('1 toegevoegd, 0 bijgewerkt, 1 met fouten overgeslagen.')).toBeVisible();

  await page.goto(`/producten/ean/${book}/extended-view`);
  await expect(page.getByRole('heading', { name: `E2E Werkboek ${book.slice(-4)}` })).toBeVisible();
});
