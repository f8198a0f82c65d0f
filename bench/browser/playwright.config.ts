import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch, systemServer } from '../../e2e/system-under-test';

const port = Number(process.env.E2E_PORT ?? 8251);
const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser benchmarks (DESIGN §7) in Debian's Chromium against the real system, as the e2e suite
 * runs it: `npm run bench:browser`. They print figures; they are not pass/fail tests.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: `${root}/test-results/bench-${port}`,
  timeout: 300_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunch,
  },
  webServer: systemServer(port, root),
});
