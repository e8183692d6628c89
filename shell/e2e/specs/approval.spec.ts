import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerWithOrganization, uniqueEmail } from './helpers';

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/approval-${name}.png`, fullPage: true });
}

/** The admin invites `email` as `role` on the members page (no SMTP: the link is shown to copy). */
async function invite(admin: Page, email: string, role: 'Editor' | 'Manager'): Promise<string> {
  await admin.getByLabel('Email').fill(email);
  await admin.getByRole('combobox', { name: 'Role', exact: true }).click();
  await admin.getByRole('option', { name: new RegExp(`^${role}`) }).click();
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Copy the invitation link' });
  const link = await dialog.getByLabel('Invitation link').inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  return link;
}

/** Opens the invitation in a browser of its own and registers; answers the signed-in page. */
async function join(browser: Browser, link: string, firstName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-3');
  await page.getByLabel('Confirm password').fill('correct-horse-3');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByText(/^Welcome to /)).toBeVisible();
  return page;
}

test('an editor sends a campaign for review, an outside reviewer requests changes, the editor revises, a manager approves; export waits for the approval', async ({ browser, page: admin }) => {
  test.setTimeout(180_000);

  // The admin invites an editor and a manager, and requires approval before export.
  await registerWithOrganization(admin);
  await admin.locator('aside').getByRole('link', { name: 'Members' }).click();
  await admin.waitForURL('**/members');
  const editorLink = await invite(admin, uniqueEmail('editor'), 'Editor');
  const managerLink = await invite(admin, uniqueEmail('manager'), 'Manager');
  const approval = admin.getByRole('region', { name: 'Approval', exact: true });
  const required = approval.getByRole('switch', { name: 'Campaigns need approval before export' });
  await required.click();
  await expect(required).toBeChecked();
  await expect(admin.getByText('Approval is now required before export').first()).toBeVisible();
  await shot(admin, '01-members');

  const editor = await join(browser, editorLink, 'Eddie');
  const manager = await join(browser, managerLink, 'Mona');

  // The editor builds a campaign (one starter module with its content) and opens it.
  await expect(async () => {
    const modules = (await (await editor.request.get('/api/modules')).json()) as unknown[];
    expect(modules.length).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 20_000 });
  const modules = (await (await editor.request.get('/api/modules')).json()) as { id: number; name: string }[];
  const hero = modules[1]!;
  const instanceId = `instance-${hero.id}-1732000000000-abcdefghi`;
  const created = await editor.request.post('/api/campaigns', {
    headers: WRITE,
    data: { name: 'Spring sale', subject: 'Spring is here', previewText: 'Fresh picks for the season, this week only', goal: 'Sell the spring range', moduleInstances: [{ instanceId, moduleId: hero.id }], content: { [instanceId]: {} } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const campaignId = ((await created.json()) as { id: number }).id;
  await editor.goto(`/campaigns/${campaignId}`);
  const review = editor.getByRole('region', { name: 'Review', exact: true });
  await expect(review).toBeVisible();

  // Export is refused before approval, with a clear message.
  await editor.getByRole('button', { name: 'Export HTML' }).click();
  await expect(editor.getByText(/requires approval before export/).first()).toBeVisible();

  // The editor sends it for review and shares a link with an outside reviewer.
  await review.getByRole('button', { name: 'Send for review' }).click();
  await expect(review.getByTestId('campaign-status')).toHaveText('In review');
  await review.getByRole('button', { name: 'Create review link' }).click();
  const shareLink = await review.getByRole('textbox', { name: 'Review link' }).inputValue();
  expect(shareLink).toMatch(/\/review\/[A-Za-z0-9_-]{43}$/);
  await shot(editor, '02-in-review');

  // The outside reviewer, without an account, reads the email and requests changes.
  const outsider = await (await browser.newContext()).newPage();
  await outsider.goto(shareLink);
  await expect(outsider.getByRole('heading', { level: 1, name: /Spring sale/ })).toBeVisible();
  await expect(outsider.getByText('Spring is here')).toBeVisible();
  await expect(outsider.getByText('Fresh picks for the season, this week only')).toBeVisible();
  await expect(outsider.frameLocator('iframe[title="The email"]').locator('body')).toBeVisible();
  await shot(outsider, '03-reviewer');
  await outsider.getByRole('textbox', { name: 'Your name' }).fill('Sam from the agency');
  await outsider.getByRole('textbox', { name: 'Comment' }).fill('The subject should say how long the sale lasts.');
  await outsider.getByRole('button', { name: 'Request changes' }).click();
  await expect(outsider.getByText('Your requested changes were sent to the team.', { exact: false })).toBeVisible();
  // the link opens nothing else
  expect((await outsider.request.get('/api/campaigns')).status()).toBe(401);

  // The editor sees the request, revises the campaign and sends it again.
  await editor.reload();
  await expect(review.getByTestId('campaign-status')).toHaveText('Changes requested');
  await expect(review.getByText('The subject should say how long the sale lasts.').first()).toBeVisible();
  await expect(review.getByText(/Sam from the agency \(outside reviewer\) requested changes/)).toBeVisible();
  await editor.goto(`/campaigns/edit/${campaignId}`);
  await expect(editor.getByTestId('instance-comments').first()).toBeVisible();
  await shot(editor, '03b-form');
  await editor.getByRole('button', { name: 'Edit Details' }).click();
  await editor.getByLabel('Campaign name').fill('Spring sale: three days only');
  await editor.getByRole('button', { name: 'Update Campaign' }).click();
  await editor.waitForURL(/\/campaigns$/);
  await editor.goto(`/campaigns/${campaignId}`);
  await expect(review.getByTestId('campaign-status')).toHaveText('Draft');
  await review.getByRole('button', { name: 'Send for review' }).click();
  await expect(review.getByTestId('campaign-status')).toHaveText('In review');
  // an editor cannot approve
  await expect(review.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The manager approves it.
  await manager.goto('/campaigns');
  const row = manager.getByRole('row').filter({ hasText: 'Spring sale: three days only' });
  await expect(row.getByTestId('campaign-status')).toHaveText('In review');
  await shot(manager, '03c-list');
  await manager.goto(`/campaigns/${campaignId}`);
  const managerReview = manager.getByRole('region', { name: 'Review', exact: true });
  await managerReview.getByRole('button', { name: 'Approve' }).click();
  await manager.getByRole('dialog').getByLabel('Comment (optional)').fill('Good to go.');
  await manager.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(managerReview.getByTestId('campaign-status')).toHaveText('Approved');
  await shot(manager, '04-approved');

  // Export is allowed after approval.
  await editor.reload();
  await expect(review.getByTestId('campaign-status')).toHaveText('Approved');
  const [download] = await Promise.all([editor.waitForEvent('download'), editor.getByRole('button', { name: 'Export HTML' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.html$/);

  // The history says who did what.
  const activity = review.getByTestId('campaign-activity');
  await expect(activity.getByText('Mona Tester approved', { exact: true })).toBeVisible();
  await expect(activity.getByText(/Eddie Tester changed the status of it/).first()).toBeVisible();
  await shot(editor, '05-history');
});
