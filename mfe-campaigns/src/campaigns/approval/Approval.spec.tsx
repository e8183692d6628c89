import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@mailplan/testing';
import { ApprovalPanel } from './ApprovalPanel';
import { CommentsPanel } from './Comments';
import { APPROVAL_TEXTS as T } from './approval.texts';

const comment = (over: Record<string, unknown> = {}) => ({
  id: 1,
  campaignId: 7,
  instanceId: null,
  author: { kind: 'user', userId: 1, name: 'Ada Lovelace' },
  body: 'Looks close',
  decision: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  ...over,
});

const me = (role: string) => ({
  id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', role, organizationId: 3, isActive: true, pendingSetup: false, lastLogin: null,
  createdAt: '2026-11-01T08:00:00.000Z', updatedAt: '2026-11-01T08:00:00.000Z',
});

describe('CommentsPanel', () => {
  it('lists comments, names the module a pinned one is about, and marks a review decision', async () => {
    mockApi({
      'GET /api/auth/me': { status: 200, body: me('editor') },
      'GET /api/campaigns/7/comments': {
        status: 200,
        body: [
          comment(),
          comment({ id: 2, instanceId: 'instance-1-a', body: 'Shorter headline' }),
          comment({ id: 3, author: { kind: 'reviewer', userId: null, name: 'Sam' }, body: 'Brighter photo', decision: 'request_changes' }),
        ],
      },
    } as never);
    renderWithProviders(<CommentsPanel campaignId={7} modules={[{ instanceId: 'instance-1-a', label: 'Hero' }]} />);
    const items = await screen.findAllByTestId('comment');
    expect(items).toHaveLength(3);
    expect(within(items[1]!).getByText('Hero')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Sam (outside reviewer)')).toBeInTheDocument();
    expect(within(items[2]!).getByText(T.decision.request_changes!)).toBeInTheDocument();
  }, 15_000);

  it('posts a comment pinned to the chosen module', async () => {
    const log = mockApi({
      'GET /api/campaigns/7/comments': { status: 200, body: [] },
      'POST /api/campaigns/7/comments': { status: 201, body: comment({ id: 9, instanceId: 'instance-1-a', body: 'Nice' }) },
    } as never);
    const user = userEvent.setup();
    renderWithProviders(<CommentsPanel campaignId={7} modules={[{ instanceId: 'instance-1-a', label: 'Hero' }]} />);
    expect(await screen.findByText(T.noComments)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: T.commentOn }));
    await user.click(await screen.findByRole('option', { name: 'Hero' }));
    await user.click(screen.getByRole('textbox', { name: T.addComment }));
    await user.paste('Nice');
    await user.click(screen.getByRole('button', { name: T.post }));
    await waitFor(() => expect(log.mock.calls.some(([, r]) => r.method === 'POST')).toBe(true));
    const sent = log.mock.calls.find(([, r]) => r.method === 'POST')!;
    expect(JSON.parse(String(sent[1].body))).toEqual({ body: 'Nice', instanceId: 'instance-1-a' });
  }, 15_000);
});

describe('ApprovalPanel', () => {
  it('offers an editor to send a draft for review, and no decision', async () => {
    mockApi({ 'GET /api/auth/me': { status: 200, body: me('editor') }, 'POST /api/campaigns/7/submit-for-review': { status: 200, body: { id: 7, status: 'in_review' } } } as never);
    renderWithProviders(<ApprovalPanel campaignId={7} status="draft" />);
    expect(await screen.findByRole('button', { name: T.sendForReview })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.approve })).not.toBeInTheDocument();
    expect(screen.getByTestId('campaign-status')).toHaveTextContent('Draft');
  });

  it('asks what should change before requesting changes', async () => {
    const log = mockApi({
      'POST /api/campaigns/7/request-changes': { status: 200, body: { id: 7, status: 'changes_requested' } },
    } as never);
    const user = userEvent.setup();
    renderWithProviders(<ApprovalPanel campaignId={7} status="in_review" version={4} />);
    await user.click(await screen.findByRole('button', { name: T.requestChanges }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: T.requestChanges }));
    expect(await within(dialog).findByText(T.whatShouldChange, { selector: 'p' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox'));
    await user.paste('Warmer tone');
    await user.click(within(dialog).getByRole('button', { name: T.requestChanges }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = log.mock.calls.find(([, r]) => r.method === 'POST')!;
    expect(JSON.parse(String(sent[1].body))).toEqual({ comment: 'Warmer tone', version: 4 });
  }, 15_000);
});
