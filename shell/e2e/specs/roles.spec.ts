import { expect, test, type Page } from '@playwright/test';
import { login, registerWithOrganization, uniqueEmail } from './helpers';

// A viewer, invited by the organization's admin, reads everything and is offered no way to change
// it; the API refuses a write anyway with 403 and a message (docs/permissions.md).

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
const PASSWORD = 'correct-horse-1';

/** Where screenshots of each screen go (for a person to look at); unset: none are taken. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/roles-${name}.png`, fullPage: true });
}

test('a viewer sees the write actions hidden or disabled, and a direct API write answers 403', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The admin makes the organization, a campaign, and invites a viewer (the link is answered: no SMTP here).
  await registerWithOrganization(page);
  const created = await page.request.post('/api/campaigns', { headers: WRITE, data: { name: 'Spring launch' } });
  expect(created.ok(), await created.text()).toBe(true);
  const email = uniqueEmail('viewer');
  const invited = await page.request.post('/api/invitations', { headers: WRITE, data: { email, role: 'viewer' } });
  expect(invited.ok(), await invited.text()).toBe(true);
  const { link } = (await invited.json()) as { link: string | null };
  expect(link).toBeTruthy();
  const invitationToken = new URL(link!).pathname.split('/').pop()!;

  // The viewer registers with the invitation's token and signs in, in a browser of their own.
  const context = await browser.newContext();
  const viewer = await context.newPage();
  const registered = await viewer.request.post('/api/auth/register', {
    headers: WRITE,
    data: { firstName: 'Vera', lastName: 'Viewer', email, password: PASSWORD, confirmPassword: PASSWORD, invitationToken },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await login(viewer, email, PASSWORD);
  await expect(viewer.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Campaigns: the list and the detail page read, without New Campaign or Edit.
  await viewer.goto('/campaigns');
  const table = viewer.getByRole('table', { name: 'Email Campaigns' });
  await expect(table.getByRole('link', { name: 'View Spring launch' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Edit Spring launch' })).toHaveCount(0);
  await expect(viewer.getByRole('link', { name: 'New Campaign' })).toHaveCount(0);
  await shot(viewer, 'viewer-campaigns');
  await table.getByRole('link', { name: 'View Spring launch' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Spring launch' })).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Edit Campaign' })).toHaveCount(0);
  // the form's address opened directly says the role reads only, and leads back to the campaign
  const campaignPath = new URL(viewer.url()).pathname;
  await viewer.goto(campaignPath.replace('/campaigns/', '/campaigns/edit/'));
  await expect(viewer.getByText('You can view campaigns. Only an editor, a manager or an admin can create or change them.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: /Generate|Suggest|Update Campaign/ })).toHaveCount(0);
  await shot(viewer, 'viewer-campaign-form');
  await viewer.getByRole('link', { name: 'View Campaign' }).click();
  await expect(viewer.getByRole('heading', { level: 1, name: 'Spring launch' })).toBeVisible();

  // Modules: no New Module.
  await viewer.goto('/modules');
  await expect(viewer.getByRole('heading', { level: 1, name: 'Email Modules' })).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'New Module' })).toHaveCount(0);

  // Brand settings: read only.
  await viewer.goto('/brand-settings');
  await expect(viewer.getByText('You can view the brand kit. Only a manager or an admin can change it.')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(viewer.getByLabel('Brand name')).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Add colour' })).toHaveCount(0);
  await shot(viewer, 'viewer-brand-settings');

  // The admin's screens are as before.
  await page.goto('/campaigns');
  await expect(page.getByRole('link', { name: 'New Campaign' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Email Campaigns' }).getByRole('link', { name: 'Edit Spring launch' })).toBeVisible();
  await shot(page, 'admin-campaigns');

  // A write sent past the screens is refused, and nothing is stored.
  const refused = await viewer.request.post('/api/campaigns', { headers: WRITE, data: { name: 'Not allowed' } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(
    'Your role does not allow changing modules, campaigns or concepts, or running AI',
  );
  const brand = await viewer.request.post('/api/brand-settings', { headers: WRITE, multipart: { name: 'Not allowed' } });
  expect(brand.status()).toBe(403);
  const names = ((await (await viewer.request.get('/api/campaigns')).json()) as { name: string }[]).map((c) => c.name);
  expect(names).toEqual(['Spring launch']);
  await context.close();
});
