import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import browserBenches from './playwright.config';

const port = Number(process.env.E2E_PORT ?? 8252);
const root = fileURLToPath(new URL('../..', import.meta.url));
/** The scale-20 database every engineer shares: read, never reseeded (docs/performance.md). */
const database =
  process.env.BENCH_DATABASE_URL ?? 'postgres://leskluis:leskluis@127.0.0.1:5432/leskluis_bench';

/**
 * The palette in Debian's Chromium against the API on the scale database (issue 22's "Done when"):
 * `npm run bench:palette-browser-scale`. As the browser benches, but its expectations are the
 * budgets, so a miss exits non-zero; the server serves the database as it is (scale-server.ts).
 */
export default defineConfig({
  ...browserBenches,
  testMatch: '*.scale-bench.ts',
  outputDir: `${root}/test-results/bench-scale-${port}`,
  timeout: 900_000,
  expect: { timeout: 60_000 },
  use: { ...browserBenches.use, baseURL: `http://localhost:${port}`, viewport: { width: 1440, height: 900 } },
  webServer: {
    command: 'npx tsx bench/browser/scale-server.ts',
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ...(process.env as Record<string, string>),
      PORT: String(port),
      DATABASE_URL: database,
      SEED_DEMO: 'false',
      STATIC_DIR: process.env.E2E_STATIC_DIR ?? `${root}/.build-bench`,
      LOG_LEVEL: 'warn',
    },
  },
});
