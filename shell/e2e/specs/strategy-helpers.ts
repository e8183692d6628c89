import { expect, type Page } from '@playwright/test';

/** The answers the wizard tests give, step by step. */
export const ANSWERS = {
  brandName: 'Tea Rituals',
  websiteUrl: 'tearituals.example',
  bestSellingProducts: 'Classic Oolong 100g at $18; Matcha starter kit at $45',
  secondaryProducts: 'Glass teapots and bamboo whisks',
  repeatPurchaseDrivers: 'Customers run out of their favourite tea',
  repurchaseTimeframe: 'Every 6 to 8 weeks',
  otherContentType: 'Brewing videos',
  productEducationNeeded: 'Brewing temperatures and steeping times',
  promotionalStrategies: 'Bundles and a loyalty programme',
  seasonalPeriods: 'Winter holidays and Lunar New Year',
  sixMonthGoals: 'Double the repeat purchase rate',
};

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
export const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

export function fileInput(page: Page, label: string) {
  return page.locator(`input[type=file][aria-label="${label}"]`);
}

export const deckFile = {
  name: 'tea-rituals-deck.md',
  mimeType: 'text/markdown',
  buffer: Buffer.from('# Tea Rituals brand deck\n\nVoice: calm, warm, knowledgeable.\nValues: craft, patience, sourcing direct from growers.\n'),
};

export const reviewsFile = {
  name: 'reviews.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from('"The oolong is the best I have had." - Mia\n"Arrived fast, brews beautifully." - Tom\n'),
};

/** Steps 1 to 3 on a fresh wizard; ends after Next on step 3. */
export async function answerFirstSteps(page: Page) {
  await expect(stepHeading(page, 'Brand Information')).toBeVisible();
  await page.getByLabel('Brand name').fill(ANSWERS.brandName);
  await page.getByLabel('Website URL').fill(ANSWERS.websiteUrl);
  await next(page);
  await expect(stepHeading(page, 'Brand Guidelines')).toBeVisible();
  await fileInput(page, 'Brand deck').setInputFiles(deckFile);
  await expect(page.getByTestId('chosen-file')).toContainText(`${deckFile.name} (0 KB)`);
  await next(page);
  await expect(stepHeading(page, 'Customer Testimonials')).toBeVisible();
  await fileInput(page, 'Customer testimonials').setInputFiles(reviewsFile);
  await next(page);
}

/** Steps 5 to 11; ends on step 11 with everything answered. */
export async function answerQuestions(page: Page) {
  await expect(stepHeading(page, 'Best-Selling Products')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox').fill(ANSWERS.bestSellingProducts);
  await next(page);
  await expect(stepHeading(page, 'Secondary Products')).toBeVisible();
  await page.getByRole('textbox').fill(ANSWERS.secondaryProducts);
  await next(page);
  await expect(stepHeading(page, 'Repeat Purchase Information')).toBeVisible();
  await page.getByLabel('What drives repeat purchases?').fill(ANSWERS.repeatPurchaseDrivers);
  await page.getByLabel('Typical time between purchases').fill(ANSWERS.repurchaseTimeframe);
  await next(page);
  await expect(stepHeading(page, 'Email Program Status')).toBeVisible();
  await page.getByRole('radio', { name: '5,000 - 10,000' }).check();
  await page.getByRole('radio', { name: 'Twice a month' }).check();
  await next(page);
  await expect(stepHeading(page, 'Content Capabilities')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Product spotlights' }).check();
  await page.getByRole('checkbox', { name: 'Educational content' }).check();
  await page.getByLabel('Other content type (optional)').fill(ANSWERS.otherContentType);
  await next(page);
  await expect(stepHeading(page, 'Product Education')).toBeVisible();
  await page.getByRole('textbox').fill(ANSWERS.productEducationNeeded);
  await next(page);
  await expect(stepHeading(page, 'Promotional Strategy and Goals')).toBeVisible();
  await page.getByLabel('Promotions you run').fill(ANSWERS.promotionalStrategies);
  await page.getByRole('radio', { name: 'Moderate (10-20% off)' }).check();
  await page.getByLabel('Key seasonal periods').fill(ANSWERS.seasonalPeriods);
  await page.getByLabel('What would success look like in 6 months?').fill(ANSWERS.sixMonthGoals);
}
