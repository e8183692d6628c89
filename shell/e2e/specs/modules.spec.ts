import { expect, test } from '@playwright/test';
import { registerWithOrganization } from './helpers';

test('a new organization has starter modules', async ({ page }) => {
  await registerWithOrganization(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Modules' }).click();
  await expect(page.getByRole('heading', { name: 'Email Modules' })).toBeVisible();
  await expect(page.getByText('Manage your email content modules')).toBeVisible();
  // Seeded by a job right after the organization was created.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: /footer/i }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

test('create a module and see it in the list and in its detail with the preview', async ({ page }) => {
  await registerWithOrganization(page);
  await page.goto('/modules');
  await page.getByRole('link', { name: 'New Module' }).click();
  await page.waitForURL('**/modules/new');
  await expect(page.getByRole('heading', { name: 'Create New Module' })).toBeVisible();

  await page.getByLabel(/module name/i).fill('Spring launch banner');
  await page.getByLabel(/description/i).first().fill('A bold banner for the spring collection');
  await page.getByLabel(/category/i).click();
  await page.getByRole('option', { name: /header/i }).click();
  await page.getByLabel(/html content/i).fill('<h1 style="color:#0a7">{{headline}}</h1>');
  await page.getByRole('button', { name: /add field/i }).click();
  await page.getByLabel(/field name/i).first().fill('headline');
  await page.getByLabel(/purpose/i).first().fill('The main message of the banner');

  const preview = page.frameLocator('iframe[title*="review"]').first();
  await expect(preview.locator('h1')).toBeVisible();

  await page.getByRole('button', { name: 'Create Module' }).click();
  await expect(page.getByText('Module created successfully')).toBeVisible();
  await page.waitForURL(/\/modules$/);
  const card = page.getByRole('link', { name: /Spring launch banner/ });
  await expect(card).toBeVisible();
  await card.click();
  await page.waitForURL(/\/modules\/\d+$/);
  await expect(page.getByText('Spring launch banner').first()).toBeVisible();
  await expect(page.getByText('The main message of the banner')).toBeVisible();
  await expect(page.getByText('<h1 style="color:#0a7">{{headline}}</h1>')).toBeVisible();
  await expect(page.frameLocator('iframe').first().locator('h1')).toBeVisible();
});

test('a module of another organization is not found', async ({ page, browser }) => {
  await registerWithOrganization(page);
  await page.goto('/modules');
  const first = page.getByRole('link').filter({ hasText: /header|body|footer/i }).first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const href = await first.getAttribute('href');
  const other = await browser.newPage();
  await registerWithOrganization(other);
  await other.goto(href!);
  await expect(other.getByText('Module not found')).toBeVisible();
  await other.close();
});
