import { expect, test } from '@playwright/test';
import { registerWithOrganization } from './helpers';

const SHOTS = process.env.E2E_SCREENSHOTS;

test('the guidelines generator preselects Claude 3.7 Sonnet, the spec default', async ({ page }) => {
  test.setTimeout(90_000);
  await registerWithOrganization(page);
  await page.goto('/brand-guidelines/generate');
  const model = page.getByRole('combobox', { name: 'Model' });
  await expect(model).toHaveText('Claude 3.7 Sonnet');
  if (SHOTS) {
    // the label has moved up out of the way
    await expect(page.locator('#guidelines-model')).toHaveAttribute('data-shrink', 'true');
    await page.screenshot({ path: `${SHOTS}/guidelines-model.png` });
  }

  // not merely the first of the list
  await model.click();
  await expect(page.getByRole('listbox').getByRole('option').first()).not.toHaveText('Claude 3.7 Sonnet');
  await expect(page.getByRole('option', { name: 'Claude 3.7 Sonnet', exact: true })).toHaveAttribute('aria-selected', 'true');
});
