import { expect, test } from '@playwright/test';
import { registerWithOrganization } from './helpers';

test('a micro-frontend that is down leaves the sidebar and the other areas working', async ({ page }) => {
  await registerWithOrganization(page);
  await page.route('**/remotes/mfe-calendar/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('navigation').getByRole('link', { name: 'Content Calendar' }).click();
  await expect(page.getByText(/unavailable/i)).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Modules' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Modules' }).click();
  await expect(page.getByRole('heading', { name: 'Email Modules' })).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Email Concepts' }).click();
  await expect(page.getByRole('heading', { name: 'Email Concepts', exact: true })).toBeVisible();
});
