import { expect, test, type Page } from '@playwright/test';
import { saveBrand, seedCalendar } from './calendar-helpers';

// The holidays and retail moments of a brand's country and region on the month view, and the
// region picker of the brand kit.
test.use({ timezoneId: 'Europe/London', locale: 'en-GB', viewport: { width: 1600, height: 1300 } });
test.describe.configure({ timeout: 150_000 });

const day = (page: Page, iso: string) => page.locator(`[data-testid="calendar-day"][data-date="${iso}"]`);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/e2e/calendar-regions-${name}.png`, fullPage: true });

/** At the instant `now`, a new calendar whose brand is `brand`, shown as the month headed `month`. */
async function openMonthOfBrand(page: Page, now: string, brand: object, month: string) {
  await page.clock.setFixedTime(new Date(now));
  await seedCalendar(page, 1);
  await saveBrand(page, brand);
  await page.goto('/content-calendar?view=month');
  await expect(page.getByRole('heading', { name: month })).toBeVisible();
}

test('a UK brand in August: England by default shows the August bank holiday; Scotland, chosen in the brand kit, moves it', async ({ page }) => {
  await openMonthOfBrand(page, '2026-08-10T12:00:00+01:00', { countries: ['GB'], emailStrategy: { seasonalPeriods: 'Back to uni: 24-31 Aug' } }, 'August 2026');
  await expect(day(page, '2026-08-31')).toContainText('Summer bank holiday');
  await expect(day(page, '2026-08-03')).not.toContainText('Summer bank holiday');
  await shot(page, 'gb-august');

  await page.goto('/brand-settings');
  const region = page.getByRole('combobox', { name: 'Region in United Kingdom' });
  await expect(region).toHaveText('England');
  await region.click();
  await page.getByRole('option', { name: 'Scotland' }).click();
  await shot(page, 'brand-kit-region');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Brand settings updated successfully')).toBeVisible();

  await page.goto('/content-calendar?view=month');
  await expect(day(page, '2026-08-03')).toContainText('Summer bank holiday');
  await expect(day(page, '2026-08-31')).not.toContainText('Summer bank holiday');
});

test('a US brand in October: Columbus Day as a holiday, Halloween as a retail moment', async ({ page }) => {
  await openMonthOfBrand(page, '2026-10-05T12:00:00-07:00', { countries: ['US'], emailStrategy: { seasonalPeriods: 'Fall sale: 10/20 - 10/27' } }, 'October 2026');
  await expect(day(page, '2026-10-12')).toContainText('Columbus Day');
  await expect(day(page, '2026-10-31')).toContainText('Halloween');
  await shot(page, 'us-october');
});
