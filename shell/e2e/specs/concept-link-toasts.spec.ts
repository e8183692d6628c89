import { expect, test, type Page } from '@playwright/test';
import { registerWithOrganization } from './helpers';

/** Where screenshots go (for a person to look at); unset: none are taken. */
const SHOTS = process.env.E2E_SCREENSHOTS;
const WRITE = { 'X-Requested-With': 'XMLHttpRequest' };

/** Has the demo model write a month of concepts; answers the first. */
async function seedConcept(page: Page): Promise<{ id: number; title: string }> {
  // Not claude: the browser tests' second API process, whose Anthropic is always overloaded, shares the job queue.
  const generated = await page.request.post('/api/email-concepts/generate', { headers: WRITE, data: { modelType: 'openai' }, timeout: 90_000 });
  expect(generated.ok(), await generated.text()).toBe(true);
  const list = (await (await page.request.get('/api/email-concepts')).json()) as { id: number; title: string }[];
  expect(list.length).toBeGreaterThan(0);
  return list[0];
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

async function createFromConcept(page: Page, conceptId: number) {
  await page.goto(`/campaigns/new?conceptId=${conceptId}`);
  await expect(notifications(page).getByText('Email Concept Loaded')).toBeVisible();
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await page.waitForURL(/\/campaigns$/);
  // away from the toast: a pointer over it holds its timer
  await page.mouse.move(0, 0);
}

test('a campaign created from a concept says so, then that the concept is linked', async ({ page }) => {
  test.setTimeout(120_000);
  await registerWithOrganization(page);
  const concept = await seedConcept(page);
  await createFromConcept(page, concept.id);

  await expect(notifications(page).getByRole('status')).toContainText('Campaign created successfully');
  // it follows when the first toast closes by itself
  await expect(notifications(page).getByRole('status')).toContainText('Concept Linked', { timeout: 10_000 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/concept-linked.png` });
  const linked = (await (await page.request.get(`/api/email-concepts/${concept.id}`)).json()) as { campaignId: number | null };
  expect(linked.campaignId).not.toBeNull();
});

test('a failed link: the failure stays on screen, the campaign is kept, and the success follows the failure', async ({ page }) => {
  test.setTimeout(120_000);
  await registerWithOrganization(page);
  const concept = await seedConcept(page);
  await page.route('**/api/email-concepts/*/link-to-campaign/*', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ statusCode: 404, message: 'Campaign not found', error: 'Not Found' }) }),
  );
  await createFromConcept(page, concept.id);

  const failure = notifications(page).getByRole('alert');
  await expect(failure).toContainText('Failed to link concept to campaign');
  await expect(failure).toContainText('Campaign not found');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/concept-link-failed.png` });
  await expect(notifications(page).getByText('Campaign created successfully')).toHaveCount(0);
  // the campaign was created, the concept is not linked
  await expect(page.getByRole('row').filter({ hasText: concept.title.slice(0, 40) })).toBeVisible();
  const unlinked = (await (await page.request.get(`/api/email-concepts/${concept.id}`)).json()) as { campaignId: number | null };
  expect(unlinked.campaignId ?? null).toBeNull();

  await failure.getByRole('button', { name: 'Close' }).click();
  await expect(notifications(page).getByRole('status')).toContainText('Campaign created successfully');
  await expect(notifications(page).getByText('Concept Linked')).toHaveCount(0);
});
