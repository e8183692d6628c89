import { expect, test, type Locator, type Page } from '@playwright/test';

/** A screenshot kept as a file in the test's output and attached to its report. */
export async function shot(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}) {
  const path = test.info().outputPath(`${name.replace(/[^\w.-]+/g, '-')}.png`);
  await target.screenshot({ path, ...options });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

export function uniqueEmail(prefix = 'marketer'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers through the UI and creates an organization; ends on /email-strategy/generate. */
export async function registerWithOrganization(page: Page, email = uniqueEmail(), password = 'correct-horse-1') {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page.getByText('Registration successful')).toBeVisible();
  await page.waitForURL('**/auth/create-organization');
  await page.getByLabel('Organization name').fill(`Acme ${email.slice(9, 22)}`);
  await page.getByRole('button', { name: /create organization/i }).click();
  await expect(page.getByText('Organization created')).toBeVisible();
  await page.waitForURL('**/email-strategy/generate');
  return { email, password };
}

export async function login(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /^(log in|login|sign in)$/i }).click();
}

export async function logout(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await page.waitForURL('**/auth/login');
}
