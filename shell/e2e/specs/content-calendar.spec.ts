import { expect, test, type Page } from '@playwright/test';
import {
  card,
  Day,
  keyboardDrag,
  mouseDrag,
  pickDay,
  seedCalendar,
  unscheduled,
  week,
  weekHeading,
} from './calendar-helpers';

// A zone far from the server's UTC: weeks and dates are the user's own.
const TIME_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: TIME_ZONE, viewport: { width: 1600, height: 1200 } });
// Each test first has the demo model write a month of concepts.
test.describe.configure({ timeout: 120_000 });

/** The third week shown, and the date a drop on it gives (its Sunday + 3 days). */
function thirdWeek() {
  const start = Day.today(TIME_ZONE).weekStart().plus(14);
  return { heading: weekHeading(start), drop: start.plus(3) };
}

function countPatches(page: Page) {
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/api/email-concepts/')) patches.push(r.postData() ?? '');
  });
  return patches;
}

test('plan a concept: drag it onto the third week with the mouse, reload, change its date in the picker', async ({ page }) => {
  const [concept, other] = await seedCalendar(page, 2);
  const patches = countPatches(page);
  await page.goto('/content-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Content Calendar' })).toBeVisible();
  await expect(page.getByText('Drag and drop concepts to schedule them on the weekly timeline.')).toBeVisible();
  await expect(card(unscheduled(page), concept!.title)).toBeVisible();
  await expect(card(unscheduled(page), other!.title)).toBeVisible();

  const { heading, drop } = thirdWeek();
  await expect(week(page, heading).getByText('Drag content here')).toBeVisible();
  await mouseDrag(page, card(unscheduled(page), concept!.title), week(page, heading));

  const planned = card(week(page, heading), concept!.title);
  await expect(planned).toBeVisible();
  await expect(planned.getByRole('button', { name: drop.display })).toBeVisible();
  expect(patches).toEqual([JSON.stringify({ scheduledDate: drop.iso })]);
  await page.screenshot({ path: 'test-results/e2e/content-calendar.png', fullPage: true });

  await page.reload();
  await expect(card(week(page, heading), concept!.title).getByRole('button', { name: drop.display })).toBeVisible();

  // The picker: Cancel leaves the date alone, Confirm sets the chosen day.
  const next = drop.plus(1);
  await card(week(page, heading), concept!.title).getByRole('button', { name: drop.display }).click();
  let dialog = page.getByRole('dialog', { name: `Schedule “${concept!.title}”` });
  await pickDay(dialog, drop, next);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(week(page, heading), concept!.title).getByRole('button', { name: drop.display })).toBeVisible();
  expect(patches).toHaveLength(1);

  await card(week(page, heading), concept!.title).getByRole('button', { name: drop.display }).click();
  dialog = page.getByRole('dialog', { name: `Schedule “${concept!.title}”` });
  await pickDay(dialog, drop, next);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(card(week(page, heading), concept!.title).getByRole('button', { name: next.display })).toBeVisible();
  expect(patches[1]).toBe(JSON.stringify({ scheduledDate: next.iso }));
  await page.reload();
  await expect(card(week(page, heading), concept!.title).getByRole('button', { name: next.display })).toBeVisible();

});

test('a scheduled concept: Create Campaign opens its form; remove takes it off the calendar', async ({ page }) => {
  const { heading, drop } = thirdWeek();
  const [concept] = await seedCalendar(page, 1, drop.iso);
  const patches = countPatches(page);
  await page.goto('/content-calendar');
  const planned = card(week(page, heading), concept!.title);
  await expect(planned.getByRole('button', { name: drop.display })).toBeVisible();
  await expect(unscheduled(page).getByText('All content has been scheduled!')).toBeVisible();

  await planned.getByRole('link', { name: 'Create Campaign' }).click();
  await page.waitForURL((url) => url.pathname === '/campaigns/new' && url.searchParams.get('conceptId') === String(concept!.id));

  await page.goBack();
  await card(week(page, heading), concept!.title).getByRole('button', { name: 'Remove from schedule' }).click();
  await expect(card(unscheduled(page), concept!.title)).toBeVisible();
  await expect(week(page, heading).getByText('Drag content here')).toBeVisible();
  expect(patches).toEqual([JSON.stringify({ scheduledDate: null })]);
  await page.reload();
  await expect(card(unscheduled(page), concept!.title)).toBeVisible();
  await expect(card(unscheduled(page), concept!.title).getByRole('link')).toHaveCount(0);
});

test('plan a concept with the keyboard alone', async ({ page }) => {
  const [concept] = await seedCalendar(page, 1);
  await page.goto('/content-calendar');
  await expect(card(unscheduled(page), concept!.title)).toBeVisible();
  const { heading, drop } = thirdWeek();

  // Unscheduled Content → week 1 → week 2 → week 3
  await keyboardDrag(page, concept!.title, 3);
  await expect(card(week(page, heading), concept!.title).getByRole('button', { name: drop.display })).toBeVisible();
  await expect(unscheduled(page).getByText('All content has been scheduled!')).toBeVisible();
  // what a screen reader heard
  await expect(page.getByText(`was dropped on the week of ${heading} and scheduled for ${drop.display}`)).toBeAttached();

  await page.reload();
  await expect(card(week(page, heading), concept!.title).getByRole('button', { name: drop.display })).toBeVisible();
});

test('when the update fails, the card returns and the toast says so', async ({ page }) => {
  const [concept] = await seedCalendar(page, 1);
  await page.route('**/api/email-concepts/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ statusCode: 500, message: 'Internal server error' }) })
      : route.fallback(),
  );
  await page.goto('/content-calendar');
  const { heading } = thirdWeek();
  await mouseDrag(page, card(unscheduled(page), concept!.title), week(page, heading));

  await expect(page.getByText('Update failed')).toBeVisible();
  await expect(page.getByText('There was a problem updating your calendar.')).toBeVisible();
  await expect(card(unscheduled(page), concept!.title)).toBeVisible();
  await expect(week(page, heading).getByText('Drag content here')).toBeVisible();
});

test('without selected concepts: Getting Started with the recommended composition', async ({ page }) => {
  await seedCalendar(page, 0);
  await page.goto('/content-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting Started' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Product Spotlight 2 0 Needs 2 more/ })).toBeVisible();
  await page.getByRole('link', { name: 'Select Email Concepts' }).click();
  await page.waitForURL('**/email-concepts');
});
