// Shared by the servers of the browser tests (serve-app.mjs, deploy-alone/serve.mjs).

/** Waits until the API on `apiPort` answers its health check (up to 30 seconds), else throws. */
export async function healthy(apiPort) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the API on port ${apiPort} did not start`);
}
