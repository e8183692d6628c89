import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The product as a new user first runs it: `npm start` on a fresh data directory (embedded PGlite,
 * in-process jobs, the offline demo model). The spec starts and restarts the product itself, so
 * there is no webServer here. Time passes in it: the database pool's idle timeout is crossed.
 */
const port = Number(process.env.FIRST_RUN_PORT ?? 3330);

export default defineConfig({
  ...base,
  testDir: './first-run',
  outputDir: '../../test-results/first-run',
  timeout: 600_000,
  webServer: undefined,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}`, actionTimeout: 60_000, navigationTimeout: 60_000 },
});
