import { expect, test, type Locator, type Page } from '@playwright/test';
import { card, Day, mouseDrag, saveBrand, seedCalendar, unscheduled, week, weekHeading } from './calendar-helpers';

// Holidays, retail moments, conflicts, cadence, placeholders and the month view of the content calendar.
const TIME_ZONE = 'America/Los_Angeles';
test.use({ timezoneId: TIME_ZONE, locale: 'en-US', viewport: { width: 1600, height: 1300 } });
// Each test first has the demo model write a month of concepts.
test.describe.configure({ timeout: 150_000 });


const day = (page: Page, iso: string) => page.locator(`[data-testid="calendar-day"][data-date="${iso}"]`);
const cadenceOf = (block: Locator) => block.getByTestId('cadence-badge');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/e2e/calendar-${name}.png`, fullPage: true });

test('holidays of the two countries the brand sells in, in the weekly and the month view, with "+N more"', async ({ page }) => {
  // A fixed day in the browser: the weeks from Dec 20, 2026 hold Christmas, Boxing Day and Martin Luther King Jr. Day.
  await page.clock.setFixedTime(new Date('2026-12-20T12:00:00-08:00'));
  await seedCalendar(page, 1);
  await saveBrand(page, { countries: ['US', 'GB'], emailStrategy: { seasonalPeriods: 'Boxing week: December 26\nLunar New Year' } });
  await page.goto('/content-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Content Calendar' })).toBeVisible();

  const first = week(page, 'Dec 20 – Dec 26, 2026');
  await expect(first.getByText('Fri Dec 25 · Christmas Day (US, GB)')).toBeVisible();
  await expect(first.getByText('Sat Dec 26 · Boxing Day (GB)')).toBeVisible();
  await expect(first.getByText(/End-of-year holidays: Dec 15 – Dec 31/)).toBeVisible();
  // four moments on the week: the third and fourth behind "+2 more", read on focus
  const more = first.getByRole('button', { name: /^2 more:/ });
  await expect(more).toHaveText('+2 more');
  // a key first, as a keyboard user: the browser then shows focus (and MUI the tooltip) on a focused element
  await page.keyboard.press('Shift');
  await more.focus();
  await expect(page.getByRole('tooltip')).toContainText('Boxing week');
  await expect(week(page, 'Jan 17 – Jan 23, 2027').getByText('Mon Jan 18 · Martin Luther King Jr. Day (US)')).toBeVisible();
  await expect(week(page, 'Dec 27, 2026 – Jan 2, 2027').getByText("Fri Jan 1 · New Year's Day (US, GB)")).toBeVisible();
  await expect(page.getByTestId('calendar-notes')).toContainText('Lunar New Year');
  await shot(page, 'holidays-weeks');

  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible();
  await expect(day(page, '2026-12-25')).toContainText('Christmas Day (US, GB)');
  // Boxing Day (GB), Boxing Day sales and the strategy's Boxing week: one shown, then "+2 more" on hover
  const boxing = day(page, '2026-12-26');
  await expect(boxing).toContainText('Boxing Day (GB)');
  await boxing.getByRole('button', { name: /^2 more:/ }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Boxing Day sales');
  await expect(page.getByRole('tooltip')).toContainText('Boxing week');
  await shot(page, 'holidays-month');
  await page.getByRole('button', { name: 'Next Month' }).click();
  await expect(page.getByRole('heading', { name: 'January 2027' })).toBeVisible();
  await expect(day(page, '2027-01-18')).toContainText('Martin Luther King Jr. Day (US)');
  await expect(day(page, '2027-01-01')).toContainText("New Year's Day (US, GB)");
  await expect(page).toHaveURL(/view=month/);
});

/** The third and fourth weeks shown today, and the dates a drop gives (Sunday + 3). */
function weeksAhead() {
  const start = Day.today(TIME_ZONE).weekStart().plus(14);
  return { third: weekHeading(start), fourth: weekHeading(start.plus(7)), drop: start.plus(3) };
}

test('a conflict created by dragging two concepts onto one day, cleared by moving one away', async ({ page }) => {
  const [a, b] = await seedCalendar(page, 2);
  await page.goto('/content-calendar');
  const { third, fourth } = weeksAhead();
  await mouseDrag(page, card(unscheduled(page), a!.title), week(page, third));
  await expect(card(week(page, third), a!.title)).toBeVisible();
  await expect(card(week(page, third), a!.title).getByTestId('clash-badge')).toHaveCount(0);

  await mouseDrag(page, card(unscheduled(page), b!.title), week(page, third));
  await expect(card(week(page, third), a!.title).getByTestId('clash-badge')).toContainText(`Same day as “${b!.title}”`);
  await expect(card(week(page, third), b!.title).getByTestId('clash-badge')).toContainText(`Same day as “${a!.title}”`);
  await shot(page, 'conflict');

  await mouseDrag(page, card(week(page, third), b!.title), week(page, fourth));
  await expect(card(week(page, fourth), b!.title)).toBeVisible();
  await expect(page.getByTestId('clash-badge')).toHaveCount(0);
});

test("the cadence badge follows the strategy's send frequency as cards move", async ({ page }) => {
  const [a, b] = await seedCalendar(page, 2);
  await saveBrand(page, { emailStrategy: { sendFrequency: 'Weekly' } });
  await page.goto('/content-calendar');
  const { third, fourth } = weeksAhead();
  await expect(cadenceOf(week(page, third))).toHaveText('0 of 1 · under');
  await expect(cadenceOf(week(page, third))).toHaveAttribute('data-status', 'under');

  await mouseDrag(page, card(unscheduled(page), a!.title), week(page, third));
  await expect(cadenceOf(week(page, third))).toHaveText('1 of 1 · on target');
  await mouseDrag(page, card(unscheduled(page), b!.title), week(page, third));
  await expect(cadenceOf(week(page, third))).toHaveText('2 of 1 · over');
  await expect(cadenceOf(week(page, third))).toHaveAttribute('data-status', 'over');

  await mouseDrag(page, card(week(page, third), b!.title), week(page, fourth));
  await expect(cadenceOf(week(page, third))).toHaveText('1 of 1 · on target');
  await expect(cadenceOf(week(page, fourth))).toHaveText('1 of 1 · on target');

  // the month view: each week's row ends with the same count
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  const cadenceColumn = page.getByTestId('month-week-cadence');
  await expect(cadenceColumn.first()).toBeVisible();
  for (const cell of await cadenceColumn.all()) await expect(cell).toHaveText(/^\d+ of 1 · /);
  // the weeks the cards went to may be next month's
  const onTarget = cadenceColumn.filter({ hasText: '1 of 1 · on target' });
  if ((await onTarget.count()) === 0) await page.getByRole('button', { name: 'Next Month' }).click();
  await expect(onTarget.first()).toBeVisible();
  await shot(page, 'month-cadence');
});

test('a placeholder is filled by "Generate a concept for this slot"', async ({ page }) => {
  test.setTimeout(180_000);
  await seedCalendar(page, 1);
  await page.goto('/content-calendar');
  const { third, drop } = weeksAhead();

  await page.getByRole('button', { name: 'Add placeholder', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a placeholder' });
  await dialog.getByLabel('Date').fill(drop.iso);
  await dialog.getByLabel('Note').fill('Holiday gift guide teaser');
  await dialog.getByRole('button', { name: 'Add placeholder' }).click();
  await expect(dialog).toBeHidden();

  const slot = week(page, third).getByTestId('placeholder-card');
  await expect(slot).toContainText('Holiday gift guide teaser');
  await expect(slot).toContainText('Promotion');
  await expect(cadenceOf(week(page, third))).toHaveCount(0);
  await shot(page, 'placeholder');

  const before = await week(page, third).getByTestId('concept-card').count();
  await slot.getByRole('button', { name: 'Generate a concept for this slot' }).click();
  const confirm = page.getByRole('dialog', { name: 'Generate a concept for this slot' });
  await confirm.getByLabel('AI provider').click();
  await page.getByRole('option', { name: /OpenAI/ }).click();
  await confirm.getByRole('button', { name: 'Generate' }).click();

  await expect(week(page, third).getByTestId('placeholder-card')).toHaveCount(0, { timeout: 90_000 });
  const cards = week(page, third).getByTestId('concept-card');
  await expect(cards).toHaveCount(before + 1);
  await expect(cards.last().getByRole('button', { name: drop.display })).toBeVisible();
  await expect(cards.last()).toContainText('Promotion');
  await page.reload();
  await expect(week(page, third).getByTestId('concept-card')).toHaveCount(before + 1);
  await expect(week(page, third).getByTestId('placeholder-card')).toHaveCount(0);
});

test('keyboard drag and drop in the month view: a drop on a day schedules that day', async ({ page }) => {
  const [concept] = await seedCalendar(page, 1);
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes('/api/email-concepts/')) patches.push(r.postData() ?? '');
  });
  await page.goto('/content-calendar?view=month');
  // the month view keeps Unscheduled Content folded until it is asked for
  await page.getByRole('button', { name: /^Show Unscheduled Content/ }).click();
  const today = Day.today(TIME_ZONE);
  const gridStart = new Day(new Date(Date.UTC(today.year, today.month, 1))).weekStart();

  // from Unscheduled Content: Right to the grid's first day, Down two weeks, Right three days
  await page.getByRole('button', { name: `Move ${concept!.title}` }).focus();
  await page.keyboard.press('Space');
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowRight', 'ArrowRight', 'ArrowRight']) {
    await page.waitForTimeout(60);
    await page.keyboard.press(key);
  }
  await page.waitForTimeout(60);
  await page.keyboard.press('Space');
  const target = gridStart.plus(17);
  await expect(card(day(page, target.iso), concept!.title)).toBeVisible();
  expect(patches).toEqual([JSON.stringify({ scheduledDate: target.iso })]);

  // one day earlier, from where it is
  await page.getByRole('button', { name: `Move ${concept!.title}` }).focus();
  await page.keyboard.press('Space');
  await page.waitForTimeout(60);
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(60);
  await page.keyboard.press('Space');
  await expect(card(day(page, target.plus(-1).iso), concept!.title)).toBeVisible();
  expect(patches.at(-1)).toBe(JSON.stringify({ scheduledDate: target.plus(-1).iso }));
  await shot(page, 'month-keyboard');
  await page.reload();
  await expect(card(day(page, target.plus(-1).iso), concept!.title)).toBeVisible();
});
