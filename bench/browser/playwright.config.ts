import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

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
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // The e2e suite's arguments (playwright.config.ts), so the figures come from the same browser.
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...(process.env as Record<string, string>), PORT: String(port), LOG_LEVEL: 'warn' },
  },
});
