import { defineConfig } from '@playwright/test';
import { chromiumLaunch, systemServer } from './e2e/system-under-test';

const port = Number(process.env.E2E_PORT ?? 8181);

/** End-to-end tests in Debian's Chromium against the real system (console + API + identity provider). */
export default defineConfig({
  testDir: 'e2e',
  // Per port, so parallel runs (one per area while developing) do not wipe each other's results.
  outputDir: `test-results/e2e-${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: systemServer(port),
});
