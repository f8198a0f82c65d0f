import { createServer } from 'node:net';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';

/**
 * Lighthouse accessibility scores of signed-in screens (issue 12: at least 95 on /accounts,
 * /tlinks and an account overview). Prints one line per page and exits 1 below the budget.
 *
 *   npm run a11y:lighthouse                       # against npm start on http://localhost:8080
 *   BASE_URL=http://localhost:8241 npm run a11y:lighthouse
 *
 * The console keeps its session in sessionStorage, which belongs to one tab: Playwright signs in
 * in a Chromium with a remote debugging port, and Lighthouse audits that same tab (through
 * puppeteer-core, Lighthouse's own driver) with storage reset off (docs/decisions/143-lighthouse.md).
 */

export const LIGHTHOUSE_BUDGET = 95;

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ADMIN = { email: 'admin@leskluis.test', password: 'leskluis-admin' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type LighthouseScore = { path: string; score: number; failing: string[]; seconds: number };

/** Signs in as the superuser and returns the accessibility score (0-100) of each page. */
export async function accessibilityScores(baseUrl: string): Promise<LighthouseScore[]> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${port}`],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1350, height: 940 } });
    await page.goto(`${baseUrl}/accounts`);
    await page.waitForURL(/\/idp\//);
    await page.locator('input[name="email"]').fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/accounts(\?|$)/);
    const firstRow = page.locator('tr[data-row-index="0"]');
    await firstRow.waitFor();
    await firstRow.click();
    await page.waitForURL(/\/accounts\/\d+\/extended-view/);
    const overview = new URL(page.url()).pathname;
    const marker = `lighthouse-${Date.now()}`;
    await page.evaluate((name) => {
      window.name = name;
    }, marker);

    const driver = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
    try {
      const pages = await driver.pages();
      let target = null;
      for (const candidate of pages) {
        if ((await candidate.evaluate(() => window.name).catch(() => '')) === marker) target = candidate;
      }
      if (!target) throw new Error('the signed-in tab was not found over the debugging port');
      const scores: LighthouseScore[] = [];
      for (const path of ['/accounts', '/tlinks', overview]) {
        const startedAt = Date.now();
        const result = await lighthouse(
          `${baseUrl}${path}`,
          {
            port,
            onlyCategories: ['accessibility'],
            // Keep the tab's sessionStorage (the session) and skip throttling: only a11y is audited.
            disableStorageReset: true,
            formFactor: 'desktop',
            screenEmulation: { disabled: true },
            throttlingMethod: 'provided',
            logLevel: 'error',
          },
          {
            extends: 'lighthouse:default',
            // The default waits (5 s of network and CPU quiet) are for performance metrics.
            settings: {
              pauseAfterFcpMs: 250,
              pauseAfterLoadMs: 250,
              networkQuietThresholdMs: 500,
              cpuQuietThresholdMs: 500,
            },
          },
          // biome-ignore lint/suspicious/noExplicitAny: puppeteer-core's Page, as Lighthouse's own types name it.
          target as any,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
        if (!new URL(lhr.finalDisplayedUrl).pathname.startsWith(path.split('?')[0] ?? path)) {
          throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${path}: the session was lost`);
        }
        const failing = Object.values(lhr.audits)
          .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
          .map((audit) => audit.id);
        scores.push({
          path,
          score: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          failing,
          seconds: (Date.now() - startedAt) / 1000,
        });
      }
      return scores;
    } finally {
      await driver.disconnect();
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const baseUrl = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
  const started = Date.now();
  const scores = await accessibilityScores(baseUrl);
  for (const { path, score, failing, seconds } of scores) {
    console.log(
      `${score >= LIGHTHOUSE_BUDGET ? 'ok ' : 'LOW'} ${String(score).padStart(3)}  ${path}  ${seconds.toFixed(1)} s${failing.length ? `  (failing: ${failing.join(', ')})` : ''}`,
    );
  }
  console.log(
    `lighthouse accessibility, budget >= ${LIGHTHOUSE_BUDGET}, ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (scores.some((s) => s.score < LIGHTHOUSE_BUDGET)) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
