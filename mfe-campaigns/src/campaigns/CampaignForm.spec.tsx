import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { mockApi, renderWithProviders, requestLog, type FakeAnswer } from '@mailplan/testing';
import {
  campaignFixture,
  conceptFixture,
  exportFixture,
  MODULES,
  moduleSummaries,
  PROVIDERS,
  renderCampaigns,
} from './campaigns.fixtures';
import CampaignsArea from './CampaignsArea';
import { CAMPAIGN_PREFILL } from './prefill';

// user-event through MUI inputs is slow on a busy machine
jest.setTimeout(40_000);

/** The answers every form needs: modules, their details, providers, brand, the export check. */
function answerForm(providers: FakeAnswer = { status: 200, body: PROVIDERS }) {
  mockApi({
    'GET /api/modules': { status: 200, body: moduleSummaries() },
    'GET /api/modules/1': { status: 200, body: MODULES[0] },
    'GET /api/modules/2': { status: 200, body: MODULES[1] },
    'GET /api/modules/3': { status: 200, body: MODULES[2] },
    'GET /api/ai/providers': providers as never,
    'GET /api/brand-settings': { status: 200, body: [] },
  });
  mockApi({ 'POST /api/campaigns/export': { status: 200, body: exportFixture() }, 'POST /api/campaigns/preview': { status: 200, body: exportFixture() } });
}

const bodyOf = (path: string, method = 'POST') => {
  const call = requestLog().mock.calls.filter(([p, r]) => p === path && r.method === method).at(-1);
  return call ? JSON.parse(String(call[1].body)) : undefined;
};
const sent = (path: string, method = 'POST') => requestLog().mock.calls.filter(([p, r]) => p === path && r.method === method).length;

const card = (name: string) => screen.getByRole('region', { name });
const instanceCards = () => screen.queryAllByTestId('instance-card').map((c) => c.getAttribute('aria-label'));

async function fill(user: UserEvent, label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

/** An answer computed from the request's JSON body. */
const fromBody = (fn: (body: Record<string, unknown>) => FakeAnswer) => async (request: Request) => fn(await request.json());

describe('/campaigns/new', () => {
  it('builds a campaign: suggest, reorder, accept, generate all, choose a subject and a preview text, create', async () => {
    const user = userEvent.setup();
    answerForm();
    mockApi({
      'POST /api/ai/suggest-modules': { status: 200, body: { moduleIds: [3, 1, 2], demo: true } },
      'POST /api/ai/generate-content': fromBody((body) => {
        const instances = body.moduleInstances as { instanceId: string; moduleId: number }[];
        const byModule: Record<number, Record<string, string>> = {
          1: { headline: 'Bloom into spring', cta: 'Shop now' },
          2: { body: 'Our spring teas have arrived.' },
          3: { address: '1 Tea Street' },
        };
        return { status: 200, body: { demo: true, instanceContent: Object.fromEntries(instances.map((i) => [i.instanceId, byModule[i.moduleId]])) } };
      }),
      'POST /api/ai/generate-subject-lines': {
        status: 200,
        body: { subjectLines: ['Spring is here', 'New teas inside', 'Drop me'], previewTexts: ['Old preview one'], demo: true },
      },
      'POST /api/ai/generate-preview-text': { status: 200, body: { previewTexts: ['Fresh teas for fresh mornings', 'Other'], demo: true } },
      'POST /api/campaigns': fromBody((body) => ({ status: 201, body: campaignFixture({ ...(body as object), id: 41 }) })),
      'GET /api/campaigns': { status: 200, body: [] },
    });
    const { toast, currentPath } = renderCampaigns('/campaigns/new');

    expect(screen.getByRole('heading', { level: 1, name: 'Create Campaign' })).toBeInTheDocument();
    const suggest = screen.getByRole('button', { name: 'Suggest Modules' });
    expect(suggest).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate Subject Lines' })).toBeDisabled();
    await fill(user, 'Campaign name', 'Spring launch');
    await fill(user, 'Goal', 'Sell the spring teas');
    expect(suggest).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save Details' }));
    expect(within(screen.getByTestId('details-view')).getByText('Spring launch')).toBeInTheDocument();

    // The proposal: reorder, then accept.
    await user.click(suggest);
    const proposal = await screen.findByRole('list', { name: 'Suggested Modules' });
    expect(bodyOf('/api/ai/suggest-modules')).toEqual({ goal: 'Sell the spring teas', modelType: 'claude' });
    const names = () => within(proposal).getAllByRole('listitem').map((li) => li.textContent);
    expect(names()).toEqual([expect.stringContaining('1. Footer'), expect.stringContaining('2. Hero banner'), expect.stringContaining('3. Text block')]);
    await user.click(within(proposal).getByRole('button', { name: 'Move Footer down' }));
    await user.click(within(proposal).getByRole('button', { name: 'Move Footer down' }));
    expect(names()).toEqual([expect.stringContaining('Hero banner'), expect.stringContaining('Text block'), expect.stringContaining('Footer')]);
    expect(within(proposal).getByRole('button', { name: 'Move Footer down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Accept Modules' }));
    expect(screen.queryByRole('list', { name: 'Suggested Modules' })).not.toBeInTheDocument();
    expect(instanceCards()).toEqual(['Hero banner', 'Text block', 'Footer']);

    // Generate All Content fills every field; filled fields read as text.
    await user.click(screen.getByRole('button', { name: 'Generate All Content' }));
    expect(await within(card('Hero banner')).findByText('Bloom into spring')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Content Generated' }));
    const generation = bodyOf('/api/ai/generate-content');
    expect(generation).toMatchObject({ moduleIds: [1, 2, 3], goal: 'Sell the spring teas', modelType: 'claude', brandContext: 'Professional and trustworthy tone' });
    expect(generation.moduleInstances.map((i: { moduleId: number; totalDuplicates: number }) => [i.moduleId, i.totalDuplicates])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(within(card('Text block')).queryByRole('textbox')).not.toBeInTheDocument();

    // Subject lines: reject one, edit one (trimmed), select one.
    await user.click(screen.getByRole('button', { name: 'Generate Subject Lines' }));
    const subjects = await screen.findByRole('list', { name: 'Subject line options' });
    expect(within(subjects).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(subjects).getByRole('button', { name: 'Reject subject line option 3' }));
    expect(within(subjects).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(subjects).getByRole('button', { name: 'Edit subject line option 2' }));
    const editor = within(subjects).getByRole('textbox', { name: 'Subject line option 2' });
    await user.clear(editor);
    await user.type(editor, '   New teas are in   {Enter}');
    expect(within(subjects).getByText('New teas are in')).toBeInTheDocument();
    await user.click(within(subjects).getAllByRole('button', { name: 'Select' })[1]);
    expect(screen.queryByRole('list', { name: 'Subject line options' })).not.toBeInTheDocument();
    expect(screen.getByTestId('subject-selected')).toHaveTextContent('New teas are in');

    // Preview texts came with the subject lines; generating again uses the chosen subject line.
    expect(screen.getByRole('list', { name: 'Preview text options' })).toHaveTextContent('Old preview one');
    await user.click(screen.getByRole('button', { name: 'Generate Preview Text' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Preview text options' })).toHaveTextContent('Fresh teas for fresh mornings'));
    expect(bodyOf('/api/ai/generate-preview-text')).toEqual({
      goal: 'Sell the spring teas',
      subjectLine: 'New teas are in',
      modelType: 'claude',
      brandContext: 'Professional and trustworthy tone',
    });
    await user.click(within(screen.getByRole('list', { name: 'Preview text options' })).getAllByRole('button', { name: 'Select' })[0]);
    expect(screen.getByTestId('preview-selected')).toHaveTextContent('Fresh teas for fresh mornings');

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    const saved = bodyOf('/api/campaigns');
    const ids = saved.moduleInstances.map((i: { instanceId: string }) => i.instanceId);
    expect(ids.every((id: string) => /^instance-\d+-\d+-[a-z0-9]+$/.test(id))).toBe(true);
    expect(saved).toEqual({
      name: 'Spring launch',
      goal: 'Sell the spring teas',
      subject: 'New teas are in',
      previewText: 'Fresh teas for fresh mornings',
      moduleOrder: [1, 2, 3],
      moduleInstances: [1, 2, 3].map((moduleId, i) => ({ instanceId: ids[i], moduleId })),
      content: {
        [ids[0]]: { headline: 'Bloom into spring', cta: 'Shop now' },
        [ids[1]]: { body: 'Our spring teas have arrived.' },
        [ids[2]]: { address: '1 Tea Street' },
      },
      subjectLineOptions: ['New teas are in'],
      previewTextOptions: ['Fresh teas for fresh mornings'],
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Campaign created successfully' }));
  });

  it('Reject clears the proposal, and remove takes one module out of it', async () => {
    const user = userEvent.setup();
    answerForm();
    mockApi({ 'POST /api/ai/suggest-modules': { status: 200, body: { moduleIds: [1, 2], demo: false } } });
    renderCampaigns('/campaigns/new');
    await fill(user, 'Goal', 'Sell tea');
    await user.click(screen.getByRole('button', { name: 'Suggest Modules' }));
    const proposal = await screen.findByRole('list', { name: 'Suggested Modules' });
    await user.click(within(proposal).getByRole('button', { name: 'Remove Hero banner' }));
    expect(within(proposal).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('list', { name: 'Suggested Modules' })).not.toBeInTheDocument();
    expect(instanceCards()).toEqual([]);
  });

  it('needs a name to save, and shows it on the details card', async () => {
    const user = userEvent.setup();
    answerForm();
    renderCampaigns('/campaigns/new');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    expect(await screen.findByText('Campaign name is required')).toBeInTheDocument();
    expect(sent('/api/campaigns')).toBe(0);
  });

  it('says each subject-line and preview-text failure as section 8 words it', async () => {
    const user = userEvent.setup();
    answerForm();
    const { toast } = renderCampaigns('/campaigns/new');
    await fill(user, 'Goal', 'Sell tea');

    // No subject line yet: nothing is asked.
    await user.click(await screen.findByRole('button', { name: 'Generate Preview Text' }));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Please select a subject line first' }));
    expect(sent('/api/ai/generate-preview-text')).toBe(0);

    mockApi({ 'POST /api/ai/generate-subject-lines': { status: 200, body: { subjectLines: [], previewTexts: [], demo: false } } });
    await user.click(await screen.findByRole('button', { name: 'Generate Subject Lines' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'No subject lines were generated. Please try again.' })));

    mockApi({ 'POST /api/ai/generate-subject-lines': { status: 503, body: { message: 'The AI service is busy' } } });
    await user.click(await screen.findByRole('button', { name: 'Generate Subject Lines' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Failed to generate email options. Please try again.' })));

    // A subject line of one's own counts as selected.
    await fill(user, 'Your subject line', '  My own subject  ');
    await user.click(within(card('Subject Line')).getByRole('button', { name: 'Use' }));
    expect(screen.getByTestId('subject-selected')).toHaveTextContent('My own subject');

    mockApi({ 'POST /api/ai/generate-preview-text': { status: 200, body: { previewTexts: [], demo: false } } });
    await user.click(await screen.findByRole('button', { name: 'Generate Preview Text' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'No preview text was generated. Please try again.' })));
    expect(bodyOf('/api/ai/generate-preview-text').subjectLine).toBe('My own subject');

    mockApi({ 'POST /api/ai/generate-preview-text': { status: 429, body: { message: 'Rate limit reached' } } });
    await user.click(await screen.findByRole('button', { name: 'Generate Preview Text' }));
    await waitFor(() => expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Rate limit reached' })));

    mockApi({ 'POST /api/ai/generate-preview-text': { status: 500, body: 'oops' } });
    await user.click(await screen.findByRole('button', { name: 'Generate Preview Text' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Failed to generate preview text. Please try again.' })),
    );

    // No answer at all (offline): the failure's own words, not the catalogue's fallback.
    const toastsBefore = toast.mock.calls.length;
    mockApi({ 'POST /api/ai/generate-preview-text': { status: 0 } });
    await user.click(await screen.findByRole('button', { name: 'Generate Preview Text' }));
    await waitFor(() => expect(toast).toHaveBeenCalledTimes(toastsBefore + 1));
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: expect.stringMatching(/network|fetch/i), variant: 'destructive' }));
  });

  it('says when the providers cannot be read, and says plainly when the demo model writes', async () => {
    const user = userEvent.setup();
    answerForm({ status: 500, body: 'down' });
    const { toast, unmount } = renderCampaigns('/campaigns/new');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to fetch AI providers' })));
    unmount();

    answerForm();
    renderCampaigns('/campaigns/new');
    expect(await screen.findByTestId('demo-notice')).toHaveTextContent('Claude has no API key configured');
    await user.click(screen.getByRole('combobox', { name: 'AI provider' }));
    await user.click(screen.getByRole('option', { name: 'OpenAI' }));
    expect(screen.queryByTestId('demo-notice')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'AI provider' }));
    expect(screen.getByRole('option', { name: 'Gemini (no API key: demo content)' })).toBeInTheDocument();
  });

  it('previews the modules in a same-origin-only frame, filled as the user types, with the brand colours', async () => {
    const user = userEvent.setup();
    answerForm();
    mockApi({
      'GET /api/brand-settings': {
        status: 200,
        body: [{ colors: { text: '#112233' } } as never],
      },
    });
    renderCampaigns('/campaigns/new');
    const frame = screen.getByTitle('Email preview') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    expect(frame).toHaveStyle({ height: 'calc(100vh - 12rem)' });
    expect(screen.getByText('Add modules to see your email here.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Add module' }));
    await user.click(await screen.findByRole('option', { name: 'Text block (body)' }));
    await user.click(screen.getByRole('combobox', { name: 'Add module' }));
    await user.click(screen.getByRole('option', { name: 'Hero banner (header)' }));
    const doc = () => frame.contentDocument!.body.innerHTML;
    await waitFor(() => expect(doc()).toContain('[headline]'));
    expect(doc()).toContain('color:#112233');
    expect(doc().indexOf('[body]')).toBeLessThan(doc().indexOf('[headline]'));

    const heading = frame.contentDocument!.querySelector('h1');
    expect(heading).toHaveTextContent('[headline]');
    await user.click(within(card('Hero banner')).getByRole('textbox', { name: /headline/ }));
    await user.paste('Tea & <friends>');
    await waitFor(() => expect(doc()).toContain('<h1>Tea &amp; &lt;friends&gt;</h1>'));
    // the module's nodes stay: only their text changes (images are not fetched again)
    expect(frame.contentDocument!.querySelector('h1')).toBe(heading);
  });
});

describe('/campaigns/edit/{id}', () => {
  function answerEdit() {
    answerForm();
    mockApi({
      'GET /api/campaigns/7': { status: 200, body: campaignFixture() },
      'PATCH /api/campaigns/7': fromBody((body) => ({ status: 200, body: campaignFixture(body as object) })),
      'GET /api/campaigns': { status: 200, body: [] },
    });
  }

  it('loads the campaign; duplicates deep-copy, moves, removes, and Update Campaign saves it', async () => {
    const user = userEvent.setup();
    answerEdit();
    const { toast, currentPath } = renderCampaigns('/campaigns/edit/7');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Campaign' })).toBeInTheDocument();
    expect(within(screen.getByTestId('details-view')).getByText('Spring launch')).toBeInTheDocument();
    expect(screen.getByTestId('subject-selected')).toHaveTextContent('Spring is here');
    await waitFor(() => expect(instanceCards()).toEqual(['Hero banner', 'Text block', 'Footer']));

    // Duplicate: inserted right after, content copied.
    await user.click(screen.getByRole('button', { name: 'Duplicate Hero banner' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Module Duplicated' }));
    expect(instanceCards()).toEqual(['Hero banner', 'Hero banner (2)', 'Text block', 'Footer']);
    const copy = card('Hero banner (2)');
    expect(within(copy).getByText('Bloom into spring')).toBeInTheDocument();

    // Read-only once filled; edit on click; back to text on blur. Editing the copy leaves the original.
    await user.click(within(copy).getByText('Bloom into spring'));
    const input = within(copy).getByRole('textbox', { name: /headline/ });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.paste('A copy of its own');
    await user.tab();
    expect(within(copy).queryByRole('textbox', { name: /headline/ })).not.toBeInTheDocument();
    expect(within(copy).getByText('A copy of its own')).toBeInTheDocument();
    expect(within(card('Hero banner')).getByText('Bloom into spring')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Footer up' }));
    expect(instanceCards()).toEqual(['Hero banner', 'Hero banner (2)', 'Footer', 'Text block']);
    expect(screen.getByRole('button', { name: 'Move Hero banner up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Text block down' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove Text block' }));
    expect(instanceCards()).toEqual(['Hero banner', 'Hero banner (2)', 'Footer']);

    await user.click(screen.getByRole('button', { name: 'Update Campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    const body = bodyOf('/api/campaigns/7', 'PATCH');
    const [original, duplicate, footer] = body.moduleInstances;
    expect(original).toEqual({ instanceId: 'instance-1-1700000000000-aaaaaaaaa', moduleId: 1 });
    expect(duplicate.moduleId).toBe(1);
    expect(duplicate.instanceId).toMatch(/^instance-1-\d+-[a-z0-9]+$/);
    expect(footer).toEqual({ instanceId: 'instance-3-1700000000000-ccccccccc', moduleId: 3 });
    expect(body.moduleOrder).toEqual([1, 1, 3]);
    // the removed instance's content is gone; the copy has its own
    expect(body.content).toEqual({
      'instance-1-1700000000000-aaaaaaaaa': { headline: 'Bloom into spring', cta: 'Shop now' },
      [duplicate.instanceId]: { headline: 'A copy of its own', cta: 'Shop now' },
    });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Campaign updated successfully' }));
  });

  it('refines one field in the AI-Powered Content Refinement dialog', async () => {
    const user = userEvent.setup();
    answerEdit();
    const { toast } = renderCampaigns('/campaigns/edit/7');
    const hero = await screen.findByRole('region', { name: 'Hero banner' });
    await user.click(within(hero).getByRole('button', { name: 'Refine headline of Hero banner with AI' }));
    const dialog = screen.getByRole('dialog', { name: 'AI-Powered Content Refinement' });
    expect(within(dialog).getByTestId('refine-current')).toHaveTextContent('Bloom into spring');

    await user.click(within(dialog).getByRole('button', { name: 'Refine' }));
    expect(within(dialog).getByText('Missing required information for refinement')).toBeInTheDocument();
    expect(sent('/api/ai/refine-content')).toBe(0);

    mockApi({ 'POST /api/ai/refine-content': { status: 500, body: { message: 'Failed to parse AI response' } } });
    await user.type(within(dialog).getByRole('textbox', { name: 'What should change?' }), 'Shorter');
    await user.click(within(dialog).getByRole('button', { name: 'Refine' }));
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Failed to refine content', description: 'Failed to parse AI response' })),
    );

    mockApi({ 'POST /api/ai/refine-content': { status: 200, body: { refinedContent: 'Spring, in bloom', demo: true } } });
    await user.click(within(dialog).getByRole('button', { name: 'Refine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(hero).getByText('Spring, in bloom')).toBeInTheDocument();
    expect(bodyOf('/api/ai/refine-content')).toEqual({
      moduleId: 'instance-1-1700000000000-aaaaaaaaa',
      fieldName: 'headline',
      content: 'Bloom into spring',
      userFeedback: 'Shorter',
      goal: 'Sell the spring collection to repeat customers',
      modelType: 'claude',
    });
  });

  it('checks the unsaved email and shows the Ready to send checklist', async () => {
    answerEdit();
    renderCampaigns('/campaigns/edit/7');
    const checklist = await screen.findByRole('list', { name: 'Ready to send' }, { timeout: 5000 });
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(2);
    expect(bodyOf('/api/campaigns/preview')).toMatchObject({ name: 'Spring launch', subject: 'Spring is here', moduleOrder: [1, 2, 3] });
  });

  it('says Campaign not found for an unknown campaign', async () => {
    answerForm();
    mockApi({ 'GET /api/campaigns/99': { status: 404, body: { statusCode: 404, message: 'Campaign not found' } } });
    renderCampaigns('/campaigns/edit/99');
    expect(await screen.findByText('Campaign not found')).toBeInTheDocument();
  });

  it('says the load failed, with the way back, when the campaign cannot be read', async () => {
    answerForm();
    mockApi({ 'GET /api/campaigns/8': { status: 500, body: { statusCode: 500, message: 'Internal server error' } } });
    renderCampaigns('/campaigns/edit/8');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load campaign. Please try again.');
    expect(screen.getByRole('link', { name: 'Back to campaigns' })).toHaveAttribute('href', '/campaigns');
    expect(screen.queryByText('Campaign not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Edit Campaign' })).not.toBeInTheDocument();
  });
});

describe('/campaigns/new?conceptId=', () => {
  function answerConcept() {
    answerForm();
    mockApi({ 'GET /api/email-concepts/12': { status: 200, body: conceptFixture() } });
    mockApi({
      'POST /api/ai/suggest-modules': { status: 200, body: { moduleIds: [1, 3], demo: true } },
      'POST /api/campaigns': fromBody((body) => ({ status: 201, body: campaignFixture({ ...(body as object), id: 44 }) })),
      'GET /api/campaigns': { status: 200, body: [] },
    });
    mockApi({ 'POST /api/email-concepts/12/link-to-campaign/44': { status: 200, body: conceptFixture({ campaignId: 44 }) } });
  }

  it('prefills from the concept, suggests modules by itself, and links the concept to the new campaign', async () => {
    const user = userEvent.setup();
    answerConcept();
    const { toast, currentPath } = renderCampaigns('/campaigns/new?conceptId=12');
    const details = await screen.findByTestId('details-view');
    expect(within(details).getByText('Why Matcha Is a Customer Favourite')).toBeInTheDocument();
    expect(within(details).getByText(/Show what makes our matcha worth it\.\s+Target Segment: Repeat Customers\s+Journey Phase: Retention/)).toBeInTheDocument();
    expect(screen.getByTestId('subject-selected')).toHaveTextContent('Product Spotlight: Why Matcha Is a Customer Favourite');
    expect(screen.getByTestId('preview-selected')).toHaveTextContent('Show what makes our matcha worth it.');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Email Concept Loaded' }));

    // The suggestion runs on its own.
    const proposal = await screen.findByRole('list', { name: 'Suggested Modules' });
    expect(bodyOf('/api/ai/suggest-modules').goal).toContain('Show what makes our matcha worth it.');
    expect(within(proposal).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Accept Modules' }));

    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    expect(sent('/api/email-concepts/12/link-to-campaign/44')).toBe(1);
    expect(bodyOf('/api/campaigns')).toMatchObject({
      name: 'Why Matcha Is a Customer Favourite',
      subject: 'Product Spotlight: Why Matcha Is a Customer Favourite',
      previewText: 'Show what makes our matcha worth it.',
    });
  });

  /** The form from a concept with the shell's real toasts on screen. */
  function renderWithToasts(path: string) {
    return renderWithProviders(<CampaignsArea />, { route: path, path: '/campaigns/*' });
  }
  const notifications = () => screen.getByRole('region', { name: 'Notifications (F8)' });

  it('after Create Campaign, says the campaign was created and then that the concept is linked', async () => {
    const user = userEvent.setup();
    answerConcept();
    const { currentPath } = renderWithToasts('/campaigns/new?conceptId=12');
    await screen.findByTestId('details-view');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    const created = await within(notifications()).findByRole('status');
    expect(created).toHaveTextContent('Campaign created successfully');
    expect(screen.queryByText('Concept Linked')).not.toBeInTheDocument();
    await user.click(within(created).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Concept Linked')).toBeInTheDocument();
    expect(screen.queryByText('Campaign created successfully')).not.toBeInTheDocument();
  });

  it('a failed link keeps the campaign and shows the failure, which the success toast does not replace', async () => {
    const user = userEvent.setup();
    answerConcept();
    mockApi({ 'POST /api/email-concepts/12/link-to-campaign/44': { status: 404, body: { statusCode: 404, message: 'Campaign not found' } } });
    const { currentPath } = renderWithToasts('/campaigns/new?conceptId=12');
    await screen.findByTestId('details-view');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(currentPath()).toBe('/campaigns'));
    expect(sent('/api/campaigns')).toBe(1);
    const failure = await within(notifications()).findByRole('alert');
    expect(failure).toHaveTextContent('Failed to link concept to campaign');
    expect(failure).toHaveTextContent('Campaign not found');
    expect(screen.queryByText('Campaign created successfully')).not.toBeInTheDocument();
    expect(screen.queryByText('Concept Linked')).not.toBeInTheDocument();
    // once the user has read it, the success follows
    await user.click(within(failure).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Campaign created successfully')).toBeInTheDocument();
    expect(screen.queryByText('Failed to link concept to campaign')).not.toBeInTheDocument();
    expect(screen.queryByText('Concept Linked')).not.toBeInTheDocument();
  });

  it('refines the concept: Original and Refined, Start Over, Apply Changes re-fills what the user did not change', async () => {
    const user = userEvent.setup();
    answerConcept();
    const refined = {
      title: 'Matcha, Loved by Regulars',
      coreMessage: 'Our regulars keep coming back for this matcha.',
      targetAudience: 'Regulars',
      callToAction: 'Try matcha',
    };
    const original = { title: conceptFixture().title, coreMessage: conceptFixture().coreMessage, targetAudience: 'Tea lovers', callToAction: 'Shop matcha' };
    // the server keeps the applied refinement: the form's concept, read again, is the refined one
    let stored = conceptFixture();
    const requests = mockApi({
      'GET /api/email-concepts/12': () => ({ status: 200, body: stored }),
      'POST /api/email-concepts/12/refine': { status: 200, body: { original, refined } },
      'POST /api/email-concepts/12/apply-refinement': () => {
        stored = conceptFixture(refined);
        return { status: 200, body: stored };
      },
    });
    const suggestions = () => requests.mock.calls.filter(([path]) => String(path).endsWith('/api/ai/suggest-modules')).length;
    const { toast } = renderCampaigns('/campaigns/new?conceptId=12');
    await screen.findByTestId('details-view');
    await waitFor(() => expect(suggestions()).toBe(1), { timeout: 5000 });
    // the user's own goal stays; the name follows the refined title
    await user.click(screen.getByRole('button', { name: 'Edit Details' }));
    await fill(user, 'Goal', 'My own goal');
    await user.click(screen.getByRole('button', { name: 'Save Details' }));

    await user.click(screen.getByRole('button', { name: 'Refine Concept with AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'AI-Powered Content Refinement' });
    const refine = await within(dialog).findByRole('button', { name: 'Refine' });
    expect(refine).toBeDisabled();
    const instructions = within(dialog).getByRole('textbox', { name: /Refinement instructions/ });
    await user.click(instructions);
    await user.tab();
    expect(within(dialog).getByText('Please provide instructions for refinement')).toBeInTheDocument();
    await user.type(instructions, 'Speak to regulars');
    await user.click(refine);
    expect(await within(dialog).findByRole('tab', { name: 'Refined', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByText('Matcha, Loved by Regulars')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Original' }));
    expect(within(dialog).getByText('Why Matcha Is a Customer Favourite')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Start Over' }));
    expect(within(dialog).getByRole('textbox', { name: /Refinement instructions/ })).toHaveValue('');
    await user.type(within(dialog).getByRole('textbox', { name: /Refinement instructions/ }), 'Speak to regulars');
    await user.click(within(dialog).getByRole('button', { name: 'Refine' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Apply Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Success', description: 'Email concept updated successfully' }));
    const details = screen.getByTestId('details-view');
    expect(within(details).getByText('Matcha, Loved by Regulars')).toBeInTheDocument();
    expect(within(details).getByText('My own goal')).toBeInTheDocument();
    expect(screen.getByTestId('subject-selected')).toHaveTextContent('Product Spotlight: Matcha, Loved by Regulars');
    expect(screen.getByTestId('preview-selected')).toHaveTextContent('Our regulars keep coming back for this matcha.');
    // the concept, read again after the change, brings no second module suggestion
    await new Promise((resolve) => setTimeout(resolve, CAMPAIGN_PREFILL.autoSuggestDelayMs + 300));
    expect(suggestions()).toBe(1);
  });
});
