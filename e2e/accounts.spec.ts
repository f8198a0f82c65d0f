import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './sign-in';

/**
 * The support desk's day with one account, as a superuser: find it by a pasted e-mail, edit it and
 * add an external account, merge a duplicate into it, then read the merge history and the audit log.
 */
test('find, edit, add an external account, merge and audit an account', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, DEMO.superuser, '/accounts');
  await expect(page.getByRole('heading', { name: 'Gebruikers', level: 1 })).toBeVisible();

  // An e-mail address as a support ticket would quote it: taken from an account's overview.
  // Teachers ('employee') always have an e-mail address in the demo data.
  const teacher = page.getByRole('grid').getByRole('row').filter({ hasText: 'employee' }).first();
  await expect(teacher).toBeVisible();
  await teacher.click();
  await expect(page).toHaveURL(/\/accounts\/\d+\/extended-view/);
  const accountId = Number(/\/accounts\/(\d+)\//.exec(page.url())![1]);
  const contact =
    (
      await page
        .locator('dt', { hasText: 'Contactgegeven' })
        .locator('xpath=following-sibling::dd')
        .textContent()
    )?.trim() ?? '';
  expect(contact).toContain('@');

  // Paste it (with stray spaces) into the contact filter of the users list.
  await page.goto('/accounts');
  await page.getByLabel('Contactgegeven').fill(`  ${contact}  `);
  await page.getByLabel('Contactgegeven').press('Enter');
  await expect(page).toHaveURL(new RegExp(`input=${encodeURIComponent(contact).replace(/\./g, '\\.')}`));
  await expect(page.getByText('1 resultaat')).toBeVisible();
  const found = page.getByRole('grid').getByRole('row').nth(1);
  await found.focus();
  await found.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/extended-view`));

  // Edit: display name and a new external account.
  await page.getByRole('link', { name: 'Gebruiker bewerken' }).first().click();
  await expect(page.getByRole('heading', { name: 'Gebruiker bewerken', level: 1 })).toBeVisible();
  await page.getByLabel('Weergavenaam').fill(`E2E ${stamp}`);
  await page.getByLabel('Name ID').fill(`e2e-knf-${stamp}`);
  await page.getByLabel('Attributen (JSON)').fill('{"sn": "Proef"}');
  await page.getByRole('button', { name: 'Extern account toevoegen' }).click();
  await expect(page.getByText('wordt toegevoegd bij opslaan')).toBeVisible();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het account is opgeslagen.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/extended-view`));
  await expect(page.getByText(`e2e-knf-${stamp}`)).toBeVisible();

  // A duplicate account, made through the form, merged into the first one.
  await page.goto('/accounts/new');
  await expect(page.getByRole('heading', { name: 'Gebruiker toevoegen', level: 1 })).toBeVisible();
  await page.getByLabel(/E-mail/).fill(`dubbel-${stamp}@example.nl`);
  await page.getByLabel('Weergavenaam').fill('Dubbel');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/accounts\/\d+\/extended-view/);
  const duplicateId = Number(/\/accounts\/(\d+)\//.exec(page.url())![1]);

  await page.getByRole('link', { name: 'Samenvoegen met...' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/merge/${duplicateId}/${duplicateId}`));
  await page.getByRole('button', { name: 'Samenvoegen' }).click();
  const destination = page.getByRole('combobox', { name: /Bestemmingsaccount/ });
  await expect(destination).toHaveAccessibleDescription('Bestemmingsaccount is verplicht.');
  await destination.fill(String(accountId));
  await page.getByRole('option', { name: new RegExp(`#${accountId}\\b`) }).click();
  await expect(page.getByTestId('preview-Bestemming')).toContainText(contact);
  await page.getByRole('button', { name: 'Samenvoegen' }).click();
  await expect(page.getByText('Accounts succesvol samengevoegd.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/extended-view`));
  await expect(page.getByTestId('merge-history')).toContainText(`Account ${duplicateId}`);
  await expect(page.getByTestId('merge-history')).toContainText(`dubbel-${stamp}@example.nl`);

  // The merged source is gone: its overview says so.
  await page.goto(`/accounts/${duplicateId}/extended-view`);
  await expect(page.getByText('Account bestaat niet (meer).', { exact: false })).toBeVisible();

  // The audit log shows the merge and the save.
  await page.goto('/audit?requestType=POST');
  const auditRows = page.getByRole('grid', { name: 'Auditlog' }).getByRole('row');
  const merge = auditRows.filter({ hasText: '/api/accounts/actions/merge' }).first();
  await expect(merge).toBeVisible();
  await merge.click();
  // The request's body is a table of its fields (decision 565), not its JSON.
  const details = page.getByRole('region', { name: 'Details van het verzoek' });
  await expect(details.getByRole('row').filter({ hasText: 'sourceAccountId' })).toContainText(
    String(duplicateId),
  );
  await page.goto('/audit?requestType=PUT');
  await expect(auditRows.filter({ hasText: `/api/accounts/${accountId}` }).first()).toBeVisible();
});
