import { expect, test, type Page } from '@playwright/test';
import { shot, uniqueEmail } from './helpers';

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };

const PASSWORD = 'correct-horse-1';

/** Through the API: an admin of a new organization with one campaign of every starter module (a long page). */
async function seedLongCampaign(page: Page): Promise<number> {
  const email = uniqueEmail('layout');
  const registered = await page.request.post('/api/auth/register', {
    headers: WRITE,
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD, confirmPassword: PASSWORD, pendingSetup: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const org = await page.request.post('/api/organizations', { headers: WRITE, data: { name: `Layout ${email.slice(7, 20)}` } });
  expect(org.status(), await org.text()).toBe(201);
  await expect(async () => {
    const modules = (await (await page.request.get('/api/modules')).json()) as unknown[];
    expect(modules.length).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 20_000 });
  const modules = (await (await page.request.get('/api/modules')).json()) as { id: number }[];
  const instances = modules.map((m, i) => ({ instanceId: `instance-${m.id}-1732000000000-layout${i}`, moduleId: m.id }));
  const created = await page.request.post('/api/campaigns', {
    headers: WRITE,
    data: {
      name: 'Long campaign',
      subject: 'Everything at once',
      moduleInstances: instances,
      content: Object.fromEntries(instances.map((i) => [i.instanceId, {}])),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('the sidebar runs the full height of the window and stays in view down a long page, with the name and Logout', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const campaignId = await seedLongCampaign(page);
  for (const path of [`/campaigns/${campaignId}`, '/members', '/email-strategy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });
    const pageHeight = await page.evaluate(() => document.scrollingElement!.scrollHeight);
    if (path.startsWith('/campaigns/')) expect(pageHeight, 'the campaign page is longer than the window').toBeGreaterThan(720 * 1.5);
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const sidebar = page.locator('aside');
    // the white panel runs the whole page, so it covers the window wherever the page is scrolled
    const box = (await sidebar.boundingBox())!;
    expect(box.y, path).toBeLessThanOrEqual(0.5);
    expect(box.y + box.height, path).toBeGreaterThanOrEqual(720 - 0.5);
    expect(box.height, path).toBeGreaterThanOrEqual(pageHeight - 1);
    // and what it holds stays in view: the areas, the signed-in person and Logout
    await expect(sidebar.getByText('Ada Lovelace')).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
    await expect(sidebar.getByRole('link', { name: 'Modules' })).toBeInViewport({ ratio: 1 });
    await shot(page, `${path} scrolled to the bottom`);
    await shot(page, `${path}, the whole page`, { fullPage: true });
  }

  // A window shorter than the sidebar's list: the list scrolls, the footer stays in view.
  await page.setViewportSize({ width: 1280, height: 360 });
  const sidebar = page.locator('aside');
  await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
  const nav = sidebar.getByRole('navigation', { name: 'Main' });
  expect(await nav.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await shot(page, 'a short window');
});

test('the site has an icon: /favicon.ico and the SVG icon the page links to', async ({ page }) => {
  const ico = await page.request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  // an ICO file starts with reserved 0, type 1 (icon) and at least one image
  const bytes = await ico.body();
  expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThanOrEqual(1);

  await page.goto('/auth/login');
  const href = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute('href');
  expect(href).toBeTruthy();
  const svg = await page.request.get(href!);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  expect(await svg.text()).toContain('<svg');
});

test("the campaign page's email preview has the edit form's dark-mode toggle: the email inverted, its images not", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const campaignId = await seedLongCampaign(page);
  await page.goto(`/campaigns/${campaignId}`);
  const preview = page.getByRole('region', { name: 'Email Preview' });
  const frame = preview.locator('iframe[title="The exported email"]');
  await expect(frame).toBeVisible({ timeout: 20_000 });
  await expect(frame).toHaveCSS('filter', 'none');
  const toggle = preview.getByLabel('Dark mode (inverted)');
  await toggle.check();
  await expect(frame).toHaveCSS('filter', 'invert(1) hue-rotate(180deg)');
  const images = page.frameLocator('iframe[title="The exported email"]').locator('img');
  if ((await images.count()) > 0) await expect(images.first()).toHaveCSS('filter', 'invert(1) hue-rotate(180deg)');
  await shot(preview, 'campaign page, dark mode');
  await toggle.uncheck();
  await expect(frame).toHaveCSS('filter', 'none');

  // the same toggle on the edit form
  await page.goto(`/campaigns/edit/${campaignId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Campaign' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Dark mode (inverted)').check();
  await expect(page.getByTestId('email-preview-frame')).toHaveCSS('filter', 'invert(1) hue-rotate(180deg)');
});
