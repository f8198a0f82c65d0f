import { test } from '@playwright/test';
import { DEMO, signIn } from './sign-in';

test.use({ timezoneId: 'America/New_York', viewport: { width: 1440, height: 900 } });
for (const who of ['superuser', 'support', 'uitgever'] as const) {
  test(`look ${who}`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, DEMO[who]);
    for (const path of ['/beheerders', '/producten', '/ecklicenties', '/tlinklicentiesperschool', '/contractspecifications', '/orders']) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      const overflow = await page.evaluate(() => {
        const grid = document.querySelector('[role="grid"], table');
        return grid ? grid.scrollWidth - grid.clientWidth : -1;
      });
      console.log(who, path, 'h1:', await page.locator('h1').first().textContent().catch(() => '-'), 'overflow', overflow);
      await page.screenshot({ path: `/tmp/shots/${who}${path.replace(/\//g, '_')}.png` });
    }
  });
}
