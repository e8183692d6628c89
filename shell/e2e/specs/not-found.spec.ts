import { expect, test, type Page } from '@playwright/test';
import { registerWithOrganization } from './helpers';

/**
 * The spec's route table is the whole product: any other path, whether the shell
 * or a remote owns its prefix, shows the shell's 404 page inside the layout. Ids that are well
 * formed but name nothing keep each page's own answer.
 */
const UNKNOWN_PATHS = [
  '/nothing-here',
  '/anthropic-test/extra',
  '/auth/create-organization/extra',
  '/modules/1/x',
  '/modules/abc',
  '/modules/new/extra',
  '/campaigns/abc',
  '/campaigns/1/x',
  '/campaigns/edit',
  '/campaigns/edit/abc',
  '/campaigns/edit/1/x',
  '/campaigns/new/extra',
  '/brand-guidelines',
  '/brand-guidelines/anything',
  '/brand-guidelines/generate/extra',
  '/brand-settings/extra',
  '/email-strategy/extra',
  '/email-strategy/generate/extra',
  '/email-concepts/extra',
  '/email-concepts/edit',
  '/email-concepts/edit/1/x',
  '/content-calendar/extra',
];

/** Soft checks: one run names every path that does not show the 404 page. */
async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await expect.soft(page.getByRole('heading', { level: 1, name: '404 Page Not Found' }), path).toBeVisible({ timeout: 5000 });
  await expect.soft(page.getByText('Did you forget to add the page to the router?'), path).toBeVisible({ timeout: 1000 });
  // inside the signed-in layout, at the address asked for (no redirect)
  await expect.soft(page.getByRole('navigation').getByRole('link', { name: 'Modules' }), path).toBeVisible({ timeout: 1000 });
  expect.soft(new URL(page.url()).pathname, path).toBe(path);
}

test('every path outside the route table shows the 404 page', async ({ page }) => {
  test.setTimeout(240_000);
  await registerWithOrganization(page);
  for (const path of UNKNOWN_PATHS) await expectNotFound(page, path);
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/not-found.png` });
});

test('well-formed ids that name nothing keep their pages’ own answers', async ({ page }) => {
  test.setTimeout(60_000);
  await registerWithOrganization(page);
  const answers: [string, string][] = [
    ['/modules/999999', 'Module not found'],
    ['/campaigns/999999', 'Campaign not found'],
    ['/campaigns/edit/999999', 'Campaign not found'],
    ['/email-concepts/edit/999999', 'Failed to load email concept. It may have been deleted or you may not have permission to view it.'],
    // "The id must be numeric for the concept to load" (the spec's edit concept page): the load
    // failure, not the 404 page
    ['/email-concepts/edit/abc', 'Failed to load email concept. It may have been deleted or you may not have permission to view it.'],
  ];
  for (const [path, text] of answers) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true }), path).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  }
  // the route table's own pages are still there
  await page.goto('/brand-guidelines/generate');
  await expect(page.getByRole('heading', { level: 1, name: 'Generate Brand Guidelines' })).toBeVisible();
  await page.goto('/campaigns/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Campaign' })).toBeVisible();
  await page.goto('/modules/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Module' })).toBeVisible();
});
