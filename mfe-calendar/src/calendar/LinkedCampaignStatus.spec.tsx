import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders, requestLog, type FakeAnswer } from '@mailplan/testing';
import { LinkedCampaignStatus } from './LinkedCampaignStatus';

const summary = (id: number, status: 'draft' | 'in_review' | 'approved' | 'changes_requested') => ({
  id,
  name: `Campaign ${id}`,
  subject: '',
  goal: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  status,
});

/** GET /api/campaigns?ids=… as the server answers it: only the campaigns named. */
const byIds =
  (rows: ReturnType<typeof summary>[]) =>
  (request: Request): FakeAnswer => {
    const ids = (new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number);
    return { status: 200, body: rows.filter((r) => ids.includes(r.id)) };
  };

describe('LinkedCampaignStatus', () => {
  it("shows the linked campaign's status from that campaign's row alone, never the whole list", async () => {
    mockApi({ 'GET /api/campaigns': byIds([summary(4, 'approved'), summary(5, 'in_review')]) });
    renderWithProviders(
      <>
        <LinkedCampaignStatus campaignId={4} />
        <LinkedCampaignStatus campaignId={5} />
        <LinkedCampaignStatus campaignId={4} />
      </>,
    );
    expect(await screen.findAllByText('Approved')).toHaveLength(2);
    expect(screen.getByText('In review')).toBeInTheDocument();
    const paths = requestLog().mock.calls.map(([path]) => path);
    // one read per campaign, each naming it
    expect(paths.sort()).toEqual(['/api/campaigns?ids=4', '/api/campaigns?ids=5']);
  });

  it('shows nothing for a draft, or a concept with no campaign', async () => {
    mockApi({ 'GET /api/campaigns': byIds([summary(6, 'draft')]) });
    const { container } = renderWithProviders(
      <>
        <LinkedCampaignStatus campaignId={6} />
        <LinkedCampaignStatus campaignId={null} />
      </>,
    );
    await waitFor(() => expect(requestLog()).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('/');
  });
});
