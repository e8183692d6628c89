import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '@mailplan/tools/browser/chromium-args.mjs';

const port = Number(process.env.E2E_PORT ?? 3310);

/**
 * Browser tests against the composed app: the built API serving the built shell and the three
 * remotes on one origin, a database of its own and the real Redis. Chromium is Debian's.
 */
export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `node shell/e2e/serve-app.mjs`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
