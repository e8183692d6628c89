import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerWithOrganization } from './helpers';

/** Where screenshots of each screen go (for a person to look at); unset: none are taken. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/concepts-${name}.png`, fullPage: true });
}

const category = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

/** The row of the concept titled `title` inside a category card. */
const rowOf = (card: Locator, title: string) =>
  card.getByTestId('concept-row').filter({ has: card.page().getByRole('heading', { name: title, exact: true }) });

/** Opens a row's detail unless it is open already. */
async function openDetails(row: Locator) {
  const toggle = row.getByRole('button', { name: /^(Show|Hide) details of / });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Opens a category card unless it is open already. */
async function openCategory(card: Locator) {
  const toggle = card.getByRole('button', { name: /^(Show|Hide) .* concepts$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

test('generate for a category with a business context, select, reject and restore, refine and apply, edit and save', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerWithOrganization(page);
  await page.goto('/email-concepts');

  await expect(page.getByRole('heading', { level: 1, name: 'Email Concepts' })).toBeVisible();
  await expect(page.getByText('No Email Concepts')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Calendar' })).toHaveAttribute('href', '/content-calendar');
  await expect(page.getByLabel('AI provider')).toBeVisible();
  const labels = await page.locator('section[data-testid^="category-"] h2').allTextContents();
  expect(labels).toEqual([
    'Product Spotlight',
    'Education',
    'Community',
    'Promotion',
    'News',
    'Event',
    'Thought Leadership',
    'Other',
  ]);
  await openCategory(category(page, 'Education'));
  await expect(category(page, 'Education').getByText('No concepts for this category yet.')).toBeVisible();
  await shot(page, '01-empty');

  // Generate for one category, with this month's business context.
  await category(page, 'Education').getByRole('button', { name: 'Generate for this category' }).click();
  const contextCard = page.getByRole('region', { name: 'Monthly Business Context' });
  await expect(contextCard).toBeVisible();
  await contextCard
    .getByLabel('Business context for this month')
    .fill('Our new ceremonial matcha launches on the 12th');
  await shot(page, '02-business-context');
  await contextCard.getByRole('button', { name: 'Generate Concepts' }).click();
  // The generating screen names the provider; the demo model may finish before it is seen.
  await expect(page.getByText(/Successfully created \d+ email concept\(s\)/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Concepts Generated')).toBeVisible();

  const education = category(page, 'Education');
  const rows = education.getByTestId('concept-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  await expect(page.getByTestId('selected-count')).toHaveText(`0 of ${count} concepts selected`);
  await shot(page, '03-generated');

  // Select the first concept: the footer counts it at once, and it stays selected after a reload.
  const first = rows.first();
  const title = (await first.locator('h3').textContent())!.trim();
  await first.getByRole('switch', { name: `Select ${title}` }).click();
  await expect(page.getByTestId('selected-count')).toHaveText(`1 of ${count} concepts selected`);
  await expect(page.getByRole('link', { name: 'View Selected Concepts' })).toHaveAttribute('href', '/content-calendar');

  // The detail: strategic alignment, audience, call to action and every action.
  await openDetails(first);
  for (const heading of ['Core Message', 'Strategic Alignment', 'Target Audience', 'Call to Action']) {
    await expect(first.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(first.getByText('Target Segment')).toBeVisible();
  await expect(first.getByRole('link', { name: 'Create Email Campaign' })).toHaveAttribute(
    'href',
    /\/campaigns\/new\?conceptId=\d+$/,
  );
  await expect(first.getByRole('link', { name: 'Edit Concept' })).toHaveAttribute(
    'href',
    /\/email-concepts\/edit\/\d+$/,
  );
  await shot(page, '04-detail');

  // Reject: hidden from the list; 'Show rejected' brings it back with 'Remove Rejection'.
  await first.getByRole('button', { name: 'Reject Concept' }).click();
  await expect(page.getByText('The concept has been rejected and will be hidden from view')).toBeVisible();
  await expect(education.getByRole('heading', { name: title, exact: true })).toBeHidden();
  await expect(page.getByTestId('selected-count')).toHaveText(`0 of ${count - 1} concepts selected`);
  await page.getByLabel(/Show rejected/).check();
  const rejectedRow = rowOf(education, title);
  await expect(rejectedRow.getByText('Rejected', { exact: true })).toBeVisible();
  await openDetails(rejectedRow);
  await shot(page, '05-rejected-shown');
  await rejectedRow.getByRole('button', { name: 'Remove Rejection' }).click();
  await expect(page.getByText('The concept is now visible again')).toBeVisible();
  await page.getByLabel(/Show rejected/).uncheck();
  await expect(education.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByTestId('selected-count')).toHaveText(`1 of ${count} concepts selected`);

  // Refine with AI and apply the refined version.
  const restored = rowOf(education, title);
  await openDetails(restored);
  await restored.getByRole('button', { name: 'Refine with AI' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI-Powered Content Refinement' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Refine', exact: true })).toBeDisabled();
  await dialog.getByLabel(/Refinement instructions/).fill('Make it warmer and speak to VIP customers');
  await expect(dialog.getByRole('button', { name: 'Refine', exact: true })).toBeEnabled();
  await shot(page, '06-refine-form');
  await dialog.getByRole('button', { name: 'Refine', exact: true }).click();
  await expect(dialog.getByRole('tab', { name: 'Refined' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  const refinedTitle = (await dialog.getByRole('tabpanel').locator('h3 + p').first().textContent())!.trim();
  await dialog.getByRole('tab', { name: 'Original' }).click();
  await expect(dialog.getByRole('tabpanel').getByText(title, { exact: true })).toBeVisible();
  await shot(page, '07-refine-result');
  await dialog.getByRole('button', { name: 'Apply Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Email concept updated successfully')).toBeVisible();
  await expect(education.getByRole('heading', { name: refinedTitle, exact: true })).toBeVisible();

  // Edit and save.
  const refinedRow = rowOf(education, refinedTitle);
  await openDetails(refinedRow);
  await refinedRow.getByRole('link', { name: 'Edit Concept' }).click();
  await page.waitForURL(/\/email-concepts\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Email Concept' })).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toHaveValue(refinedTitle);
  await page.getByLabel(/^Title/).fill('');
  await page.getByLabel(/^Target Segment/).fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByText('Target segment is required')).toBeVisible();
  await shot(page, '08-edit-errors');
  await page.getByLabel(/^Title/).fill('Matcha for our VIPs');
  await page.getByLabel(/^Target Segment/).fill('VIP customers');
  await page.getByLabel(/^Reference/).fill('Strategy: VIP programme');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Email concept updated successfully')).toBeVisible();
  await page.waitForURL(/\/email-concepts$/);
  await openCategory(category(page, 'Education'));
  const saved = rowOf(category(page, 'Education'), 'Matcha for our VIPs');
  await openDetails(saved);
  await expect(saved.getByText('VIP customers', { exact: true })).toBeVisible();
  await expect(saved.getByText('Strategy: VIP programme')).toBeVisible();
  await shot(page, '09-after-edit');
});

test('an edit page for a concept that does not exist, or a non-numeric id, offers the way back', async ({ page }) => {
  test.setTimeout(90_000);
  await registerWithOrganization(page);
  for (const path of ['/email-concepts/edit/999999', '/email-concepts/edit/abc']) {
    await page.goto(path);
    await expect(
      page.getByText(
        'Failed to load email concept. It may have been deleted or you may not have permission to view it.',
      ),
    ).toBeVisible();
  }
  await shot(page, '10-edit-missing');
  await page.getByRole('link', { name: 'Back to Concepts' }).last().click();
  await page.waitForURL(/\/email-concepts$/);
});
