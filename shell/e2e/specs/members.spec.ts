import { expect, test } from '@playwright/test';
import { registerWithOrganization, uniqueEmail } from './helpers';

test('an admin invites by link, the invitee registers into the organization, then gets another role and is removed', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerWithOrganization(page);

  // the footer shows who is signed in, with Members beside Logout; the seven areas stay as they are
  const footer = page.locator('aside');
  await expect(footer.getByText('Ada Lovelace')).toBeVisible();
  await expect(footer.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link')).toHaveCount(7);
  await footer.getByRole('link', { name: 'Members' }).click();
  await page.waitForURL('**/members');
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();

  // invite: no SMTP_URL, so the link is shown to copy
  const invitee = uniqueEmail('grace');
  await page.getByLabel('Email').fill(invitee);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Copy the invitation link' });
  await expect(dialog).toBeVisible();
  await expect(page.getByText('Invitation created')).toBeVisible();
  const link = await dialog.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/invitations\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const invitations = page.getByRole('table', { name: 'Pending invitations' });
  await expect(invitations.getByRole('cell', { name: invitee, exact: true })).toBeVisible();
  await expect(invitations.getByRole('cell', { name: 'Editor', exact: true })).toBeVisible();
  await page.screenshot({ path: `${test.info().outputDir}/members-admin.png`, fullPage: true });

  // the invitee opens the link in another browser: registers with the invited email, no organization step
  const other = await browser.newContext();
  const guest = await other.newPage();
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: /^Join Acme/ })).toBeVisible();
  await expect(guest.getByText(/^Ada Lovelace invited you to join Acme .* as an editor\.$/)).toBeVisible();
  await expect(guest.getByLabel('Email')).toHaveValue(invitee);
  await expect(guest.getByLabel('Email')).toHaveAttribute('readonly', '');
  await guest.screenshot({ path: `${test.info().outputDir}/invitation-register.png`, fullPage: true });
  await guest.getByLabel('First name').fill('Grace');
  await guest.getByLabel('Last name').fill('Hopper');
  await guest.getByLabel('Password', { exact: true }).fill('correct-horse-2');
  await guest.getByLabel('Confirm password').fill('correct-horse-2');
  await guest.getByRole('button', { name: 'Create account and join' }).click();
  await expect(guest.getByText(/^Welcome to Acme/)).toBeVisible();
  await guest.waitForURL((url) => !url.pathname.startsWith('/invitations') && url.pathname !== '/');
  expect(new URL(guest.url()).pathname).not.toBe('/auth/create-organization');
  const guestFooter = guest.locator('aside');
  await expect(guestFooter.getByText('Grace Hopper')).toBeVisible();
  await expect(guestFooter.getByText('Editor', { exact: true })).toBeVisible();
  await guestFooter.getByRole('link', { name: 'Members' }).click();
  await expect(guest.getByText('Only admins can invite people, change roles and remove members.')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  // the admin sees the new member and changes the role; it applies to the member's next request
  await page.reload();
  const people = page.getByRole('table', { name: 'People' });
  await expect(people.getByRole('cell', { name: invitee, exact: true })).toBeVisible();
  await expect(page.getByText('No pending invitations.')).toBeVisible();
  await people.getByRole('combobox', { name: 'Role of Grace Hopper' }).click();
  await page.getByRole('option', { name: /^Viewer/ }).click();
  await expect(page.getByText('Grace Hopper is now a viewer')).toBeVisible();
  await guest.reload();
  await expect(guestFooter.getByText('Viewer', { exact: true })).toBeVisible();

  // the admin removes the member: their session ends at once
  await people.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  await page.getByRole('dialog', { name: 'Remove Grace Hopper?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Member removed')).toBeVisible();
  await expect(people.getByRole('cell', { name: invitee, exact: true })).toHaveCount(0);
  await expect(page.getByText(/Ada Lovelace removed/)).toBeVisible();
  await guest.goto('/modules');
  await guest.waitForURL('**/auth/login');

  // the used link says so
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: 'Invitation unavailable' })).toBeVisible();
  await expect(guest.getByText('This invitation has already been used. Log in to continue.')).toBeVisible();
  await other.close();
});
