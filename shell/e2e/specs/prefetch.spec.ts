import { expect, test } from '@playwright/test';
import { registerWithOrganization } from './helpers';

// A signed-in page opened directly (a bookmark, a reload) starts the current user, the remote
// manifest and the page's list before the app's code has arrived; the app takes those answers
// instead of asking again (the prefetch map of @mailplan/api).
test('a directly opened list page asks for the current user, the manifest and its list once each', async ({ page, context }) => {
  await registerWithOrganization(page);
  for (const [path, list, heading] of [
    // the concepts page's first read is the counts per category
    ['/email-concepts', '/api/email-concepts/counts', 'Email Concepts'],
    ['/campaigns', '/api/campaigns', 'Email Campaigns'],
    // the calendar's: the counts (Getting Started for a new organization) and the first page of
    // Unscheduled Content; the days it shows depend on the user's clock, so the page asks for them
    ['/content-calendar', '/api/email-concepts/counts', 'Getting Started'],
  ] as const) {
    // a tab of its own, so that nothing the other pages still load is counted
    const tab = await context.newPage();
    const sent: string[] = [];
    const urls: string[] = [];
    tab.on('request', (request) => {
      if (request.method() !== 'GET') return;
      sent.push(new URL(request.url()).pathname);
      urls.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await tab.goto(path);
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await tab.waitForLoadState('networkidle');
    const count = (p: string) => sent.filter((s) => s === p).length;
    expect({ me: count('/api/auth/me'), manifest: count('/mf-remotes.json'), list: count(list) }).toEqual({ me: 1, manifest: 1, list: 1 });
    // no page reads a whole list
    expect(urls.filter((u) => u === '/api/email-concepts' || u === '/api/campaigns')).toEqual([]);
    await tab.close();
  }
});
