import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@mailplan/testing';
import { GUIDELINES_ERROR_HINTS } from '@mailplan/shared';
import { GUIDELINES_TEXTS } from './guidelines.texts';
import { brandFixture } from '../brand/test-fixtures';
import { GuidelinesGeneratorPage } from './GuidelinesGeneratorPage';

jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null });

const providers = { providers: ['claude', 'openai', 'gemini'], default: 'claude', configured: { claude: false, openai: false, gemini: false } };
const models = [{ name: 'demo', displayName: 'Demo (offline)', description: 'Offline', contextWindow: 200000 }];

function renderGenerator(extra: Record<string, unknown> = {}) {
  const requests = mockApi({
    'GET /api/ai/providers': { status: 200, body: providers },
    'GET /api/anthropic/models': { status: 200, body: models },
    'POST /api/brand-settings': { status: 201, body: brandFixture() },
    ...extra,
  } as never);
  const view = renderWithProviders(<GuidelinesGeneratorPage />, { route: '/brand-guidelines/generate', path: '/brand-guidelines/generate', toasts: 'spy' });
  return { ...view, requests };
}

const reviews = () => new File(['Love the oolong!'], 'reviews.txt', { type: 'text/plain' });

describe('/brand-guidelines/generate', () => {
  it('without a file: the red alert and Generate disabled; the model list is read only for claude', async () => {
    const { requests } = renderGenerator();
    expect(screen.getByText(GUIDELINES_TEXTS.requiredFilesMissing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Demo (offline)'), { timeout: 5000 });
    await user.click(screen.getByRole('combobox', { name: 'AI provider' }));
    await user.click(screen.getByRole('option', { name: /openai/ }));
    expect(screen.queryByRole('combobox', { name: 'Model' })).not.toBeInTheDocument();
    expect(requests.mock.calls.filter(([path]) => path === '/api/anthropic/models')).toHaveLength(1);
    await user.upload(screen.getByLabelText('Customer reviews'), reviews());
    expect(screen.queryByText(GUIDELINES_TEXTS.requiredFilesMissing)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('reviews.txt (0.00 MB)');
  });

  it('preselects the spec default Claude 3.7 Sonnet of 2025-02-19 when the model list has it, and sends it', async () => {
    // the built-in list without a key: newer models come first
    const catalogue = [
      { name: 'claude-opus-4-5-20251101', displayName: 'Claude Opus 4.5', description: 'Most capable', contextWindow: 200000 },
      { name: 'claude-sonnet-4-20250514', displayName: 'Claude Sonnet 4', description: 'Balanced', contextWindow: 200000 },
      { name: 'claude-3-7-sonnet-20250219', displayName: 'Claude 3.7 Sonnet', description: 'The product default', contextWindow: 200000 },
      ...models,
    ];
    const { requests } = renderGenerator({
      'GET /api/anthropic/models': { status: 200, body: catalogue },
      'POST /api/brand-guide/generate': { status: 202, body: { jobId: 'g-9' } },
      'GET /api/jobs/g-9': { status: 200, body: { id: 'g-9', name: 'ai-generate', state: 'completed', progress: 100, result: { brandGuide: 'Voice: warm.', demo: true, content: [] } } },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Claude 3.7 Sonnet'), { timeout: 5000 });
    await user.upload(screen.getByLabelText('Customer reviews'), reviews());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('generated-guidelines')).toHaveTextContent('Voice: warm.');
    const sent = requests.mock.calls.find(([path]) => path === '/api/brand-guide/generate?async=true')![1].body as FormData;
    expect(sent.get('model')).toBe('claude-3-7-sonnet-20250219');
    // the user chooses the provider and model; temperature and token limit are the server's
    expect(sent.has('temperature') || sent.has('maxTokens') || sent.has('systemPrompt')).toBe(false);
  });

  it('without the spec default in the list, preselects the first model', async () => {
    renderGenerator({
      'GET /api/anthropic/models': {
        status: 200,
        body: [
          { name: 'claude-sonnet-4-20250514', displayName: 'Claude Sonnet 4', description: 'Balanced', contextWindow: 200000 },
          { name: 'claude-3-haiku-20240307', displayName: 'Claude 3 Haiku', description: 'Fast', contextWindow: 200000 },
        ],
      },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Claude Sonnet 4'), { timeout: 5000 });
  });

  it('refuses a file over 10 MB with the drop zone text', async () => {
    renderGenerator();
    const big = new File(['x'], 'deck.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Brand deck or materials'), big);
    expect(await screen.findByText('File size exceeds the 10MB limit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
  });

  it('generates, shows the result card, saves it to the brand profile; Generate Another clears it', async () => {
    const { requests, toast } = renderGenerator({
      'POST /api/brand-guide/generate': { status: 202, body: { jobId: 'g-1' } },
      'GET /api/jobs/g-1': { status: 200, body: { id: 'g-1', name: 'ai-generate', state: 'completed', progress: 100, result: { brandGuide: 'Voice: warm.\nValues: calm.', demo: true, content: [] } } },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Model' })).toHaveTextContent('Demo (offline)'), { timeout: 5000 });
    await user.upload(screen.getByLabelText('Customer reviews'), reviews());
    await user.type(screen.getByLabelText('Additional brand context (optional)'), 'We sell tea.');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('generated-guidelines')).toHaveTextContent('Voice: warm.');
    expect(screen.getByText('Demo content')).toBeInTheDocument();
    const sent = requests.mock.calls.find(([path]) => path === '/api/brand-guide/generate?async=true')![1].body as FormData;
    expect((sent.getAll('files') as File[]).map((f) => f.name)).toEqual(['reviews.txt']);
    expect(sent.get('brandContext')).toBe('We sell tea.');
    expect(sent.get('modelType')).toBe('claude');
    expect(sent.get('model')).toBe('demo');
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining(GUIDELINES_TEXTS.generated)));
    const save = requests.mock.calls.find(([path, r]) => path === '/api/brand-settings' && r.method === 'POST')![1].body as FormData;
    expect(JSON.parse(String(save.get('brandGuide')))).toMatchObject({ text: 'Voice: warm.\nValues: calm.' });
    expect(screen.getByRole('link', { name: GUIDELINES_TEXTS.continueToStrategy })).toHaveAttribute('href', '/email-strategy');
    await user.click(screen.getByRole('button', { name: GUIDELINES_TEXTS.generateAnother }));
    expect(screen.queryByTestId('generated-guidelines')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('a failure: the error toast with the message and its hint', async () => {
    const { toast } = renderGenerator({
      'POST /api/brand-guide/generate': { status: 202, body: { jobId: 'g-2' } },
      'GET /api/jobs/g-2': { status: 200, body: { id: 'g-2', name: 'ai-generate', state: 'failed', progress: 5, error: 'AI service overloaded (529)' } },
    });
    await user.upload(screen.getByLabelText('Customer reviews'), reviews());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: GUIDELINES_TEXTS.errorTitle, description: `AI service overloaded (529). ${GUIDELINES_ERROR_HINTS.overloaded}` }),
      ),
    );
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('generated but not saved: the saving toast', async () => {
    const { toast } = renderGenerator({
      'POST /api/brand-guide/generate': { status: 200, body: { brandGuide: 'Voice', content: [{ type: 'text', text: 'Voice' }] } },
      'POST /api/brand-settings': { status: 500, body: { message: 'down' } },
    });
    await user.upload(screen.getByLabelText('Customer reviews'), reviews());
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining(GUIDELINES_TEXTS.saveFailed)));
    expect(screen.getByTestId('generated-guidelines')).toHaveTextContent('Voice');
  });
});
