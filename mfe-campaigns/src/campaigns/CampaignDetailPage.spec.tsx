import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, requestLog, type FakeAnswer } from '@mailplan/testing';
import { campaignFixture, exportFixture, moduleSummaries, renderCampaigns } from './campaigns.fixtures';
import { DARK_INVERSION_FILTER, PREVIEW_TEXTS } from './EmailPreview';

function answerDetail() {
  mockApi({
    'GET /api/modules': { status: 200, body: moduleSummaries() },
    'GET /api/campaigns/7/export': { status: 200, body: exportFixture() },
    // the checklist and the preview read the preview; the buttons export
    'GET /api/campaigns/7/preview': { status: 200, body: exportFixture() },
  });
}

describe('/campaigns/{id}', () => {
  it('shows Loading..., then the name, date, Subject and Goal cards and a card per module with content', async () => {
    const answer = deferred<FakeAnswer>();
    answerDetail();
    mockApi({ 'GET /api/campaigns/7': () => answer.promise });
    renderCampaigns('/campaigns/7');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer.resolve({ status: 200, body: campaignFixture({ goal: 'Line one\nLine two' }) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Spring launch' })).toBeInTheDocument();
    expect(screen.getByText('Created Jan 5, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/campaigns');
    expect(screen.getByRole('link', { name: 'Edit Campaign' })).toHaveAttribute('href', '/campaigns/edit/7');
    expect(within(screen.getByRole('region', { name: 'Subject' })).getByText('Spring is here')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Goal' })).getByText(/Line one\s+Line two/)).toBeInTheDocument();

    const hero = await screen.findByRole('region', { name: 'Hero banner' });
    expect(within(hero).getAllByRole('term').map((t) => t.textContent)).toEqual(['headline', 'cta']);
    expect(within(hero).getAllByRole('definition').map((t) => t.textContent)).toEqual(['Bloom into spring', 'Shop now']);
    expect(within(screen.getByRole('region', { name: 'Text block' })).getByText('Our spring teas have arrived.')).toBeInTheDocument();
    // the footer instance has no content: no card
    expect(screen.queryByRole('region', { name: 'Footer' })).not.toBeInTheDocument();
  });

  it('shows the Ready to send checklist and exports and copies the email', async () => {
    const user = userEvent.setup();
    answerDetail();
    mockApi({ 'GET /api/campaigns/7': { status: 200, body: campaignFixture() } });
    const create = jest.fn((_blob: Blob) => 'blob:email');
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('spring-launch.html');
      expect(this.href).toBe('blob:email');
    });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { toast } = renderCampaigns('/campaigns/7');

    const checklist = await screen.findByRole('list', { name: 'Ready to send' });
    const items = within(checklist).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('data-status'))).toEqual(['pass', 'warn']);
    expect(items[1]).toHaveTextContent('Unsubscribe link');
    expect(items[1]).toHaveTextContent('No unsubscribe link was found.');
    expect(screen.getByTestId('email-size')).toHaveTextContent('2.0 KB');
    const frame = screen.getByTitle('The exported email');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame).toHaveAttribute('srcdoc', exportFixture().html);

    await user.click(screen.getByRole('button', { name: 'Export HTML' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await create.mock.calls[0][0].text()).toBe(exportFixture().html);

    await user.click(screen.getByRole('button', { name: 'Copy HTML' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(exportFixture().html));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'HTML copied' }));
    click.mockRestore();
  });

  it('shows the exported email in dark mode, as the inverting clients do, with the edit form\'s toggle', async () => {
    const user = userEvent.setup();
    answerDetail();
    mockApi({ 'GET /api/campaigns/7': { status: 200, body: campaignFixture() } });
    renderCampaigns('/campaigns/7');
    const frame = (await screen.findByTitle('The exported email')) as HTMLIFrameElement;
    expect(getComputedStyle(frame).filter).toBe('none');
    await user.click(screen.getByLabelText(PREVIEW_TEXTS.dark));
    expect(frame).toHaveAttribute('data-dark', 'true');
    expect(getComputedStyle(frame).filter).toBe(DARK_INVERSION_FILTER);
    // the email's images are inverted back inside the frame
    await waitFor(() => expect(frame.contentDocument!.documentElement.classList.contains('mp-dark')).toBe(true));
    expect(frame.contentDocument!.head.querySelector('style[data-dark-images]')!.textContent).toContain(`img{filter:${DARK_INVERSION_FILTER};}`);
    await user.click(screen.getByLabelText(PREVIEW_TEXTS.dark));
    expect(getComputedStyle(frame).filter).toBe('none');
    expect(frame.contentDocument!.documentElement.classList.contains('mp-dark')).toBe(false);
  });

  it('says Campaign not found for a 404, and for the numeric id 0 without asking', async () => {
    mockApi({ 'GET /api/campaigns/99': { status: 404, body: { statusCode: 404, message: 'Campaign not found' } } });
    const { unmount } = renderCampaigns('/campaigns/99');
    expect(await screen.findByText('Campaign not found')).toBeInTheDocument();
    unmount();
    const log = requestLog();
    log.mockClear();
    renderCampaigns('/campaigns/0');
    expect(screen.getByText('Campaign not found')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it.each(['/campaigns/abc', '/campaigns/1/x', '/campaigns/edit', '/campaigns/edit/abc', '/campaigns/edit/1/x', '/campaigns/new/extra'])(
    '%s is not in the route table: the 404 page, without calling the API',
    (path) => {
      const log = requestLog();
      renderCampaigns(path);
      expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
      expect(screen.queryByText('Campaign not found')).not.toBeInTheDocument();
      expect(log).not.toHaveBeenCalled();
    },
  );
});
