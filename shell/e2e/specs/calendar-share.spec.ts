import { expect, test, type Page } from '@playwright/test';
import ical, { type VEvent } from 'node-ical';
import { Day, seedCalendar } from './calendar-helpers';
import { uniqueEmail } from './helpers';

const TIME_ZONE = 'Europe/London';
const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
const PASSWORD = 'correct-horse-1';

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1400, height: 1000 } });

/** The admin (signed in on `page`) invites a manager, who registers through the link in a context of their own. */
async function managerOf(page: Page, browser: import('@playwright/test').Browser, baseURL: string) {
  const email = uniqueEmail('manager');
  const invited = await page.request.post('/api/invitations', { headers: WRITE, data: { email, role: 'manager' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = String((await invited.json()).link).split('/').pop();
  const context = await browser.newContext({ baseURL, timezoneId: TIME_ZONE, viewport: { width: 1400, height: 1000 } });
  const manager = await context.newPage();
  const registered = await manager.request.post('/api/auth/register', {
    headers: WRITE,
    data: { firstName: 'Max', lastName: 'Manager', email, password: PASSWORD, confirmPassword: PASSWORD, invitationToken: token },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const me = await (await manager.request.get('/api/auth/me')).json();
  expect(me.role).toBe('manager');
  return { manager, context };
}

test('a manager shares the calendar read-only with someone without an account, revokes it, and the feed is a calendar', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const date = Day.today(TIME_ZONE).plus(2).iso;
  const planned = await seedCalendar(page, 2, date);
  const { manager, context } = await managerOf(page, browser, baseURL!);

  await manager.goto('/content-calendar');
  await expect(manager.getByRole('heading', { level: 1, name: 'Email Content Calendar' })).toBeVisible({ timeout: 20_000 });
  await manager.getByRole('button', { name: 'Share calendar' }).click();
  const dialog = manager.getByRole('dialog', { name: 'Share calendar' });

  const feedSection = dialog.getByRole('region', { name: 'Calendar feed' });
  await feedSection.getByRole('button', { name: 'Create feed URL' }).click();
  const feedUrl = await feedSection.getByTestId('new-calendar-address').inputValue();
  expect(feedUrl).toMatch(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);

  const shareSection = dialog.getByRole('region', { name: 'Read-only share link' });
  await shareSection.getByLabel('Shared with (optional)').fill('Founder');
  await shareSection.getByLabel('Link expires in').click();
  await manager.getByRole('option', { name: '7 days' }).click();
  await shareSection.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = await shareSection.getByTestId('new-calendar-address').inputValue();
  expect(shareUrl).toMatch(/\/shared\/calendar\/[A-Za-z0-9_-]{43}$/);
  await expect(shareSection.getByRole('list', { name: 'Share links' }).getByText('Founder')).toBeVisible();
  await manager.screenshot({ path: test.info().outputPath('share-dialog.png') });

  // someone without an account, in a browser of their own
  const visitor = await browser.newContext({ baseURL, timezoneId: TIME_ZONE, viewport: { width: 1400, height: 1000 } });
  const founder = await visitor.newPage();
  expect((await founder.request.get('/api/auth/me')).status()).toBe(401);
  const sharePath = new URL(shareUrl).pathname;
  await founder.goto(sharePath);
  await expect(founder.getByRole('heading', { level: 1, name: /– Email calendar$/ })).toBeVisible();
  for (const concept of planned) await expect(founder.getByText(concept.title, { exact: true })).toBeVisible();
  await expect(founder.getByText('Read-only view', { exact: false })).toBeVisible();
  await expect(founder.getByRole('button', { name: 'Share calendar' })).toHaveCount(0);
  await founder.screenshot({ path: test.info().outputPath('shared-calendar.png'), fullPage: true });

  // the feed is a calendar another parser reads, with the same items
  const feed = await founder.request.get(new URL(feedUrl).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = Object.values(ical.sync.parseICS(await feed.text())).filter((e): e is VEvent => e?.type === 'VEVENT');
  expect(events.map((e) => e.summary).sort()).toEqual(planned.map((c) => c.title).sort());

  // revoked: the page says so
  await shareSection.getByRole('button', { name: 'Revoke Founder' }).click();
  await expect(shareSection.getByRole('list', { name: 'Share links' }).getByText('Founder', { exact: true })).toHaveCount(0);
  await founder.reload();
  await expect(founder.getByText('This calendar link is not available')).toBeVisible();
  await expect(founder.getByText('It has expired or was revoked. Ask whoever shared it with you for a new link.')).toBeVisible();
  for (const concept of planned) await expect(founder.getByText(concept.title, { exact: true })).toHaveCount(0);
  await founder.screenshot({ path: test.info().outputPath('shared-calendar-revoked.png') });

  await visitor.close();
  await context.close();
});
