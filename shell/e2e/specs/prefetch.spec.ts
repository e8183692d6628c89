import { expect, test } from '@playwright/test';
import { registerWithOrganization } from './helpers';

// A signed-in page opened directly (a bookmark, a reload) starts the current user, the remote
// manifest and the page's list before the app's code has arrived; the app takes those answers
// instead of asking again (the prefetch map of @mailplan/api).
test('a directly opened list page asks for the current user, the manifest and its list once each', async ({ page }) => {
  await registerWithOrganization(page);
  for (const [path, list, heading] of [
    ['/email-concepts', '/api/email-concepts', 'Email Concepts'],
    ['/campaigns', '/api/campaigns', 'Email Campaigns'],
  ] as const) {
    const sent: string[] = [];
    const onRequest = (request: { method(): string; url(): string }) => {
      if (request.method() === 'GET') sent.push(new URL(request.url()).pathname);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    const count = (p: string) => sent.filter((s) => s === p).length;
    expect({ me: count('/api/auth/me'), manifest: count('/mf-remotes.json'), list: count(list) }).toEqual({ me: 1, manifest: 1, list: 1 });
  }
});
