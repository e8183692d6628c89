import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { registerWithOrganization } from './helpers';

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
const SHOTS = process.env.E2E_SCREENSHOTS;

interface Module {
  id: number;
  name: string;
  fields: { name: string; type: string }[];
}

/** A saved campaign of the starter header, call-to-action and footer, every field written. */
async function seedCampaign(page: Page): Promise<number> {
  let modules: Module[] = [];
  await expect(async () => {
    modules = (await (await page.request.get('/api/modules')).json()) as Module[];
    expect(modules.length).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 20_000 });
  const chosen = [/header/i, /call-to-action/i, /footer/i].map((re) => modules.find((m) => re.test(m.name))!);
  const instances = chosen.map((m, i) => ({ instanceId: `instance-${m.id}-${Date.now()}-inbox${i}`, moduleId: m.id }));
  const content = Object.fromEntries(
    instances.map((inst, i) => [inst.instanceId, Object.fromEntries(chosen[i]!.fields.map((f) => [f.name, /url/.test(f.name) ? 'https://aurora.example.com/kit' : `Aurora ${f.name.replace(/_/g, ' ')}`]))]),
  );
  const res = await page.request.post('/api/campaigns', {
    headers: WRITE,
    data: { name: 'Inbox check', subject: 'Our spring teas are here', previewText: 'First flush Darjeeling, only this week.', moduleInstances: instances, content },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { id: number }).id;
}

test('the campaign form shows the inbox rows as the subject is typed, previews dark mode and downloads the .eml draft', async ({ page }) => {
  test.setTimeout(120_000);
  await registerWithOrganization(page);
  const id = await seedCampaign(page);
  await page.goto(`/campaigns/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Campaign' })).toBeVisible();

  const inbox = page.getByRole('region', { name: 'Inbox preview' });
  const row = (client: string) => inbox.locator(`[data-testid="inbox-row"][data-client="${client}"]`);
  await expect(inbox.getByTestId('inbox-row')).toHaveCount(6);
  await expect(row('gmailApp').locator('[data-part="subject"]')).toHaveText('Our spring teas are here');
  await expect(row('outlookWindows').locator('[data-part="preview"]')).toHaveText('First flush Darjeeling, only this…');

  // Edit the subject line: every keystroke shows in the rows and the lint before it is kept.
  await page.getByRole('region', { name: 'Subject Line' }).getByRole('button', { name: 'Edit subject line' }).click();
  const input = page.getByRole('region', { name: 'Subject Line' }).getByRole('textbox');
  await input.press('End');
  await input.pressSequentially(', with a whisk and a bowl');
  await expect(row('gmailWeb').locator('[data-part="subject"]')).toHaveText('Our spring teas are here, with a whisk and a bowl');
  await expect(row('gmailApp').locator('[data-part="subject"]')).toHaveText('Our spring teas are here, with a w…');
  await input.pressSequentially('!!');
  await expect(inbox.getByTestId('subject-lint')).toContainText('exclamation marks: use one at most');
  await input.press('Enter');
  await expect(page.getByTestId('subject-selected')).toContainText('with a whisk and a bowl!!');
  await expect(row('appleMailIphone').locator('[data-part="subject"]')).toHaveText('Our spring teas are here, with a whisk a…');

  // The checklist answers with v2's items; the sending note names the one-click headers.
  const checklist = page.getByRole('list', { name: 'Ready to send' });
  await expect(checklist.getByText('Dark mode', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(checklist.getByText('Outlook', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sending-note')).toContainText('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

  // Dark preview: the frame is inverted as the Gmail app and Outlook on Windows invert it.
  const frame = page.getByTestId('email-preview-frame');
  await expect(frame).toHaveCSS('filter', 'none');
  await page.getByLabel('Dark mode (inverted)').check();
  await expect(frame).toHaveCSS('filter', 'invert(1) hue-rotate(180deg)');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-preview-dark.png`, fullPage: true });

  // One click saves the .eml draft of the form as it is.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export .eml' }).click()]);
  expect(download.suggestedFilename()).toBe('inbox-check.eml');
  const eml = await readFile((await download.path())!, 'utf8');
  expect(eml).toMatch(/^X-Unsent: 1$/m);
  expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
  expect(eml).toContain('Content-Type: text/html; charset=utf-8');
  expect(eml).toMatch(/^Subject: .+/m);

  const [text] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export text' }).click()]);
  expect(text.suggestedFilename()).toBe('inbox-check.txt');
});

test("the brand's email language sets the exported email's lang and dir", async ({ page }) => {
  test.setTimeout(90_000);
  await registerWithOrganization(page);
  const id = await seedCampaign(page);
  await page.goto('/brand-settings');
  const language = page.getByLabel('Email language');
  await expect(language).toHaveValue('en');
  await language.fill('not a tag');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Language must be a language tag such as en, de-CH or ar')).toBeVisible();
  await language.fill('ar');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Language must be a language tag such as en, de-CH or ar')).toBeHidden();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/brand-language.png` });
  await expect(async () => {
    const exported = (await (await page.request.get(`/api/campaigns/${id}/export`)).json()) as { html: string; checklist: { id: string; status: string }[] };
    expect(exported.html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(exported.checklist.find((i) => i.id === 'language')?.status).toBe('pass');
  }).toPass({ timeout: 10_000 });
});
