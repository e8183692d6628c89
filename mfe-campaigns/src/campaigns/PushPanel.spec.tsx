import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, type PushStateDto, type UserDto } from '@mailplan/api';
import { setCurrentUser } from '@mailplan/api/endpoints/auth';
import { mockApi, renderWithProviders, userFixture } from '@mailplan/testing';
import { PushPanel } from './PushPanel';

jest.setTimeout(20_000);

const T0 = '2026-11-20T09:30:00.000Z';
const KLAVIYO = { service: 'klaviyo' as const, keyLast4: 'x7Qz', dataCenter: null, accountName: null, needsReconnect: false, lastTestedAt: T0, createdAt: T0, updatedAt: T0 };
const PUSHED: PushStateDto = {
  service: 'klaviyo',
  status: 'pushed',
  audienceId: 'LstNews1',
  audienceName: 'Newsletter',
  fromName: 'Aurora Tea',
  replyTo: null,
  remoteTemplateId: 'TPL1',
  remoteCampaignId: 'CMP1',
  links: [
    { label: 'Campaign in Klaviyo', url: 'https://www.klaviyo.com/campaign/CMP1/edit' },
    { label: 'Template in Klaviyo', url: 'https://www.klaviyo.com/template/TPL1/edit' },
  ],
  error: null,
  jobId: 'push-campaign.1',
  pushedAt: T0,
};

function renderPanel(user: UserDto) {
  const store = createAppStore();
  store.dispatch(setCurrentUser(user));
  return renderWithProviders(<PushPanel campaignId={5} />, { route: '/campaigns/5', store });
}

describe('PushPanel', () => {
  it('pushes to a connected service as a job: audience and sender, progress, then links to what was made', async () => {
    let pushes: PushStateDto[] = [];
    const log = mockApi({
      'GET /api/connections': { status: 200, body: [KLAVIYO] },
      'GET /api/campaigns/5/pushes': () => ({ status: 200, body: pushes }),
      'GET /api/connections/klaviyo/audiences': {
        status: 200,
        body: [
          { id: 'LstNews1', name: 'Newsletter', kind: 'list' },
          { id: 'SegEng33', name: 'Engaged (90 days)', kind: 'segment' },
        ],
      },
      'POST /api/campaigns/5/push': { status: 202, body: { jobId: 'push-campaign.1' } },
      'GET /api/jobs/push-campaign.1': () => {
        pushes = [PUSHED];
        return { status: 200, body: { id: 'push-campaign.1', name: 'push-campaign', state: 'completed', progress: 100, result: PUSHED } };
      },
    });
    renderPanel(userFixture({ role: 'editor' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Push to Klaviyo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push to Klaviyo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Push draft' }));
    expect(await within(dialog).findByText('Audience is required')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText(/Audience/));
    await userEvent.click(await screen.findByRole('option', { name: 'Newsletter (list)' }));
    await userEvent.type(within(dialog).getByLabelText('From name'), 'Aurora Tea');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Push draft' }));
    expect(await within(dialog).findByText(/Pushed to Klaviyo as a draft/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Campaign in Klaviyo' })).toHaveAttribute('href', 'https://www.klaviyo.com/campaign/CMP1/edit');
    const sent = log.mock.calls.find(([p, r]) => p === '/api/campaigns/5/push' && r.method === 'POST')!;
    expect(JSON.parse(String(sent[1].body))).toEqual({ service: 'klaviyo', audienceId: 'LstNews1', audienceName: 'Newsletter', fromName: 'Aurora Tea' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('push-state-klaviyo')).toHaveTextContent('Draft pushed'));
    expect(screen.getByRole('button', { name: 'Push again to Klaviyo' })).toBeInTheDocument();
  });

  it('says in words why a push cannot start, and shows a failed push with its reason', async () => {
    const failed: PushStateDto = { ...PUSHED, status: 'failed', error: 'Klaviyo refused the API key. Check that it is correct, active and allowed to manage campaigns and templates, then connect it again.' };
    mockApi({
      'GET /api/connections': { status: 200, body: [KLAVIYO] },
      'GET /api/campaigns/5/pushes': { status: 200, body: [failed] },
      'GET /api/connections/klaviyo/audiences': { status: 200, body: [{ id: 'LstNews1', name: 'Newsletter', kind: 'list' }] },
      'POST /api/campaigns/5/push': { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Your organization requires approval before a campaign leaves the product.' } },
    });
    renderPanel(userFixture({ role: 'editor' }));
    expect(await screen.findByText(failed.error!)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Push to Klaviyo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Push to Klaviyo' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Push draft' })).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Push draft' }));
    expect(await within(dialog).findByText('Your organization requires approval before a campaign leaves the product.')).toBeInTheDocument();
  });

  it('shows a viewer where the campaign stands but no push, and says where to connect a service when none is', async () => {
    mockApi({
      'GET /api/connections': { status: 200, body: [KLAVIYO] },
      'GET /api/campaigns/5/pushes': { status: 200, body: [PUSHED] },
    });
    const { unmount } = renderPanel(userFixture({ role: 'viewer' }));
    await waitFor(() => expect(screen.getByTestId('push-state-klaviyo')).toHaveTextContent('Draft pushed'));
    expect(screen.getByRole('link', { name: 'Template in Klaviyo' })).toHaveAttribute('href', 'https://www.klaviyo.com/template/TPL1/edit');
    expect(screen.queryByRole('button', { name: /Push/ })).not.toBeInTheDocument();
    unmount();

    mockApi({ 'GET /api/connections': { status: 200, body: [] }, 'GET /api/campaigns/5/pushes': { status: 200, body: [] } });
    renderPanel(userFixture({ role: 'editor' }));
    expect(await screen.findByText(/No email service is connected yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email services' })).toHaveAttribute('href', '/settings/email-services');
    expect(screen.queryByRole('button', { name: /Push/ })).not.toBeInTheDocument();
  });
});
