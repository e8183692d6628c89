import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { card, Day, keyboardDrag, week, weekHeading } from '../specs/calendar-helpers';
import { login, logout, registerWithOrganization } from '../specs/helpers';
import { answerFirstSteps, answerQuestions, stepHeading } from '../specs/strategy-helpers';
import { npmStart, type RunningProduct } from './npm-start';

/**
 * A new user's first days on `npm start`: register, the strategy wizard, concepts, the calendar and
 * a campaign; then time passes (longer than the database pool's idle timeout), they sign out and
 * in again; then the product restarts, and their data and their session are still there.
 */
const PORT = Number(process.env.FIRST_RUN_PORT ?? 3330);
const POOL_IDLE_MS = 1000;
const TIME_ZONE = 'Europe/London';
test.use({ timezoneId: TIME_ZONE, viewport: { width: 1600, height: 1200 } });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mailplan-first-run-'));
let product: RunningProduct | undefined;
const start = () => npmStart(PORT, dataDir, { DATABASE_POOL_IDLE_MS: String(POOL_IDLE_MS) });

test.afterAll(async () => {
  await product?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Where screenshots of each screen go (for a person to look at); unset: none are taken. */
const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/first-run-${name}.png`, fullPage: true });
}

/** Longer than every idle timeout of the running product: the next request opens new connections. */
const idle = (page: Page) => page.waitForTimeout(POOL_IDLE_MS * 4);

async function signOutAndIn(page: Page, email: string, password: string) {
  await idle(page);
  await logout(page);
  await idle(page);
  await login(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

test('register, plan and build a campaign; idle, sign out and in; restart: data and session survive', async ({ page }) => {
  product = await start();
  const { email, password } = await registerWithOrganization(page);

  // The strategy wizard, on the demo model.
  await expect(stepHeading(page, 'Brand Information')).toBeVisible({ timeout: 30_000 });
  await answerFirstSteps(page);
  await answerQuestions(page);
  await page.getByRole('button', { name: 'Generate Strategy' }).click();
  await page.waitForURL('**/email-strategy', { timeout: 90_000 });
  await expect(page.getByTestId('strategy-markdown')).toContainText('Classic Oolong');
  await shot(page, '01-strategy');

  // Concepts for a category; select one.
  await page.goto('/email-concepts');
  const spotlight = page.getByRole('region', { name: 'Product Spotlight', exact: true });
  await spotlight.getByRole('button', { name: 'Generate for this category' }).click();
  await page.getByRole('region', { name: 'Monthly Business Context' }).getByRole('button', { name: 'Generate Concepts' }).click();
  await expect(page.getByText('Concepts Generated')).toBeVisible({ timeout: 90_000 });
  const toggle = spotlight.getByRole('button', { name: /^(Show|Hide) .* concepts$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const first = spotlight.getByTestId('concept-row').first();
  const title = (await first.locator('h3').textContent())!.trim();
  await first.getByRole('switch', { name: `Select ${title}` }).click();
  await expect(page.getByTestId('selected-count')).toHaveText(/^1 of \d+ concepts selected$/);
  await first.getByRole('button', { name: /^Show details of / }).click();
  await shot(page, '02-concepts');

  // The calendar: onto the third week with the keyboard.
  await page.goto('/content-calendar');
  const start3 = Day.today(TIME_ZONE).weekStart().plus(14);
  const heading = weekHeading(start3);
  await keyboardDrag(page, title, 3);
  const planned = card(week(page, heading), title);
  await expect(planned.getByRole('button', { name: start3.plus(3).display })).toBeVisible();
  await shot(page, '03-calendar');

  // A campaign from the planned concept.
  await planned.getByRole('link', { name: 'Create Campaign' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Campaign' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Suggested Modules' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Accept Modules' }).click();
  await shot(page, '04-campaign-form');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await expect(page.getByText('Campaign created successfully', { exact: true }).first()).toBeVisible();
  await page.waitForURL(/\/campaigns$/);
  const campaignRow = page.getByRole('row').filter({ hasText: title.slice(0, 100).trim() });
  await expect(campaignRow).toBeVisible();

  // Time passes; the marketer signs out and back in, twice (the second sign-in meets the
  // connection that replaced the first one's).
  await signOutAndIn(page, email, password);
  await signOutAndIn(page, email, password);
  await page.goto('/campaigns');
  await expect(campaignRow).toBeVisible();

  // The product restarts: the same session goes on, with every piece of work.
  await product.stop();
  product = await start();
  await page.goto('/content-calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Email Content Calendar' })).toBeVisible();
  await expect(card(week(page, heading), title)).toBeVisible();
  await page.goto('/campaigns');
  await expect(campaignRow).toBeVisible();

  // And after the restart, the same.
  await signOutAndIn(page, email, password);
  await signOutAndIn(page, email, password);
  await page.goto('/email-strategy');
  await expect(page.getByTestId('strategy-markdown')).toContainText('Classic Oolong');
});
