import { expect, test } from '@playwright/test';
import { registerWithOrganization } from './helpers';
import { deckFile, fileInput, reviewsFile } from './strategy-helpers';

test('the guidelines generator writes guidelines from reviews, saves them, and the card copies them', async ({ page, context, baseURL }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await registerWithOrganization(page);
  await page.goto('/brand-guidelines/generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Brand Guidelines' })).toBeVisible();
  await expect(page.getByText('Required files missing')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();

  // a file of another type is refused with the drop-zone text
  await fileInput(page, 'Customer reviews').setInputFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
  await expect(page.getByText('Invalid file type. Accepted formats: .pdf, .docx, .txt')).toBeVisible();

  await fileInput(page, 'Customer reviews').setInputFiles(reviewsFile);
  await fileInput(page, 'Brand deck or materials').setInputFiles({ ...deckFile, name: 'deck.txt', mimeType: 'text/plain' });
  await expect(page.getByText('Required files missing')).toHaveCount(0);
  await page.getByLabel('Additional brand context (optional)').fill('Small-batch tea importer from Bristol.');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const result = page.getByTestId('generated-guidelines');
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Brand Guidelines Generated')).toBeVisible();
  await expect(page.getByText('Demo content', { exact: true })).toBeVisible();
  const text = (await result.textContent()) ?? '';
  expect(text.length).toBeGreaterThan(50);

  await page.getByRole('link', { name: 'Continue to Email Strategy' }).click();
  await page.waitForURL('**/email-strategy');
  await expect(page.getByText('No Email Strategy Yet')).toBeVisible();
  const card = page.getByRole('region', { name: 'Brand Guidelines' });
  await expect(card.getByText(/^Last updated: [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card.getByTestId('guidelines-text')).toHaveText(text);

  await card.getByRole('button', { name: 'Copy Guidelines' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  await expect(page.getByText('Brand guidelines have been copied to clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

  // the wizard now offers the existing guidelines
  await page.goto('/email-strategy/generate');
  await page.getByLabel('Brand name').fill('Tea Rituals');
  await page.getByLabel('Website URL').fill('https://tearituals.example');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Use existing brand guidelines').check();
  await expect(fileInput(page, 'Brand deck')).toBeDisabled();
});

test('brand settings are saved and come back after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await registerWithOrganization(page);
  await page.goto('/brand-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Settings' })).toBeVisible();
  // the spec's defaults
  await expect(page.getByLabel('Brand name')).toHaveValue('Default Brand');
  await expect(page.getByLabel('Heading font')).toHaveValue('Inter');
  await expect(page.getByLabel('Base size (px)')).toHaveValue('16');
  await expect(page.getByLabel('Scale ratio')).toHaveValue('1.2');
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue(/^hsl\(/);

  await page.getByLabel('Brand name').fill('Tea Rituals');
  await page.getByLabel('Website URL').fill('https://tearituals.example');
  await page.getByLabel('Heading font').fill('Georgia');
  await page.getByLabel('Base size (px)').fill('18');
  await page.getByLabel('Scale ratio').fill('1.25');
  await expect(page.getByTestId('type-sample')).toContainText('Heading 1 · 35.2px');
  await page.getByLabel('Primary', { exact: true }).fill('hsl(150, 45%, 30%)');
  await page.getByRole('button', { name: 'Add colour' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Matcha');
  await page.getByLabel('Value', { exact: true }).fill('#8db600');
  await fileInput(page, 'Brand deck').setInputFiles(deckFile);
  await fileInput(page, 'Customer reviews').setInputFiles(reviewsFile);
  await page.getByRole('textbox', { name: 'Brand guide', exact: true }).fill('Voice: calm and warm.\nNever shout.');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Brand settings updated successfully')).toBeVisible();
  // the sidebar shows the new name
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'Tea Rituals' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Brand name')).toHaveValue('Tea Rituals');
  await expect(page.getByLabel('Website URL')).toHaveValue('https://tearituals.example');
  await expect(page.getByLabel('Heading font')).toHaveValue('Georgia');
  await expect(page.getByLabel('Base size (px)')).toHaveValue('18');
  await expect(page.getByLabel('Scale ratio')).toHaveValue('1.25');
  await expect(page.getByLabel('Primary', { exact: true })).toHaveValue('hsl(150, 45%, 30%)');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Matcha');
  await expect(page.getByLabel('Value', { exact: true })).toHaveValue('#8db600');
  await expect(page.getByRole('textbox', { name: 'Brand guide', exact: true })).toHaveValue('Voice: calm and warm.\nNever shout.');
  await expect(page.getByTestId('chosen-file').filter({ hasText: 'tea-rituals-deck.md' })).toBeVisible();
  await expect(page.getByTestId('chosen-file').filter({ hasText: 'reviews.txt' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Brand Guidelines' }).getByTestId('guidelines-text')).toHaveText('Voice: calm and warm.\nNever shout.');

  // remove the deck, save, and it is gone after a reload
  await page.getByRole('button', { name: 'Remove tea-rituals-deck.md' }).click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Brand settings updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('chosen-file').filter({ hasText: 'reviews.txt' })).toBeVisible();
  await expect(page.getByTestId('chosen-file').filter({ hasText: 'tea-rituals-deck.md' })).toHaveCount(0);
});

test('brand settings: a website the API would refuse is named on the field; an emptied website stays empty after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await registerWithOrganization(page);
  await page.goto('/brand-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Brand Settings' })).toBeVisible();
  const website = page.getByLabel('Website URL');
  const save = page.getByRole('button', { name: 'Save Changes' });

  await website.fill('shop.co1');
  await save.click();
  await expect(page.getByText('Please enter a valid website URL')).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Failed to update brand settings')).toHaveCount(0);

  await website.fill('tearituals.example');
  await save.click();
  await expect(page.getByText('Brand settings updated successfully')).toBeVisible();
  await page.reload();
  await expect(website).toHaveValue('https://tearituals.example');

  await website.fill('');
  await save.click();
  await expect(page.getByText('Brand settings updated successfully').last()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Brand name')).toHaveValue('Default Brand');
  await expect(website).toHaveValue('');
});
