import { expect, test } from '@playwright/test';
import { login, logout, registerWithOrganization, uniqueEmail } from './helpers';

test('a new marketer registers, creates an organization and lands on the strategy wizard', async ({ page }) => {
  await registerWithOrganization(page);
  const sidebar = page.getByRole('navigation');
  for (const label of ['Modules', 'Campaigns', 'Email Concepts', 'Content Calendar', 'Brand Settings', 'Email Strategy', 'Anthropic API Test']) {
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'Email Strategy' })).toHaveAttribute('aria-current', 'page');
});

test('logout, then login again goes by the after-login rules', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, password } = await registerWithOrganization(page);
  const again = async (path: string) => {
    await logout(page);
    await login(page, email, password);
    await expect(page.getByText('Login successful')).toBeVisible();
    await page.waitForURL(`**${path}`);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  };
  // No brand-settings record yet: to the brand settings.
  await again('/brand-settings');

  // A record without a generated strategy: to the email strategy page.
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  let saved = await page.request.post('/api/brand-settings', { headers, multipart: { name: 'Tea Rituals' } });
  expect(saved.ok()).toBe(true);
  await again('/email-strategy');

  // A generated strategy: to the concepts.
  saved = await page.request.post('/api/brand-settings', {
    headers,
    multipart: { emailStrategy: JSON.stringify({ generatedStrategy: '# Strategy', generatedAt: new Date().toISOString() }) },
  });
  expect(saved.ok()).toBe(true);
  await again('/email-concepts');
});

test('a wrong password shows the login failure toast and stays on the login page', async ({ page }) => {
  const { email } = await registerWithOrganization(page);
  await logout(page);
  await login(page, email, 'not-the-password');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('logged out, every page but login and register redirects to login', async ({ page }) => {
  for (const path of ['/', '/modules', '/modules/new', '/email-concepts', '/anthropic-test', '/no-such-page']) {
    await page.goto(path);
    await page.waitForURL('**/auth/login');
  }
  await page.goto('/auth/register');
  await expect(page).toHaveURL(/\/auth\/register$/);
});

test('a registered user without an organization is led to create one', async ({ page }) => {
  const email = uniqueEmail('pending');
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-2');
  await page.getByLabel('Confirm password').fill('correct-horse-2');
  await page.getByRole('button', { name: /create account/i }).click();
  await page.waitForURL('**/auth/create-organization');
  await page.getByRole('button', { name: /create organization/i }).click();
  await expect(page.getByText('Organization name is required')).toBeVisible();
});

test('unknown paths show the 404 page when logged in', async ({ page }) => {
  await registerWithOrganization(page);
  await page.goto('/definitely/not/here');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
