import { defineConfig } from 'vitest/config';

/** Unit, API and component tests; component files opt into jsdom with `// @vitest-environment jsdom`. */
export default defineConfig({
  test: {
    include: ['{domain,commands,src,server,scripts,bench}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test-support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
