import { expect, test, type Page } from '@playwright/test';
import { seedCalendar } from './calendar-helpers';

// The holidays and retail moments of a brand's country and region on the month view, and the
// region picker of the brand kit.
test.use({ timezoneId: 'Europe/London', locale: 'en-GB', viewport: { width: 1600, height: 1300 } });
test.describe.configure({ timeout: 150_000 });

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
const day = (page: Page, iso: string) => page.locator(`[data-testid="calendar-day"][data-date="${iso}"]`);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/e2e/calendar-regions-${name}.png`, fullPage: true });

async function saveBrand(page: Page, data: object) {
  const res = await page.request.post('/api/brand-settings', { headers: WRITE, data });
  expect(res.ok(), await res.text()).toBe(true);
}

test('a UK brand in August: England by default shows the August bank holiday; Scotland, chosen in the brand kit, moves it', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-08-10T12:00:00+01:00'));
  await seedCalendar(page, 1);
  await saveBrand(page, { countries: ['GB'], emailStrategy: { seasonalPeriods: 'Back to uni: 24-31 Aug' } });
  await page.goto('/content-calendar?view=month');
  await expect(page.getByRole('heading', { name: 'August 2026' })).toBeVisible();
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
  await page.clock.setFixedTime(new Date('2026-10-05T12:00:00-07:00'));
  await seedCalendar(page, 1);
  await saveBrand(page, { countries: ['US'], emailStrategy: { seasonalPeriods: 'Fall sale: 10/20 - 10/27' } });
  await page.goto('/content-calendar?view=month');
  await expect(page.getByRole('heading', { name: 'October 2026' })).toBeVisible();
  await expect(day(page, '2026-10-12')).toContainText('Columbus Day');
  await expect(day(page, '2026-10-31')).toContainText('Halloween');
  await shot(page, 'us-october');
});
