import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * A micro-frontend deployed alone (docs/architecture.md, "Deploying a micro-frontend alone"): the
 * shell and remotes already built in this workspace, one remote rebuilt from a changed copy of it,
 * and that copy's shell (deploy-alone/serve.mjs). Needs `nx run-many -t build` first.
 */
const port = Number(process.env.DEPLOY_ALONE_PORT ?? 3340);

export default defineConfig({
  ...base,
  testDir: './deploy-alone',
  outputDir: '../../test-results/deploy-alone',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: 'node shell/e2e/deploy-alone/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    // two production builds (the remote and the rebuilt shell) before the APIs start
    timeout: 420_000,
    env: { DEPLOY_ALONE_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
    // serve.mjs drops its database and removes the copy on SIGTERM
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
