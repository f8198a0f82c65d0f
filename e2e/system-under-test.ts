/**
 * How Playwright runs the real system (console + API + identity provider) in Debian's Chromium:
 * shared by the e2e suite (playwright.config.ts) and the browser benches
 * (bench/browser/playwright.config.ts), so the benches' figures come from the same browser and server.
 */

export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
};

/** The system started by scripts/e2e-server.mjs on `port`, ready once /api/health answers. */
export function systemServer(port: number, cwd?: string) {
  return {
    command: 'node scripts/e2e-server.mjs',
    ...(cwd ? { cwd } : {}),
    url: `http://localhost:${port}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: { ...(process.env as Record<string, string>), PORT: String(port), LOG_LEVEL: 'warn' },
  };
}
