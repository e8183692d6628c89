import { expect, test, type Page } from '@playwright/test';
import { seedCalendar } from './calendar-helpers';

/**
 * The month view of a busy December (several cards a day, three emails on Christmas Eve that
 * clash, Christmas Day and Boxing Day in two countries) fits the window at the widths marketers
 * use most: no sideways scroll, words whole, type dots named, titles of two lines at most.
 * A screenshot of each width is attached to the test's output.
 */
const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };
test.use({ timezoneId: 'UTC', locale: 'en-US' });
test.describe.configure({ timeout: 150_000 });

const day = (page: Page, iso: string) => page.locator(`[data-testid="calendar-day"][data-date="${iso}"]`);

/** Where each of the seeded concepts goes: three on the 24th (a same-day conflict), then two a day. */
const DATES = ['2026-12-24', '2026-12-24', '2026-12-24', '2026-12-25', '2026-12-25', '2026-12-26', '2026-12-26', '2026-12-31'];

test('a busy month fits at 1280 and 1400 px wide, its words whole and its types named', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-12-20T12:00:00Z'));
  const concepts = await seedCalendar(page, DATES.length);
  for (const [i, concept] of concepts.entries()) {
    const res = await page.request.patch(`/api/email-concepts/${concept.id}`, { headers: WRITE, data: { scheduledDate: DATES[i] } });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const brand = await page.request.post('/api/brand-settings', { headers: WRITE, data: { countries: ['US', 'GB'] } });
  expect(brand.ok(), await brand.text()).toBe(true);

  for (const width of [1280, 1400]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/content-calendar?view=month');
    await expect(page.getByRole('heading', { name: 'December 2026' })).toBeVisible({ timeout: 20_000 });
    await expect(day(page, '2026-12-24').getByTestId('concept-card')).toHaveCount(3);
    await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0, { timeout: 15_000 });

    // the month has the board's whole width: Unscheduled Content waits behind its toggle
    await expect(page.getByRole('region', { name: 'Unscheduled Content' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Show Unscheduled Content/ })).toHaveAttribute('aria-expanded', 'false');

    // each card's type is a dot named for screen readers and on hover
    const first = day(page, '2026-12-24').getByTestId('concept-card').first();
    const dot = first.getByRole('img');
    await expect(dot).toHaveAttribute('aria-label', /^(Product Spotlight|Education|Community|Promotion|News|Event|Thought Leadership|Other)$/);
    await expect(dot).toHaveAttribute('title', (await dot.getAttribute('aria-label'))!);
    await expect(first.getByTestId('clash-badge')).toContainText('Conflict');

    // kept as a file in the test's output and attached to its report
    const path = test.info().outputPath(`month-view-${width}px.png`);
    await page.screenshot({ path, fullPage: true });
    await test.info().attach(`month view at ${width}px`, { path, contentType: 'image/png' });

    const layout = await page.evaluate(() => {
      const root = document.scrollingElement!;
      // how many lines a word of the holiday's name takes: one, unless it was broken inside
      const linesOf = (el: Element, word: string) => {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.includes(word))!;
        const range = document.createRange();
        const at = text.textContent!.indexOf(word);
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      };
      const christmas = [...document.querySelectorAll('[data-date="2026-12-25"] [data-testid="calendar-event"]')].find((el) =>
        el.textContent!.startsWith('Christmas Day'),
      )!;
      const titles = [...document.querySelectorAll('[data-testid="concept-card"] h4')].map((h) => ({
        lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)),
        title: h.getAttribute('title'),
        text: h.textContent,
      }));
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, christmasLines: linesOf(christmas, 'Christmas'), titles };
    });
    expect(layout.scrollWidth, `the page is ${layout.scrollWidth} px wide in a ${layout.clientWidth} px window`).toBeLessThanOrEqual(layout.clientWidth);
    expect(layout.christmasLines, '"Christmas" is broken across lines').toBe(1);
    expect(layout.titles.length).toBe(DATES.length);
    for (const t of layout.titles) {
      expect(t.lines, `"${t.text}" takes more than two lines`).toBeLessThanOrEqual(2);
      expect(t.title).toBe(t.text);
    }
  }
});
