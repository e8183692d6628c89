import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerWithOrganization, uniqueEmail } from './helpers';

/**
 * Two members of one organization, each in a browser of their own, edit the same campaign: the
 * later save is refused instead of writing over the earlier one, keeps its input and shows what
 * changed; Overwrite and Reload do what they say (docs/decisions.md#edit-conflicts).
 */

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const CONFLICT_MESSAGE = 'Someone else saved this campaign while you were editing it. Your changes have not been saved yet.';

interface Campaign {
  id: number;
  name: string;
  goal: string;
  version: number;
  content: Record<string, Record<string, string>>;
}

/** A call of the API in the page's session. */
async function api<T>(page: Page, method: 'get' | 'post' | 'patch', path: string, data?: object): Promise<T> {
  const res = await page.request[method](path, { data, headers: CSRF });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function openForm(page: Page, id: number) {
  await page.goto(`/campaigns/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Campaign' })).toBeVisible();
  await expect(page.getByTestId('details-view')).toBeVisible();
}

/** Changes one detail (name or goal) through Edit Details. */
async function editDetail(page: Page, label: 'Campaign name' | 'Goal', text: string) {
  await page.getByRole('button', { name: 'Edit Details' }).click();
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByTestId('details-view')).toContainText(text);
}

async function update(page: Page) {
  await page.getByRole('button', { name: 'Update Campaign' }).click();
}

/** Ada makes an organization and invites Grace as an editor (no SMTP_URL: the link comes back); Grace joins in a browser of her own. */
async function team(browser: Browser, page: Page) {
  await registerWithOrganization(page);
  const invitation = await api<{ link: string }>(page, 'post', '/api/invitations', { email: uniqueEmail('grace'), role: 'editor' });
  const graceContext = await browser.newContext();
  const grace = await graceContext.newPage();
  await grace.goto(invitation.link);
  await grace.getByLabel('First name').fill('Grace');
  await grace.getByLabel('Last name').fill('Hopper');
  await grace.getByLabel('Password', { exact: true }).fill('correct-horse-2');
  await grace.getByLabel('Confirm password').fill('correct-horse-2');
  await grace.getByRole('button', { name: 'Create account and join' }).click();
  await expect(grace.getByText(/^Welcome to Acme/)).toBeVisible();
  return { grace, graceContext };
}

test('two members edit one campaign: the later save is refused with what changed, keeps its input, and Overwrite and Reload do what they say', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const shot = (p: Page, name: string, fullPage = true) => p.screenshot({ path: `${test.info().outputDir}/${name}.png`, fullPage });

  const { grace, graceContext } = await team(browser, page);

  // a campaign with one module and its text
  const modules = await api<{ id: number; category: string; fields: { name: string }[] }[]>(page, 'get', '/api/modules');
  const body = modules.find((m) => m.category === 'body' && m.fields.length > 0) ?? modules[0]!;
  const instanceId = `instance-${body.id}-${Date.now()}-edconflct`;
  const field = body.fields[0]!.name;
  const created = await api<Campaign>(page, 'post', '/api/campaigns', {
    name: 'Spring launch',
    goal: 'Sell the spring teas',
    subject: 'Spring is here',
    moduleInstances: [{ instanceId, moduleId: body.id }],
    content: { [instanceId]: { [field]: 'Our spring teas have arrived.' } },
  });
  expect(created.version).toBe(1);
  const stored = () => api<Campaign>(page, 'get', `/api/campaigns/${created.id}`);

  // ---- both open version 1; Ada saves first ----------------------------------------------------
  await openForm(page, created.id);
  await openForm(grace, created.id);
  await editDetail(page, 'Campaign name', 'Spring launch, by Ada');
  await update(page);
  await page.waitForURL('**/campaigns');
  await expect(page.getByText('Campaign updated successfully')).toBeVisible();
  expect(await stored()).toMatchObject({ name: 'Spring launch, by Ada', goal: 'Sell the spring teas', version: 2 });

  // Grace, still on version 1, changes the goal and saves: refused, nothing written, what changed shown
  await editDetail(grace, 'Goal', 'Win back lapsed tea drinkers');
  await update(grace);
  const dialog = grace.getByRole('dialog', { name: 'Someone else saved changes' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(CONFLICT_MESSAGE)).toBeVisible();
  const nameChange = dialog.getByRole('listitem', { name: 'Campaign name' });
  await expect(nameChange).toContainText('Saved nowSpring launch, by Ada');
  await expect(nameChange).toContainText('YoursSpring launch');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await shot(grace, 'edit-conflict-dialog', false);
  expect(await stored()).toMatchObject({ name: 'Spring launch, by Ada', goal: 'Sell the spring teas', version: 2 });

  // Keep editing: her input is still in the form, with the message above it
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog).toBeHidden();
  await expect(grace.getByTestId('details-view')).toContainText('Win back lapsed tea drinkers');
  await expect(grace.getByText(CONFLICT_MESSAGE)).toBeVisible();
  expect(new URL(grace.url()).pathname).toBe(`/campaigns/edit/${created.id}`);

  // Overwrite, on purpose: her whole form is saved over Ada's copy
  await update(grace);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Overwrite' }).click();
  await grace.waitForURL('**/campaigns');
  await expect(grace.getByText('Campaign updated successfully')).toBeVisible();
  expect(await stored()).toMatchObject({ name: 'Spring launch', goal: 'Win back lapsed tea drinkers', version: 3 });

  // ---- round two: both open version 3; Grace saves first, Ada reloads ------------------------------
  await openForm(page, created.id);
  await openForm(grace, created.id);
  await editDetail(grace, 'Campaign name', 'Spring launch, by Grace');
  await update(grace);
  await grace.waitForURL('**/campaigns');
  expect(await stored()).toMatchObject({ name: 'Spring launch, by Grace', version: 4 });

  await editDetail(page, 'Goal', 'A goal Ada will drop');
  await update(page);
  const adaDialog = page.getByRole('dialog', { name: 'Someone else saved changes' });
  await expect(adaDialog.getByRole('listitem', { name: 'Campaign name' })).toContainText('Saved nowSpring launch, by Grace');
  expect((await stored()).goal).toBe('Win back lapsed tea drinkers');

  // Reload: the form takes the saved copy; her unsaved goal is gone
  await adaDialog.getByRole('button', { name: 'Reload' }).click();
  await expect(adaDialog).toBeHidden();
  const details = page.getByTestId('details-view');
  await expect(details).toContainText('Spring launch, by Grace');
  await expect(details).toContainText('Win back lapsed tea drinkers');
  await expect(details).not.toContainText('A goal Ada will drop');
  await expect(page.getByText(CONFLICT_MESSAGE)).toHaveCount(0);
  await shot(page, 'edit-conflict-reloaded');

  // and her next save starts from the reloaded copy: no conflict
  await editDetail(page, 'Goal', 'Bring back lapsed tea drinkers');
  await update(page);
  await page.waitForURL('**/campaigns');
  const final = await stored();
  expect(final).toMatchObject({ name: 'Spring launch, by Grace', goal: 'Bring back lapsed tea drinkers', version: 5 });
  expect(final.content[instanceId]).toEqual({ [field]: 'Our spring teas have arrived.' });

  await graceContext.close();
});

test('two members edit one concept: a toggle by the other goes through, a text change is a conflict, and Reload takes it', async ({ browser, page }) => {
  test.setTimeout(150_000);
  const { grace, graceContext } = await team(browser, page);
  await api(page, 'post', '/api/email-concepts/generate', { campaignType: 'education' });
  const [concept] = await api<{ id: number; title: string; coreMessage: string; version: number }[]>(page, 'get', '/api/email-concepts');
  const stored = () => api<{ title: string; coreMessage: string; selected: boolean; version: number }>(page, 'get', `/api/email-concepts/${concept!.id}`);

  const open = async (p: Page, title = concept!.title) => {
    await p.goto(`/email-concepts/edit/${concept!.id}`);
    await expect(p.getByLabel('Title')).toHaveValue(title);
  };
  await open(page);
  await open(grace);

  // Ada only selects it (a toggle, no version): Grace's save of the title still goes through
  await api(page, 'patch', `/api/email-concepts/${concept!.id}`, { selected: true });
  await grace.getByLabel('Title').fill('A title by Grace');
  await grace.getByRole('button', { name: 'Save Changes' }).click();
  await grace.waitForURL('**/email-concepts');
  expect(await stored()).toMatchObject({ title: 'A title by Grace', selected: true, version: 3 });

  // both on version 3: Grace changes the core message and saves; Ada's stale title is refused
  await open(grace, 'A title by Grace');
  await open(page, 'A title by Grace');
  await grace.getByLabel('Core Message').fill('The message, by Grace');
  await grace.getByRole('button', { name: 'Save Changes' }).click();
  await grace.waitForURL('**/email-concepts');
  await page.getByLabel('Title').fill('A title by Ada');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved changes' });
  await expect(dialog.getByText('Someone else saved this concept while you were editing it. Your changes have not been saved yet.')).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'Core Message' })).toContainText('Saved nowThe message, by Grace');
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: `${test.info().outputDir}/concept-conflict-dialog.png` });
  expect(await stored()).toMatchObject({ title: 'A title by Grace', coreMessage: 'The message, by Grace', version: 4 });

  // Keep editing keeps her title; Reload takes the saved copy
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('A title by Ada');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Title')).toHaveValue('A title by Grace');
  await expect(page.getByLabel('Core Message')).toHaveValue('The message, by Grace');
  await page.getByLabel('Title').fill('A title by Ada, after reading');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL('**/email-concepts');
  expect(await stored()).toMatchObject({ title: 'A title by Ada, after reading', coreMessage: 'The message, by Grace', version: 5 });

  await graceContext.close();
});
