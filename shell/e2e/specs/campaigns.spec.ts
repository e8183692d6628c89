import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerWithOrganization } from './helpers';

/** Where screenshots of each screen go (for a person to look at); unset: none are taken. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/campaigns-${name}.png`, fullPage });
}

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };

/** The starter modules arrive through a job right after the organization is created. */
async function waitForStarterModules(page: Page) {
  await expect(async () => {
    const modules = (await (await page.request.get('/api/modules')).json()) as unknown[];
    expect(modules.length).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 20_000 });
}

/** Has the demo model write a month of concepts (no provider has a key here); answers the first. */
async function seedConcept(page: Page): Promise<{ id: number; title: string; coreMessage: string }> {
  // Not claude: the browser tests' second API process, whose Anthropic is always overloaded, shares the job queue.
  const generated = await page.request.post('/api/email-concepts/generate', { headers: WRITE, data: { modelType: 'openai' }, timeout: 90_000 });
  expect(generated.ok(), await generated.text()).toBe(true);
  const list = (await (await page.request.get('/api/email-concepts')).json()) as { id: number; title: string; coreMessage: string }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0];
}

const instanceCards = (page: Page) => page.getByTestId('instance-card');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function readOnlyValue(card: Locator, field: string) {
  return (await card.locator(`[data-testid="field-content"][data-field="${field}"] p`).first().textContent())!.trim();
}

test('a new user builds a campaign from a concept, saves it, sees it and exports the email', async ({ page }) => {
  test.setTimeout(180_000);
  await registerWithOrganization(page);
  await waitForStarterModules(page);
  const concept = await seedConcept(page);

  // The form is prefilled from the concept and suggests modules by itself.
  await page.goto(`/campaigns/new?conceptId=${concept.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Campaign' })).toBeVisible();
  await expect(toast(page, 'Email Concept Loaded')).toBeVisible();
  await expect(page.getByTestId('details-view')).toContainText(concept.title.slice(0, 100));
  await expect(page.getByTestId('demo-notice')).toContainText('offline demo model');
  const proposal = page.getByRole('list', { name: 'Suggested Modules' });
  await expect(proposal).toBeVisible({ timeout: 15_000 });
  const proposed = await proposal.getByRole('listitem').count();
  expect(proposed).toBeGreaterThanOrEqual(3);
  await expect(proposal.getByRole('listitem').first()).toContainText('Brand header');
  await expect(proposal.getByRole('listitem').last()).toContainText('Footer');
  await shot(page, '01-suggested');
  await shot(page, '01b-top', false);
  await page.getByRole('button', { name: 'Accept Modules' }).click();
  await expect(proposal).toBeHidden();
  await expect(instanceCards(page)).toHaveCount(proposed);

  // Refine the concept itself from the form: applied, its new title becomes the campaign's name.
  await page.getByRole('button', { name: 'Refine Concept with AI' }).click();
  const conceptDialog = page.getByRole('dialog', { name: 'AI-Powered Content Refinement' });
  await conceptDialog.getByLabel('Refinement instructions').fill('Warmer, and name the product first');
  await conceptDialog.getByRole('button', { name: 'Refine', exact: true }).click();
  await conceptDialog.getByRole('tab', { name: 'Original' }).click();
  await expect(conceptDialog.getByRole('tabpanel')).toContainText(concept.title);
  await conceptDialog.getByRole('tab', { name: 'Refined' }).click();
  const refinedTitle = (await conceptDialog.getByRole('tabpanel').locator('h3 + p').first().textContent())!.trim();
  expect(refinedTitle).not.toBe(concept.title);
  await conceptDialog.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(page.getByText('Email concept updated successfully')).toBeVisible(); // the toast's description, under its title 'Success'
  await expect(conceptDialog).toBeHidden();
  await expect(page.getByTestId('details-view')).toContainText(refinedTitle.slice(0, 100));

  // Generate all content: every field is written and reads as text.
  await page.getByRole('button', { name: 'Generate All Content' }).click();
  await expect(toast(page, 'Content Generated')).toBeVisible({ timeout: 30_000 });
  await expect(instanceCards(page).first().getByRole('textbox')).toHaveCount(0);
  const preview = page.frameLocator('iframe[title="Email preview"]');
  const headerName = await readOnlyValue(instanceCards(page).first(), 'brand_name');
  await expect(preview.getByText(headerName).filter({ visible: true }).first()).toBeVisible();

  // Subject lines and preview texts: pick one of each.
  await page.getByRole('button', { name: 'Generate Subject Lines' }).click();
  const subjects = page.getByRole('list', { name: 'Subject line options' });
  await expect(subjects.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  const subject = (await subjects.getByRole('listitem').first().locator('p').first().textContent())!.trim();
  await subjects.getByRole('button', { name: 'Select' }).first().click();
  await expect(page.getByTestId('subject-selected')).toContainText(subject);
  await page.getByRole('button', { name: 'Generate Preview Text' }).click();
  const previews = page.getByRole('list', { name: 'Preview text options' });
  await expect(previews.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  const previewText = (await previews.getByRole('listitem').first().locator('p').first().textContent())!.trim();
  await previews.getByRole('button', { name: 'Select' }).first().click();
  await expect(page.getByTestId('preview-selected')).toContainText(previewText);

  // Duplicate the second module: the copy comes right after it, with the same content.
  const second = instanceCards(page).nth(1);
  const secondName = (await second.getAttribute('aria-label'))!;
  await second.getByRole('button', { name: `Duplicate ${secondName}` }).click();
  await expect(toast(page, 'Module Duplicated')).toBeVisible();
  await expect(instanceCards(page)).toHaveCount(proposed + 1);
  await expect(instanceCards(page).nth(2)).toHaveAttribute('aria-label', `${secondName} (2)`);

  // Refine one field of the copy with AI.
  const copy = instanceCards(page).nth(2);
  const refineButton = copy.getByRole('button', { name: /^Refine (headline|heading) of .* with AI$/ }).first();
  const refineLabel = (await refineButton.getAttribute('aria-label'))!;
  const field = /^Refine (.+?) of /.exec(refineLabel)![1];
  const before = await readOnlyValue(copy, field);
  await refineButton.click();
  const dialog = page.getByRole('dialog', { name: 'AI-Powered Content Refinement' });
  await dialog.getByLabel('What should change?').fill('Shorter and warmer');
  await shot(page, '02-refine');
  await dialog.getByRole('button', { name: 'Refine', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await copy.scrollIntoViewIfNeeded();
  await shot(page, '02b-cards', false);
  await expect.poll(() => readOnlyValue(copy, field)).not.toBe(before);
  expect(await readOnlyValue(instanceCards(page).nth(1), field)).toBe(before);

  // The Ready to send checklist follows the form.
  await expect(page.getByRole('list', { name: 'Ready to send' })).toBeVisible({ timeout: 15_000 });
  await shot(page, '03-form');

  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(toast(page, 'Campaign created successfully')).toBeVisible();
  await page.waitForURL(/\/campaigns$/);

  // In the table, and on the detail page.
  const name = refinedTitle.slice(0, 100).trim();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(subject);
  await shot(page, '04-list');
  await row.getByRole('link', { name: `View ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Subject' })).toContainText(subject);
  await expect(page.getByRole('region', { name: 'Goal' })).toContainText(concept.coreMessage.slice(0, 40));
  await expect(page.getByRole('region', { name: `${secondName} (2)` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ready to send' })).toBeVisible();
  await shot(page, '05-detail');

  // The concept is linked to the new campaign.
  const linked = (await (await page.request.get(`/api/email-concepts/${concept.id}`)).json()) as { campaignId: number | null };
  expect(linked.campaignId).toEqual(Number(/\/campaigns\/(\d+)$/.exec(page.url())![1]));

  // Export: the downloaded document opens in Chromium with the preview text in its preheader.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export HTML' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.html$/);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  expect(await readFile(file, 'utf8')).toMatch(/^<!doctype html>/i);
  const email = await page.context().newPage();
  await email.goto(pathToFileURL(file).href);
  await expect(email).toHaveTitle(subject);
  await expect(email.locator('.preheader')).toHaveText(new RegExp(`^${previewText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await expect(email.locator('.preheader')).toBeHidden();
  // the preview text may quote the brand's name too; the header is the visible one
  await expect(email.getByText(headerName).filter({ visible: true }).first()).toBeVisible();
  if (SHOTS) await email.screenshot({ path: `${SHOTS}/campaigns-06-exported.png`, fullPage: true });
  await email.close();
});

test('the campaign list pages through many campaigns', async ({ page }) => {
  test.setTimeout(90_000);
  await registerWithOrganization(page);
  const created = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      page.request.post('/api/campaigns', { headers: WRITE, data: { name: `Campaign ${String(i + 1).padStart(2, '0')}`, subject: `Subject ${i + 1}` } }),
    ),
  );
  for (const res of created) expect(res.status(), await res.text()).toBe(201);
  await page.goto('/campaigns');
  const table = page.getByRole('table', { name: 'Email Campaigns' });
  await expect(table.getByRole('row')).toHaveCount(26);
  await expect(page.getByText('1–25 of 30')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(page).toHaveURL(/\/campaigns\?page=2$/);
  await table.getByRole('row').nth(1).getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Campaign' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText('26–30 of 30')).toBeVisible();
});

test('a module with scripts and event handlers: the previews run none of it, the export leaves it out and the checklist says so', async ({ page }) => {
  test.setTimeout(90_000);
  await registerWithOrganization(page);
  await waitForStarterModules(page);
  // Each unsafe construct would mark the page around the frames if it ran (they are same-origin).
  const ran = () => page.evaluate(() => (window as { __ran?: string }).__ran);
  const module = await page.request.post('/api/modules', {
    headers: WRITE,
    data: {
      name: 'Summer sale',
      description: 'A pasted banner',
      category: 'body',
      fields: [{ name: 'headline', type: 'text', required: true, purpose: 'The offer' }],
      html_content: [
        '<table role="presentation" width="100%"><tr><td align="center" style="padding:24px;">',
        '<h2 onclick="parent.window.__ran = \'onclick\'">{{headline}}</h2>',
        '<script>parent.window.__ran = "script"</script>',
        '<img src="/no-such-image.png" alt="Sale" onerror="parent.window.__ran = \'onerror\'">',
        '<p><a href="javascript:parent.window.__ran=\'link\'">Claim your gift</a></p>',
        '<form action="/collect"><input name="email"><button>Join</button></form>',
        '<iframe src="/campaigns"></iframe>',
        '</td></tr></table>',
      ].join(''),
    },
  });
  expect(module.status(), await module.text()).toBe(201);
  const moduleId = ((await module.json()) as { id: number }).id;
  const instanceId = `${moduleId}-sale`;
  const created = await page.request.post('/api/campaigns', {
    headers: WRITE,
    data: { name: 'Summer sale', subject: 'Our summer sale', moduleInstances: [{ instanceId, moduleId }], content: { [instanceId]: { headline: 'Half price, this week only' } } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const campaignId = ((await created.json()) as { id: number }).id;
  const reason =
    'Removed 1 script, 2 event handlers (onclick, onerror), 1 javascript: link, 1 form, 2 form fields (input, button) and 1 embedded frame (iframe) from Summer sale: email clients block them and some email services refuse emails that contain them.';

  // The detail page: the exported email without them, the checklist naming them.
  await page.goto(`/campaigns/${campaignId}`);
  const checklist = page.getByRole('list', { name: 'Ready to send' });
  const item = checklist.getByRole('listitem').filter({ hasText: 'No scripts or unsafe code' });
  await expect(item).toHaveAttribute('data-status', 'warn');
  await expect(item).toContainText(reason);
  const exported = page.frameLocator('iframe[title="The exported email"]');
  await expect(exported.getByRole('heading', { name: 'Half price, this week only' })).toBeVisible();
  await expect(exported.getByText('Claim your gift')).toBeVisible();
  await expect(exported.locator('script, form, input, button, iframe, [onclick], [onerror], a[href^="javascript"]')).toHaveCount(0);
  await expect(exported.locator('img[alt="Sale"]')).toHaveJSProperty('complete', true);
  await exported.getByRole('heading', { name: 'Half price, this week only' }).click();
  await item.scrollIntoViewIfNeeded();
  await shot(page, '07-unsafe-detail', false);
  expect(await ran()).toBeUndefined();

  // The form: its preview shows the module as written, in a frame that runs no script.
  await page.goto(`/campaigns/edit/${campaignId}`);
  const preview = page.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByRole('heading', { name: 'Half price, this week only' })).toBeVisible();
  await expect(preview.locator('img[alt="Sale"][onerror]')).toHaveJSProperty('complete', true);
  await expect(preview.locator('script')).toHaveCount(1);
  await preview.getByRole('heading', { name: 'Half price, this week only' }).click();
  await expect(page.getByRole('list', { name: 'Ready to send' }).getByRole('listitem').filter({ hasText: 'No scripts or unsafe code' })).toContainText(reason, { timeout: 15_000 });

  await shot(page, '08-unsafe-form', false);
  expect(await ran()).toBeUndefined();
});
