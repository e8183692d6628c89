// What a viewer and an editor see of the campaign remote: the permission table (PERMISSIONS of
// @mailplan/shared) read through useCan. A viewer reads modules and campaigns but is offered no
// way to create or edit them; an editor sees the screens as an admin does.
import { screen, within } from '@testing-library/react';
import { createAppStore } from '@mailplan/api';
import { setCurrentUser } from '@mailplan/api/endpoints/auth';
import { mockApi, renderWithProviders, userFixture } from '@mailplan/testing';
import type { Role } from '@mailplan/shared';
import CampaignsArea from './campaigns/CampaignsArea';
import { campaignFixture, campaignSummaryFixture, exportFixture, moduleSummaries } from './campaigns/campaigns.fixtures';
import ModulesArea from './modules/ModulesArea';

jest.setTimeout(20_000);

/** A store whose current user has `role`, once it holds it (as the shell's, whose session check comes first). */
async function storeAs(role: Role) {
  const store = createAppStore();
  await store.dispatch(setCurrentUser(userFixture({ role })));
  return store;
}

function answerLists() {
  mockApi({
    'GET /api/campaigns': { status: 200, body: [campaignSummaryFixture()] },
    'GET /api/campaigns/7': { status: 200, body: campaignFixture() },
    'GET /api/campaigns/7/export': { status: 200, body: exportFixture() },
    'GET /api/modules': { status: 200, body: moduleSummaries() },
    'GET /api/brand-settings': { status: 200, body: [] },
  });
}

describe.each([
  ['viewer', false],
  ['editor', true],
] as const)('as %s', (role, writes) => {
  it(`${writes ? 'offers' : 'hides'} New Campaign and the rows' Edit on the campaign list`, async () => {
    answerLists();
    renderWithProviders(<CampaignsArea />, { route: '/campaigns', path: '/campaigns/*', store: await storeAs(role) });
    const table = await screen.findByRole('table', { name: 'Email Campaigns' });
    expect(within(table).getByRole('link', { name: 'View Spring launch' })).toBeInTheDocument();
    expect(!!within(table).queryByRole('link', { name: 'Edit Spring launch' })).toBe(writes);
    expect(!!screen.queryByRole('link', { name: 'New Campaign' })).toBe(writes);
  });

  it(`${writes ? 'offers' : 'hides'} Edit Campaign on the campaign page`, async () => {
    answerLists();
    renderWithProviders(<CampaignsArea />, { route: '/campaigns/7', path: '/campaigns/*', store: await storeAs(role) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring launch' })).toBeInTheDocument();
    expect(!!screen.queryByRole('link', { name: 'Edit Campaign' })).toBe(writes);
  });

  it(`${writes ? 'opens the campaign form' : 'says instead of the campaign form that the role only reads, with the way to the campaign'}`, async () => {
    answerLists();
    const view = renderWithProviders(<CampaignsArea />, { route: '/campaigns/edit/7', path: '/campaigns/*', store: await storeAs(role) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Campaign' })).toBeInTheDocument();
    if (writes) {
      expect(await screen.findByRole('button', { name: 'Update Campaign' })).toBeInTheDocument();
    } else {
      expect(screen.getByText('You can view campaigns. Only an editor, a manager or an admin can create or change them.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View Campaign' })).toHaveAttribute('href', '/campaigns/7');
      expect(screen.queryByRole('button', { name: /Generate|Suggest|Update Campaign/ })).not.toBeInTheDocument();
    }
    view.unmount();
    renderWithProviders(<CampaignsArea />, { route: '/campaigns/new', path: '/campaigns/*', store: await storeAs(role) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Campaign' })).toBeInTheDocument();
    if (writes) expect(await screen.findByRole('button', { name: 'Create Campaign' })).toBeInTheDocument();
    else expect(await screen.findByText('You can view campaigns. Only an editor, a manager or an admin can create or change them.')).toBeInTheDocument();
    expect(!!screen.queryByText('You can view campaigns. Only an editor, a manager or an admin can create or change them.')).toBe(!writes);
  });

  it(`${writes ? 'offers' : 'hides'} New Module, and ${writes ? 'enables' : 'disables'} Create Module`, async () => {
    answerLists();
    const view = renderWithProviders(<ModulesArea />, { route: '/modules', path: '/modules/*', store: await storeAs(role) });
    expect(await screen.findByRole('link', { name: /Hero banner/ })).toBeInTheDocument();
    expect(!!screen.queryByRole('link', { name: 'New Module' })).toBe(writes);
    view.unmount();

    renderWithProviders(<ModulesArea />, { route: '/modules/new', path: '/modules/*', store: await storeAs(role) });
    const create = await screen.findByRole('button', { name: 'Create Module' });
    if (writes) expect(create).toBeEnabled();
    else expect(create).toBeDisabled();
  });
});
