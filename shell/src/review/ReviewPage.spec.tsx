import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@mailplan/testing';
import ReviewPage from './ReviewPage';
import { REVIEW_TEXTS } from './review.texts';

let n = 0;
/** A token of its own per test: the shell's store keeps answers by token. */
const nextToken = () => `${String(n++).padStart(3, '0')}${'r'.repeat(40)}`;

const review = (overrides: Record<string, unknown> = {}) => ({
  organizationName: 'Acme',
  campaign: { name: 'Spring sale', subject: 'Spring is here', previewText: 'Fresh picks', status: 'in_review' },
  html: '<!DOCTYPE html><html><body><p>Hello spring</p></body></html>',
  expiresAt: '2027-01-25T08:00:00.000Z',
  awaitingReview: true,
  ...overrides,
});

function open(token: string) {
  return renderWithProviders(<ReviewPage />, { route: `/review/${token}`, path: '/review/:token', store: null });
}

describe('ReviewPage', () => {
  beforeEach(() => localStorage.clear());

  it('shows the email in a sandboxed frame, the subject and the preview text, read-only', async () => {
    const token = nextToken();
    mockApi({ [`GET /api/review/${token}`]: { status: 200, body: review() } } as never);
    open(token);
    expect(await screen.findByRole('heading', { level: 1, name: /Spring sale/ })).toBeInTheDocument();
    expect(screen.getByText(/Acme asks for your review · Read-only preview · Link valid until Jan 25, 2027/)).toBeInTheDocument();
    expect(screen.getByText('Spring is here')).toBeInTheDocument();
    expect(screen.getByText('Fresh picks')).toBeInTheDocument();
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('In review');
    const frame = screen.getByTitle(REVIEW_TEXTS.emailFrame);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Hello spring');
  });

  it('requests changes with a name and a comment, and thanks the reviewer', async () => {
    const token = nextToken();
    const log = mockApi({
      [`GET /api/review/${token}`]: { status: 200, body: review() },
      [`POST /api/review/${token}/decision`]: { status: 200, body: { id: 7, status: 'changes_requested' } },
    } as never);
    const user = userEvent.setup();
    open(token);
    await user.click(await screen.findByRole('textbox', { name: /Your name/ }));
    await user.paste('Sam');
    await user.click(screen.getByRole('textbox', { name: 'Comment' }));
    await user.paste('Brighter photo');
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.requestChanges }));
    expect(await screen.findByText(REVIEW_TEXTS.thanksChanges)).toBeInTheDocument();
    const sent = log.mock.calls.find(([, r]) => r.method === 'POST');
    expect(JSON.parse(String(sent?.[1].body))).toEqual({ decision: 'request_changes', name: 'Sam', comment: 'Brighter photo' });
  }, 15_000);

  it("shows the API's reason when a decision is refused", async () => {
    const token = nextToken();
    mockApi({
      [`GET /api/review/${token}`]: { status: 200, body: review() },
      [`POST /api/review/${token}/decision`]: { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Please enter your name so the team knows who reviewed it.' } },
    } as never);
    const user = userEvent.setup();
    open(token);
    await user.click(await screen.findByRole('button', { name: REVIEW_TEXTS.approve }));
    expect(await screen.findByText('Please enter your name so the team knows who reviewed it.')).toBeInTheDocument();
  });

  it('offers no decision while the email is not waiting for review', async () => {
    const token = nextToken();
    mockApi({ [`GET /api/review/${token}`]: { status: 200, body: review({ awaitingReview: false, campaign: { ...review().campaign, status: 'draft' } }) } } as never);
    open(token);
    expect(await screen.findByText(REVIEW_TEXTS.notWaiting)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REVIEW_TEXTS.approve })).not.toBeInTheDocument();
  });

  it.each([
    [410, 'This review link has expired. Ask the person who shared it for a new one.'],
    [410, 'This review link has been turned off. Ask the person who shared it for a new one.'],
    [404, 'This review link does not exist. Ask the person who shared it for a new one.'],
  ])('an unusable link (%i) says why', async (status, message) => {
    const token = nextToken();
    mockApi({ [`GET /api/review/${token}`]: { status, body: { statusCode: status, error: 'Gone', message } } } as never);
    open(token);
    expect(await screen.findByText(REVIEW_TEXTS.unavailableTitle)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: REVIEW_TEXTS.approve })).not.toBeInTheDocument());
  });
});
