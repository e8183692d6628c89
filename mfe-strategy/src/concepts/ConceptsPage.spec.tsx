import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { conceptFixture, conceptServer, deferred, mockApi, renderWithProviders, type FakeAnswer, expectFailureToast } from '@mailplan/testing';
import { CONCEPT_PAGE_SIZE } from '@mailplan/api/endpoints/concepts';
import EmailConceptsArea from '../areas/EmailConceptsArea';
import { PROVIDERS } from './concept.fixtures';
import type { Concept } from './concept.types';

// MUI pages on a busy machine: a test may take longer than Jest's default 5 s.
jest.setTimeout(30_000);

const LABELS = [
  'Product Spotlight',
  'Education',
  'Community',
  'Promotion',
  'News',
  'Event',
  'Thought Leadership',
  'Other',
];

function renderPage(concepts: Concept[] | FakeAnswer, extra: Record<string, unknown> = {}) {
  const server = conceptServer(Array.isArray(concepts) ? concepts : []);
  const requests = mockApi({
    'GET /api/email-concepts': server.list,
    'GET /api/email-concepts/counts': Array.isArray(concepts) ? server.counts : (concepts as never),
    'GET /api/ai/providers': { status: 200, body: PROVIDERS },
    ...(extra as object),
  });
  const view = renderWithProviders(<EmailConceptsArea />, {
    route: '/email-concepts',
    path: '/email-concepts/*',
    toasts: 'spy',
  });
  return { ...view, requests, server };
}

/** The URLs of the concept reads the page sent, in order. */
const conceptReads = (requests: jest.Mock) =>
  requests.mock.calls.map(([url]) => url as string).filter((url) => url.startsWith('/api/email-concepts'));

const card = (label: string) => screen.getByRole('region', { name: label });
/** Opens a category card and waits for its first page. */
async function openCard(label: string) {
  await userEvent.click(within(card(label)).getByRole('button', { name: `Show ${label} concepts` }));
  await waitForRows(label);
}
async function waitForRows(label: string) {
  await waitFor(() =>
    expect(within(card(label)).queryByRole('status', { name: `Loading ${label} concepts` })).not.toBeInTheDocument(),
  );
}
const rows = (label: string) => within(card(label)).queryAllByTestId('concept-row');
const footer = () => screen.getByTestId('selected-count');

describe('/email-concepts', () => {
  it('shows the 8 categories in the spec order, collapsed with no rows, and the empty state', async () => {
    renderPage([]);
    expect(await screen.findByText('No Email Concepts')).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .slice(1)
        .map((h) => h.textContent),
    ).toEqual(LABELS);
    for (const label of LABELS) {
      expect(within(card(label)).getByRole('button', { name: 'Generate for this category' })).toBeEnabled();
    }
    await openCard('News');
    expect(within(card('News')).getByText('No concepts for this category yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Calendar' })).toHaveAttribute('href', '/content-calendar');
    expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument();
  });

  it('groups concepts by type (an unknown type under Other), hides rejected ones, and counts the selected', async () => {
    renderPage([
      conceptFixture({ id: 1, campaignType: 'education', title: 'Brew guide', selected: true }),
      conceptFixture({ id: 2, campaignType: 'education', title: 'Water temperature' }),
      conceptFixture({ id: 3, campaignType: 'mystery' as Concept['campaignType'], title: 'Odd one' }),
      conceptFixture({ id: 4, campaignType: 'education', title: 'Turned down', rejected: true, selected: true }),
      conceptFixture({ id: 5, campaignType: 'promotion', title: 'Winter sale', selected: true }),
    ]);
    expect(await screen.findByText('2 of 4 concepts selected')).toBeInTheDocument();
    expect(screen.queryByText('No Email Concepts')).not.toBeInTheDocument();
    // A closed card renders no rows at all.
    expect(rows('Education')).toHaveLength(0);
    expect(within(card('Education')).getByText('2 concepts · 1 selected')).toBeInTheDocument();
    await openCard('Education');
    expect(rows('Education').map((r) => within(r).getByRole('heading').textContent)).toEqual([
      'Brew guide',
      'Water temperature',
    ]);
    await openCard('Other');
    expect(within(card('Other')).getByText('Odd one')).toBeInTheDocument();

    // 'Show rejected' brings the rejected concept back, marked, with 'Remove Rejection'.
    await userEvent.click(screen.getByLabelText('Show rejected (1)'));
    // the rows of the other read (rejected ones included) replace the first once they arrive
    await waitFor(() => expect(rows('Education').some((r) => within(r).queryByText('Turned down'))).toBe(true));
    const rejected = rows('Education').find((r) => within(r).queryByText('Turned down'))!;
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    await userEvent.click(within(rejected).getByRole('button', { name: 'Show details of Turned down' }));
    expect(within(rejected).getByRole('button', { name: 'Remove Rejection' })).toBeInTheDocument();
    expect(footer()).toHaveTextContent('2 of 4 concepts selected');
  });

  it('shows the badges, the detail with Not specified defaults, and the actions of a linked and an unlinked concept', async () => {
    renderPage([
      conceptFixture({
        id: 7,
        title: 'Linked one',
        scheduledDate: '2026-12-01',
        campaignId: 42,
        strategicAlignment: { targetSegment: '', journeyPhase: 'Onboarding', strategicPriority: '' },
        targetAudience: '',
      }),
      conceptFixture({
        id: 8,
        title: 'Free one',
        strategicAlignment: {
          targetSegment: 'VIPs',
          journeyPhase: 'Loyalty',
          strategicPriority: 'Retention',
          reference: 'Strategy §4',
        },
      }),
    ]);
    await screen.findByText('0 of 2 concepts selected');
    await openCard('Education');
    const [linked, free] = rows('Education');
    expect(within(linked).getByText('Scheduled: Dec 1, 2026')).toBeInTheDocument();
    expect(within(linked).getByText('In Campaign')).toBeInTheDocument();
    expect(within(free).queryByText('In Campaign')).not.toBeInTheDocument();
    expect(within(free).queryByText(/Scheduled:/)).not.toBeInTheDocument();

    await userEvent.click(within(linked).getByRole('button', { name: 'Show details of Linked one' }));
    for (const h of ['Core Message', 'Strategic Alignment', 'Target Audience', 'Call to Action']) {
      expect(within(linked).getByRole('heading', { name: h })).toBeInTheDocument();
    }
    // Target Segment, Strategic Priority, Reference and the audience are empty.
    expect(within(linked).getAllByText('Not specified')).toHaveLength(4);
    expect(within(linked).getByText('Onboarding')).toBeInTheDocument();
    expect(within(linked).getByRole('link', { name: 'View Campaign' })).toHaveAttribute('href', '/campaigns/42');
    expect(within(linked).getByRole('button', { name: 'Unlink from Campaign' })).toBeInTheDocument();
    expect(within(linked).queryByRole('link', { name: 'Create Email Campaign' })).not.toBeInTheDocument();
    expect(within(linked).getByRole('link', { name: 'Edit Concept' })).toHaveAttribute(
      'href',
      '/email-concepts/edit/7',
    );
    expect(within(linked).getByRole('button', { name: 'Refine with AI' })).toBeInTheDocument();
    expect(within(linked).getByRole('button', { name: 'Reject Concept' })).toBeInTheDocument();

    await userEvent.click(within(free).getByRole('button', { name: 'Show details of Free one' }));
    expect(within(free).getByRole('link', { name: 'Create Email Campaign' })).toHaveAttribute(
      'href',
      '/campaigns/new?conceptId=8',
    );
    expect(within(free).queryByRole('link', { name: 'View Campaign' })).not.toBeInTheDocument();
    expect(within(free).getByText('Strategy §4')).toBeInTheDocument();
    expect(within(free).queryByText('Not specified')).not.toBeInTheDocument();
  });

  it('a selection shows at once in the switch and the footer, and the server copy follows', async () => {
    const answer = deferred<FakeAnswer>();
    const { requests, server } = renderPage([conceptFixture({ id: 1, title: 'Brew guide' }), conceptFixture({ id: 2 })], {
      'PATCH /api/email-concepts/1': () => answer.promise,
    });
    await screen.findByText('0 of 2 concepts selected');
    await openCard('Education');
    const toggle = screen.getByRole('switch', { name: 'Select Brew guide' });
    await userEvent.click(toggle);
    expect(requests).toHaveBeenCalledWith(
      '/api/email-concepts/1',
      expect.objectContaining({ method: 'PATCH', body: '{"selected":true}' }),
    );
    // shown before the server answers (the page's 100 ms target)
    expect(toggle).toBeChecked();
    expect(footer()).toHaveTextContent('1 of 2 concepts selected');
    server.concepts[0] = conceptFixture({ id: 1, title: 'Brew guide', selected: true });
    await act(async () => answer.resolve({ status: 200, body: server.concepts[0] }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Select Brew guide' })).toBeChecked());
    await waitFor(() => expect(footer()).toHaveTextContent('1 of 2 concepts selected'));
  });

  it('a refused selection leaves the concept unselected, with the spec toast', async () => {
    const answer = deferred<FakeAnswer>();
    const { toast } = renderPage([conceptFixture({ id: 1, title: 'Brew guide' })], {
      'PATCH /api/email-concepts/1': () => answer.promise,
    });
    await screen.findByText('0 of 1 concepts selected');
    await openCard('Education');
    const toggle = screen.getByRole('switch', { name: 'Select Brew guide' });
    await userEvent.click(toggle);
    await act(async () =>
      answer.resolve({
        status: 503,
        body: { message: 'The service is temporarily unavailable. Please try again in a few seconds.' },
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to update concept selection', variant: 'destructive' }),
      ),
    );
    // what was shown at once is taken back
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(footer()).toHaveTextContent('0 of 1 concepts selected');
  });

  it('rejects a concept (hidden, toast) and removes the rejection (visible again)', async () => {
    const { toast, requests, server } = renderPage([
      conceptFixture({ id: 1, title: 'Brew guide' }),
      conceptFixture({ id: 2, title: 'Other idea' }),
    ]);
    mockApi({
      'PATCH /api/email-concepts/1': async (req: Request) => {
        const body = (await req.json()) as { rejected: boolean };
        server.concepts[0] = conceptFixture({ id: 1, title: 'Brew guide', rejected: body.rejected });
        return { status: 200, body: server.concepts[0] };
      },
    });
    await screen.findByText('0 of 2 concepts selected');
    await openCard('Education');
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Brew guide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject Concept' }));
    // once the server agrees it leaves the open category, the card's count and the footer
    await waitFor(() => expect(screen.queryByText('Brew guide')).not.toBeInTheDocument());
    await waitFor(() => expect(within(card('Education')).getByText('1 concept')).toBeInTheDocument());
    expect(footer()).toHaveTextContent('0 of 1 concepts selected');
    expect(screen.getByLabelText('Show rejected (1)')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith({
      title: 'Concept Rejected',
      description: 'The concept has been rejected and will be hidden from view',
    });
    expect(footer()).toHaveTextContent('0 of 1 concepts selected');
    expect(requests).toHaveBeenCalledWith(
      '/api/email-concepts/1',
      expect.objectContaining({ body: '{"rejected":true}' }),
    );

    await userEvent.click(screen.getByLabelText('Show rejected (1)'));
    await userEvent.click(await screen.findByRole('button', { name: 'Show details of Brew guide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Rejection' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Rejection Removed',
        description: 'The concept is now visible again',
      }),
    );
    // the toast follows the call's answer; the list takes the server's copy in the same turn or the next
    await waitFor(() => expect(footer()).toHaveTextContent('0 of 2 concepts selected'));
    expect(screen.getByLabelText('Show rejected (0)')).toBeInTheDocument();
  });

  it('reports a refused rejection and keeps the concept', async () => {
    const { toast } = renderPage([conceptFixture({ id: 1, title: 'Brew guide' })], {
      'PATCH /api/email-concepts/1': { status: 404, body: { message: 'Email concept not found' } },
    });
    await screen.findByText('0 of 1 concepts selected');
    await openCard('Education');
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Brew guide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject Concept' }));
    await expectFailureToast(toast, 'Failed to update concept rejection status', 'Email concept not found');
    expect(await screen.findByText('Brew guide')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('0 of 1 concepts selected');
    expect(screen.getByLabelText('Show rejected (0)')).toBeInTheDocument();
  });

  it('unlinks a concept from its campaign', async () => {
    const { toast, server } = renderPage([conceptFixture({ id: 1, title: 'Brew guide', campaignId: 9 })]);
    mockApi({
      'POST /api/email-concepts/1/unlink-from-campaign': () => {
        server.concepts[0] = conceptFixture({ id: 1, title: 'Brew guide', campaignId: null });
        return { status: 200, body: server.concepts[0] };
      },
    });
    await screen.findByText('0 of 1 concepts selected');
    await openCard('Education');
    await userEvent.click(screen.getByRole('button', { name: 'Show details of Brew guide' }));
    await userEvent.click(screen.getByRole('button', { name: 'Unlink from Campaign' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Concept Unlinked' })));
    // the toast follows the call's answer; the category is read again after it
    await waitFor(() => expect(screen.queryByText('In Campaign')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Create Email Campaign' })).toBeInTheDocument();
  });

  it('reads the counts, never the whole list, and a category when it is opened, a page at a time', async () => {
    const many = Array.from({ length: 60 }, (_, i) => conceptFixture({ id: 100 + i, title: `Idea ${i + 1}` }));
    const { requests } = renderPage([...many, conceptFixture({ id: 500, campaignType: 'news', title: 'Press' })]);
    await screen.findByText('0 of 61 concepts selected');
    expect(within(card('Education')).getByText('60 concepts')).toBeInTheDocument();
    expect(within(card('News')).getByText('1 concept')).toBeInTheDocument();
    // the counts alone
    expect(conceptReads(requests)).toEqual(['/api/email-concepts/counts']);
    requests.mockClear();

    await openCard('Education');
    expect(await screen.findByRole('heading', { name: 'Idea 1' })).toBeInTheDocument();
    expect(rows('Education')).toHaveLength(CONCEPT_PAGE_SIZE);
    expect(conceptReads(requests)).toEqual(['/api/email-concepts?campaignType=education&rejected=false&limit=50&offset=0']);

    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more (10 left)' }));
    await waitFor(() => expect(rows('Education')).toHaveLength(60));
    expect(conceptReads(requests)).toEqual([
      '/api/email-concepts?campaignType=education&rejected=false&limit=50&offset=0',
      '/api/email-concepts?campaignType=education&rejected=false&limit=50&offset=50',
    ]);
    expect(screen.queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
    // a card closed and opened again shows what was read, without reading it again
    await userEvent.click(within(card('Education')).getByRole('button', { name: 'Hide Education concepts' }));
    await openCard('Education');
    expect(rows('Education')).toHaveLength(60);
    expect(conceptReads(requests)).toHaveLength(2);
    expect(requests).not.toHaveBeenCalledWith('/api/email-concepts', expect.anything());
  });

  it('shows an agreed selection in the open category, its card and the footer; a refused one changes none of them', async () => {
    const { toast, server } = renderPage([
      conceptFixture({ id: 1, title: 'Brew guide' }),
      conceptFixture({ id: 2, title: 'Water temperature', selected: true }),
      conceptFixture({ id: 3, campaignType: 'promotion', title: 'Winter sale' }),
    ]);
    let refuse = true;
    mockApi({
      'PATCH /api/email-concepts/1': async (req: Request) => {
        if (refuse) return { status: 500, body: { message: 'Internal server error' } };
        const body = (await req.json()) as { selected: boolean };
        server.concepts[0] = conceptFixture({ id: 1, title: 'Brew guide', selected: body.selected });
        return { status: 200, body: server.concepts[0] };
      },
    });
    await screen.findByText('1 of 3 concepts selected');
    await openCard('Education');
    await userEvent.click(await screen.findByRole('switch', { name: 'Select Brew guide' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to update concept selection', variant: 'destructive' }),
      ),
    );
    expect(screen.getByRole('switch', { name: 'Select Brew guide' })).not.toBeChecked();
    expect(within(card('Education')).getByText('2 concepts · 1 selected')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('1 of 3 concepts selected');

    refuse = false;
    await userEvent.click(screen.getByRole('switch', { name: 'Select Brew guide' }));
    await waitFor(() => expect(footer()).toHaveTextContent('2 of 3 concepts selected'));
    expect(within(card('Education')).getByText('2 concepts · 2 selected')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Select Brew guide' })).toBeChecked());
  });

  it('asks for the monthly business context, generates for the category, follows the job and reloads', async () => {
    const job = deferred<FakeAnswer>();
    const { toast, requests, server } = renderPage([], {
      'POST /api/email-concepts/generate': { status: 202, body: { jobId: 'generate-concepts.7' } },
    });
    let polls = 0;
    mockApi({
      'GET /api/jobs/generate-concepts.7': () => {
        polls += 1;
        return polls === 1
          ? {
              status: 200,
              body: { id: 'generate-concepts.7', name: 'generate-concepts', state: 'active', progress: 40 },
            }
          : job.promise;
      },
    });
    await screen.findByText('No Email Concepts');
    await userEvent.click(within(card('Education')).getByRole('button', { name: 'Generate for this category' }));
    const context = screen.getByRole('region', { name: 'Monthly Business Context' });
    await userEvent.type(
      within(context).getByLabelText('Business context for this month'),
      'Matcha launch on the 12th',
    );
    await userEvent.click(within(context).getByRole('button', { name: 'Generate Concepts' }));

    const generating = await screen.findByRole('region', { name: 'Generating email concepts' });
    expect(within(generating).getByText('Using Claude')).toBeInTheDocument();
    expect(within(generating).getByText(/demo content/)).toBeInTheDocument();
    expect(await within(generating).findByText('40%')).toBeInTheDocument();
    expect(requests).toHaveBeenCalledWith(
      '/api/email-concepts/generate?async=true',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          modelType: 'claude',
          campaignType: 'education',
          businessContext: 'Matcha launch on the 12th',
        }),
      }),
    );

    server.concepts.push(conceptFixture({ id: 1, title: 'Launch week' }));
    await act(async () =>
      job.resolve({
        status: 200,
        body: {
          id: 'generate-concepts.7',
          name: 'generate-concepts',
          state: 'completed',
          progress: 100,
          result: { conceptCount: 3, demo: true, generationId: 'x' },
        },
      }),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Concepts Generated',
        description: 'Successfully created 3 email concept(s)',
        variant: 'success',
      }),
    );
    // The counts are read again and the generated category is open.
    expect(await screen.findByText('Launch week')).toBeInTheDocument();
    expect(footer()).toHaveTextContent('0 of 1 concepts selected');
    expect(screen.queryByRole('region', { name: 'Generating email concepts' })).not.toBeInTheDocument();
  });

  it('reports a failed generation job with the spec toast and the reason', async () => {
    const { toast } = renderPage([conceptFixture({ id: 1 })], {
      'POST /api/email-concepts/generate': { status: 202, body: { jobId: 'generate-concepts.8' } },
    });
    mockApi({
      'GET /api/jobs/generate-concepts.8': {
        status: 200,
        body: {
          id: 'generate-concepts.8',
          name: 'generate-concepts',
          state: 'failed',
          progress: 10,
          error: 'Failed to parse AI response',
        },
      },
    });
    await screen.findByText('0 of 1 concepts selected');
    await userEvent.click(screen.getByRole('combobox', { name: 'AI provider' }));
    await userEvent.click(screen.getByRole('option', { name: 'OpenAI' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate for all categories' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate Concepts' }));
    await expectFailureToast(toast, 'Failed to generate email concepts', 'Failed to parse AI response');
    expect(await screen.findByText('0 of 1 concepts selected')).toBeInTheDocument();
  });

  it('says so when the AI providers cannot be read, and still offers the three', async () => {
    const server = conceptServer([]);
    mockApi({
      'GET /api/email-concepts/counts': server.counts,
      'GET /api/email-concepts': server.list,
      'GET /api/ai/providers': {
        status: 503,
        body: { message: 'The service is temporarily unavailable. Please try again in a few seconds.' },
      },
    });
    const { toast } = renderWithProviders(<EmailConceptsArea />, {
      route: '/email-concepts',
      path: '/email-concepts/*',
      toasts: 'spy',
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to fetch AI providers', variant: 'destructive' }),
      ),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'AI provider' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      expect.stringContaining('Claude'),
      expect.stringContaining('OpenAI'),
      expect.stringContaining('Gemini'),
    ]);
  });

  it('shows an error with Retry when the list cannot be read', async () => {
    renderPage({ status: 503, body: { message: 'down' } });
    expect(await screen.findByText('Failed to load email concepts. Please try again.')).toBeInTheDocument();
    mockApi({ 'GET /api/email-concepts/counts': conceptServer([conceptFixture({ id: 1 })]).counts });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('0 of 1 concepts selected')).toBeInTheDocument();
  });
});
