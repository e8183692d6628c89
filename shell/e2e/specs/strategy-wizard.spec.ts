import { expect, test } from '@playwright/test';
import { registerWithOrganization } from './helpers';
import { ANSWERS, answerFirstSteps, answerQuestions, deckFile, next, reviewsFile, stepHeading } from './strategy-helpers';

/**
 * The email strategy wizard end to end. The app under test has no AI keys (the demo model
 * writes); the same product on the next port (serve-app.mjs) has an Anthropic provider that is
 * always overloaded (529), for the failure path.
 */
const failingOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3310) + 1}`;

test('from registration through the 12 steps to the rendered strategy, on the demo model', async ({ page }) => {
  test.setTimeout(180_000);
  await registerWithOrganization(page);
  await expect(stepHeading(page, 'Brand Information')).toBeVisible({ timeout: 30_000 });
  const bar = page.getByRole('progressbar', { name: 'Wizard progress' });
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await answerFirstSteps(page);

  // Step 4 writes the guidelines from the deck (the demo model is quick), then step 5 follows.
  await answerQuestions(page);
  await expect(bar).toHaveAttribute('aria-valuenow', /^90\.9/);

  // Back from 5 skips the wait step; the answers stay.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 'Product Education')).toBeVisible();
  await next(page);

  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await expect(stepHeading(page, 'Your Email Strategy')).toBeVisible();
  await expect(page.getByText("Strategy generated successfully! You'll be redirected to the strategy page shortly.")).toBeVisible({ timeout: 60_000 });
  await page.waitForURL('**/email-strategy');

  await expect(page.getByRole('heading', { name: `Email Strategy for ${ANSWERS.brandName}` })).toBeVisible();
  await expect(page.getByText(/^Generated on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  const strategy = page.getByTestId('strategy-markdown');
  await expect(strategy.locator('h1, h2').first()).toBeVisible();
  await expect(strategy).toContainText(/demo/i);
  await expect(strategy).toContainText('Classic Oolong');
  // the guidelines written at step 4 are on the card
  await expect(page.getByRole('button', { name: 'Copy Guidelines' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Generate Concepts' })).toHaveAttribute('href', '/email-concepts');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('tea-rituals-email-strategy.md');

  // `/` now leads to the concepts
  await page.goto('/');
  await page.waitForURL('**/email-concepts');
});

test('an overloaded provider: the hint, "Your Data is Safe", and the answers still there after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await registerWithOrganization(page);
  // The same product and session, served by the API whose Anthropic provider is overloaded.
  await page.goto(`${failingOrigin}/email-strategy/generate`);
  await answerFirstSteps(page);

  // The guidelines cannot be written either: the wizard says so and lets the user go on.
  await expect(page.getByText('Error Generating Guidelines').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await answerQuestions(page);
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  // A failure toast stays while the pointer rests on it; the user reads it and moves on.
  await page.mouse.move(0, 0);

  const hint = 'The AI service is busy right now. Please wait a minute or two and try again.';
  await expect(page.getByRole('alert').filter({ hasText: 'Error Generating Strategy' }).filter({ hasText: hint }).first()).toBeVisible({ timeout: 30_000 });
  // 'Your Data is Safe' waits for the failure toasts on screen to close (5 s each)
  await expect(page.getByRole('status').filter({ hasText: 'Your Data is Safe' })).toBeVisible({ timeout: 20_000 });

  await page.reload();
  await expect(stepHeading(page, 'Brand Information')).toBeVisible();
  await expect(page.getByLabel('Brand name')).toHaveValue(ANSWERS.brandName);
  await expect(page.getByLabel('Website URL')).toHaveValue(`https://${ANSWERS.websiteUrl}`);
  await next(page);
  // the deck saved at step 3 counts as uploaded
  await expect(page.getByTestId('chosen-file')).toContainText('tea-rituals-deck.md');
  await next(page);
  await next(page);
  // the guidelines are tried again from the saved deck, and fail again
  await expect(page.getByText('Error Generating Guidelines').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Best-Selling Products')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveValue(ANSWERS.bestSellingProducts);

  await page.goto(`${failingOrigin}/email-strategy`);
  await expect(page.getByText('No Email Strategy Yet')).toBeVisible();
});

test('step 1 names a website the API would refuse on the field, and lets an accepted one on', async ({ page }) => {
  test.setTimeout(120_000);
  await registerWithOrganization(page);
  await expect(stepHeading(page, 'Brand Information')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Brand name').fill(ANSWERS.brandName);
  const website = page.getByLabel('Website URL');
  await website.fill('shop.co1');
  await next(page);
  await expect(page.getByText('Please enter a valid website URL')).toBeVisible();
  await expect(website).toHaveAttribute('aria-invalid', 'true');
  await expect(stepHeading(page, 'Brand Information')).toBeVisible();
  await website.fill('shop.co');
  await next(page);
  await expect(stepHeading(page, 'Brand Guidelines')).toBeVisible();
});

test('a brand deck saved earlier can be removed at step 2; the save at step 3 removes it', async ({ page }) => {
  test.setTimeout(180_000);
  await registerWithOrganization(page);
  // Steps 1 to 3 save the deck and the reviews; step 4 writes guidelines from them (demo model).
  await answerFirstSteps(page);
  await expect(stepHeading(page, 'Best-Selling Products')).toBeVisible({ timeout: 60_000 });

  await page.reload();
  await expect(page.getByLabel('Brand name')).toHaveValue(ANSWERS.brandName);
  await next(page);
  await expect(stepHeading(page, 'Brand Guidelines')).toBeVisible();
  await expect(page.getByTestId('chosen-file')).toContainText(deckFile.name);
  await page.getByRole('button', { name: `Remove ${deckFile.name}` }).click();
  await expect(page.getByTestId('chosen-file')).toHaveCount(0);
  // the guidelines written earlier let the user on without a deck
  await next(page);
  await expect(stepHeading(page, 'Customer Testimonials')).toBeVisible();
  await next(page);
  await expect(stepHeading(page, 'Best-Selling Products')).toBeVisible({ timeout: 30_000 });

  await page.goto('/brand-settings');
  await expect(page.getByTestId('chosen-file').filter({ hasText: reviewsFile.name })).toBeVisible();
  await expect(page.getByTestId('chosen-file').filter({ hasText: deckFile.name })).toHaveCount(0);
  await page.goto('/email-strategy/generate');
  await next(page);
  await expect(stepHeading(page, 'Brand Guidelines')).toBeVisible();
  await expect(page.getByTestId('chosen-file')).toHaveCount(0);
});
