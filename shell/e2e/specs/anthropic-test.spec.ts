import { expect, test, type Page } from '@playwright/test';
import { registerWithOrganization } from './helpers';

/**
 * The AI test page (/anthropic-test). The app under test has no AI keys, so the offline demo model
 * answers. The same product on the next port (serve-app.mjs) has an Anthropic key whose API is a
 * local fake that is always overloaded: the page's failure path, through the real SDK.
 */
const failingOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;

async function writePrompt(page: Page, prompt: string) {
  await expect(page.getByRole('heading', { name: 'Anthropic API Test' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Prompt/ }).fill(prompt);
}

test('a prompt with a file, sent to the demo model, shows the answer', async ({ page }) => {
  await registerWithOrganization(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Anthropic API Test' }).click();
  await page.waitForURL('**/anthropic-test');
  await writePrompt(page, 'Suggest three subject lines for our spring tea sale.');

  await page.getByRole('combobox', { name: 'Model' }).click();
  await page.getByRole('option', { name: /^Demo \(offline\)/ }).click();
  await expect(page.getByRole('combobox', { name: 'Model' })).toContainText('Demo (offline)');

  await page.locator('input[type=file]').setInputFiles({
    name: 'sale-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Spring tea sale runs all of April. Oolongs are 20% off for subscribers.'),
  });
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('sale-notes.txt');

  await page.getByRole('button', { name: 'Send Prompt' }).click();
  const answer = page.getByTestId('anthropic-response');
  await expect(answer).toContainText('You asked: "Suggest three subject lines for our spring tea sale."');
  await expect(answer).toContainText('sale-notes.txt');
  await expect(answer).toContainText('Spring tea sale runs all of April.');
  await expect(page.getByText('Demo content', { exact: true })).toBeVisible();
  await expect(page.getByText('This answer was written by the offline demo model')).toBeVisible();
  // the page says it once: the answer text carries no notice of its own
  await expect(page.getByText(/offline demo model/)).toHaveCount(1);
  await expect(page.getByText('Failed to call Anthropic API')).toHaveCount(0);
});

test('when the provider fails, the page shows the error toast and no answer', async ({ page }) => {
  await registerWithOrganization(page);
  // The same product and session, served by the API whose Anthropic provider is overloaded.
  await page.goto(`${failingOrigin}/anthropic-test`);
  await writePrompt(page, 'Suggest three subject lines for our spring tea sale.');
  await expect(page.getByRole('combobox', { name: 'Model' })).toContainText('Claude 3 Haiku');

  await page.getByRole('button', { name: 'Send Prompt' }).click();
  await expect(page.getByText('Failed to call Anthropic API')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/AI service overloaded \(529\)/)).toBeVisible();
  await expect(page.getByTestId('anthropic-response')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send Prompt' })).toBeEnabled();
});
