import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { uniqueEmail } from './helpers';

const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };

/** Saves the brand settings `data` of the signed-in user's organization through the API. */
export async function saveBrand(page: Page, data: object) {
  const res = await page.request.post('/api/brand-settings', { headers: WRITE, data });
  expect(res.ok(), await res.text()).toBe(true);
}

export interface SeededConcept {
  id: number;
  title: string;
  campaignType: string;
  selected: boolean;
  scheduledDate: string | null;
}

/**
 * Through the API, with the page's session: registers, creates an organization, has the demo model
 * generate a month of concepts and selects `select` of them. Returns the selected ones.
 */
export async function seedCalendar(page: Page, select = 2, scheduledDate?: string): Promise<SeededConcept[]> {
  const api: APIRequestContext = page.request;
  const email = uniqueEmail('planner');
  const password = 'correct-horse-1';
  const registered = await api.post('/api/auth/register', {
    headers: WRITE,
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password, confirmPassword: password, pendingSetup: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const org = await api.post('/api/organizations', { headers: WRITE, data: { name: `Tea ${email.slice(8, 20)}` } });
  expect(org.status(), await org.text()).toBe(201);
  // No provider has a key on the test server, so the demo model writes the month. (Not claude: the
  // browser tests' second API process, whose Anthropic is always overloaded, shares the job queue.)
  const generated = await api.post('/api/email-concepts/generate', { headers: WRITE, data: { modelType: 'openai' }, timeout: 90_000 });
  expect(generated.ok(), await generated.text()).toBe(true);
  const list = (await (await api.get('/api/email-concepts')).json()) as SeededConcept[];
  expect(list.length).toBeGreaterThanOrEqual(select);
  const chosen = list.slice(0, select);
  for (const concept of chosen) {
    const data = scheduledDate ? { selected: true, scheduledDate } : { selected: true };
    const res = await api.patch(`/api/email-concepts/${concept.id}`, { headers: WRITE, data });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return chosen.map((c) => ({ ...c, selected: true, scheduledDate: scheduledDate ?? c.scheduledDate }));
}

/** Today's calendar date in `timeZone`, as [year, month (1-12), day]. */
function todayIn(timeZone: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return [get('year'), get('month'), get('day')];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day (kept as UTC midnight so that arithmetic never meets a time zone). */
export class Day {
  constructor(readonly utc: Date) {}
  static today(timeZone: string) {
    const [y, m, d] = todayIn(timeZone);
    return new Day(new Date(Date.UTC(y, m - 1, d)));
  }
  plus(days: number) {
    return new Day(new Date(this.utc.getTime() + days * 86_400_000));
  }
  /** Sunday of this day's week. */
  weekStart() {
    return this.plus(-this.utc.getUTCDay());
  }
  get iso() {
    return this.utc.toISOString().slice(0, 10);
  }
  get year() {
    return this.utc.getUTCFullYear();
  }
  get month() {
    return this.utc.getUTCMonth();
  }
  get day() {
    return this.utc.getUTCDate();
  }
  /** `MMM d` */
  get short() {
    return `${MONTHS[this.month]} ${this.day}`;
  }
  /** `MMM d, yyyy`, the product's date format. */
  get display() {
    return `${this.short}, ${this.year}`;
  }
}

/** The heading of the week starting on `start`, as the calendar writes it. */
export function weekHeading(start: Day): string {
  const end = start.plus(6);
  return start.year === end.year ? `${start.short} – ${end.display}` : `${start.display} – ${end.display}`;
}

export const week = (page: Page, heading: string) => page.getByRole('region', { name: `Week of ${heading}` });
export const unscheduled = (page: Page) => page.getByRole('region', { name: 'Unscheduled Content' });
export const card = (scope: Page | Locator, title: string) => scope.getByRole('group', { name: title, exact: true });

/** Drags with the mouse in small steps, as a person does (dnd-kit needs moves past its threshold). */
export async function mouseDrag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 12);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 20, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height / 2, 60), { steps: 20 });
  await page.mouse.up();
}

/** Picks the card up with Space on its handle, moves it `steps` targets on with ArrowRight, drops with Space. */
export async function keyboardDrag(page: Page, title: string, steps: number) {
  await page.getByRole('button', { name: `Move ${title}` }).focus();
  await page.keyboard.press('Space');
  for (let i = 0; i < steps; i++) {
    await page.waitForTimeout(50);
    await page.keyboard.press('ArrowRight');
  }
  await page.waitForTimeout(50);
  await page.keyboard.press('Space');
}

/** Chooses `day` in the open date picker, moving to its month first. */
export async function pickDay(dialog: Locator, from: Day, day: Day) {
  const months = (day.year - from.year) * 12 + (day.month - from.month);
  for (let i = 0; i < Math.abs(months); i++) {
    await dialog.getByRole('button', { name: months > 0 ? 'Next month' : 'Previous month' }).click();
  }
  const label = new RegExp(`^${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][day.month]} ${day.year}$`);
  await expect(dialog.getByText(label)).toBeVisible();
  await dialog.getByRole('gridcell', { name: String(day.day), exact: true }).click();
}
