import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, type AnthropicPromptResponseDto } from '@mailplan/api';
import { aiApi } from '@mailplan/api/endpoints/ai';
import { deferred, mockApi, type FakeAnswer } from '@mailplan/testing';
import { MODELS, PROVIDERS, happyServer, promptAnswer, renderPage, textFile } from './anthropic-test.fixtures';

const modelSelect = () => screen.getByRole('combobox', { name: 'Model' });
const sendButton = () => screen.getByRole('button', { name: /Send Prompt|Sending/ });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

function promptCalls(fetchMock: jest.Mock) {
  return fetchMock.mock.calls.filter(([url]) => url === '/api/anthropic/prompt');
}

/** The slider named `name` stands at `value` and moves from `min` to `max` by `step`. */
function expectSlider(name: string, { value, min, max, step }: { value: string; min: string; max: string; step: string }) {
  const slider = screen.getByRole('slider', { name });
  expect(slider).toHaveValue(value);
  expect(slider).toHaveAttribute('min', min);
  expect(slider).toHaveAttribute('max', max);
  expect(slider).toHaveAttribute('step', step);
}

describe('Anthropic API Test page', () => {
  afterEach(() => jest.useRealTimers());

  it('preselects a loaded haiku model and shows context windows as K or M tokens', async () => {
    const user = userEvent.setup();
    happyServer();
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Anthropic API Test' })).toBeInTheDocument();
    await waitFor(() => expect(modelSelect()).toHaveTextContent('Claude 3.5 Haiku (200K tokens)'));
    expect(screen.getByText('Fast and compact.')).toBeInTheDocument();

    await user.click(modelSelect());
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Claude 3.7 Sonnet (200K tokens)',
      'Claude 3.5 Haiku (200K tokens)',
      'Claude Sonnet 4 (1M tokens)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Claude Sonnet 4 (1M tokens)' }));
    expect(modelSelect()).toHaveTextContent('Claude Sonnet 4 (1M tokens)');
    expect(screen.getByText('Long documents.')).toBeInTheDocument();
  });

  it('defaults to claude-3-haiku-20240307 when no loaded model is a haiku', async () => {
    const fetchMock = mockApi({
      'GET /api/ai/providers': { status: 200, body: PROVIDERS },
      'GET /api/anthropic/models': { status: 200, body: MODELS.filter((m) => !m.name.includes('haiku')) },
      'POST /api/anthropic/prompt': { status: 200, body: promptAnswer() },
    });
    const user = userEvent.setup();
    renderPage();
    await waitFor(() => expect(screen.queryByText('Loading models...')).not.toBeInTheDocument());
    expect(modelSelect()).toHaveTextContent('claude-3-haiku-20240307');

    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Hi');
    await user.click(sendButton());
    await screen.findByText('Hello there');
    const body = promptCalls(fetchMock)[0][1].body as FormData;
    expect(body.get('model')).toBe('claude-3-haiku-20240307');
  });

  it('starts with the spec defaults for the system prompt and both sliders', async () => {
    happyServer();
    renderPage();
    expect(screen.getByRole('textbox', { name: 'System prompt' })).toHaveValue('You are a helpful assistant.');

    expectSlider('Temperature', { value: '0.7', min: '0', max: '1', step: '0.01' });
    expect(screen.getByTestId('anthropic-temperature-value')).toHaveTextContent('0.70');
    expectSlider('Max tokens', { value: '1000', min: '100', max: '4000', step: '100' });
    expect(screen.getByTestId('anthropic-max-tokens-value')).toHaveTextContent('1000');

    expect(
      screen.getByText('Max 5 files, 5MB total. Accepted: text, code, pdf, office and csv files'),
    ).toBeInTheDocument();
    await screen.findByText('Claude 3.5 Haiku (200K tokens)');
  });

  it('sends every field and the files as multipart, then shows the text of the answer', async () => {
    const answer = deferred<FakeAnswer>();
    const fetchMock = happyServer(() => answer.promise);
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Claude 3.5 Haiku (200K tokens)');

    expect(sendButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Write a subject line');
    const system = screen.getByRole('textbox', { name: 'System prompt' });
    await user.clear(system);
    await user.type(system, 'Be brief.');

    act(() => screen.getByRole('slider', { name: 'Temperature' }).focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByTestId('anthropic-temperature-value')).toHaveTextContent('0.72');
    act(() => screen.getByRole('slider', { name: 'Max tokens' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByTestId('anthropic-max-tokens-value')).toHaveTextContent('900');

    const notes = textFile('notes.txt', 2048);
    const data = textFile('data.csv', 100, 'text/csv');
    await user.upload(fileInput(), [notes, data]);
    const list = await screen.findByRole('list', { name: 'Chosen files' });
    expect(within(list).getByText('notes.txt')).toBeInTheDocument();
    expect(within(list).getByText('2.0 KB')).toBeInTheDocument();
    expect(within(list).getByText('data.csv')).toBeInTheDocument();
    expect(within(list).getByText('100 B')).toBeInTheDocument();

    await user.click(sendButton());
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();

    const [[, init]] = promptCalls(fetchMock);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'x-requested-with': 'XMLHttpRequest' });
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('model')).toBe('claude-3-5-haiku-20241022');
    expect(body.get('prompt')).toBe('Write a subject line');
    expect(body.get('systemPrompt')).toBe('Be brief.');
    expect(body.get('temperature')).toBe('0.72');
    expect(body.get('maxTokens')).toBe('900');
    const sent = body.getAll('files') as File[];
    expect(sent.map((f) => [f.name, f.size])).toEqual([
      ['notes.txt', 2048],
      ['data.csv', 100],
    ]);

    await act(async () =>
      answer.resolve({
        status: 200,
        body: promptAnswer({
          content: [
            { type: 'text', text: 'Spring is here' },
            { type: 'text', text: 'Fresh tea inside' },
          ],
        }),
      }),
    );
    const response = await screen.findByTestId('anthropic-response');
    expect(response.textContent).toBe('Spring is here\nFresh tea inside');
    expect(screen.getByText('claude-3-5-haiku-20241022 · 10 input tokens, 5 output tokens')).toBeInTheDocument();
    expect(screen.queryByText('Demo content')).not.toBeInTheDocument();
    expect(sendButton()).toHaveTextContent('Send Prompt');
  }, 20_000); // a long walk through the whole form: more than the default 5 s on a busy machine

  it('leaves out an empty system prompt', async () => {
    const fetchMock = happyServer();
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Claude 3.5 Haiku (200K tokens)');
    await user.clear(screen.getByRole('textbox', { name: 'System prompt' }));
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Hi');
    await user.click(sendButton());
    await screen.findByText('Hello there');
    const body = promptCalls(fetchMock)[0][1].body as FormData;
    expect(body.has('systemPrompt')).toBe(false);
    expect(body.getAll('files')).toEqual([]);
  });

  it('marks an answer of the offline demo model', async () => {
    happyServer({
      status: 200,
      body: promptAnswer({ model: 'demo', demo: true, content: [{ type: 'text', text: 'Demo answer' }] }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Hi');
    await user.click(sendButton());
    expect(await screen.findByText('Demo answer')).toBeInTheDocument();
    expect(screen.getByText('Demo content')).toBeInTheDocument();
    expect(
      screen.getByText('This answer was written by the offline demo model because no Anthropic API key is configured.'),
    ).toBeInTheDocument();
  });

  it('says once that an answer is demo content, even when the answer text carries its own notice', async () => {
    const text = '_Demo content: written by the offline demo model from your own input, because no AI provider key is configured._\n\nYou asked: "Hi"';
    happyServer({ status: 200, body: promptAnswer({ model: 'demo', demo: true, content: [{ type: 'text', text }] }) });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Hi');
    await user.click(sendButton());
    expect(await screen.findByText('You asked: "Hi"')).toBeInTheDocument();
    expect(screen.getAllByText(/offline demo model/)).toHaveLength(1);
    expect(screen.getByTestId('anthropic-response').textContent).toBe('You asked: "Hi"');
  });

  it('keeps the text of an answer that is not demo content as written', async () => {
    const text = 'Demo content: a section about demos.';
    happyServer({ status: 200, body: promptAnswer({ content: [{ type: 'text', text }] }) });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Hi');
    await user.click(sendButton());
    expect(await screen.findByTestId('anthropic-response')).toHaveTextContent(text);
  });

  it('shows the raw JSON of an answer without text parts', async () => {
    const body = promptAnswer({ content: [{ type: 'image' }] as unknown as AnthropicPromptResponseDto['content'] });
    happyServer({ status: 200, body });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Hi');
    await user.click(sendButton());
    expect((await screen.findByTestId('anthropic-response')).textContent).toBe(JSON.stringify(body, null, 2));
  });

  it("toasts 'Failed to call Anthropic API' with the server's message", async () => {
    happyServer({
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The AI service is busy. Please wait a minute or two.',
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: /Prompt/ }), 'Hi');
    await user.click(sendButton());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to call Anthropic API');
    expect(toast).toHaveTextContent('The AI service is busy. Please wait a minute or two.');
    expect(screen.queryByTestId('anthropic-response')).not.toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it("toasts 'Error fetching models' when the model list fails", async () => {
    mockApi({
      'GET /api/ai/providers': { status: 200, body: PROVIDERS },
      'GET /api/anthropic/models': {
        status: 500,
        body: { statusCode: 500, error: 'Internal Server Error', message: 'Boom' },
      },
    });
    renderPage();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error fetching models');
    expect(toast).toHaveTextContent('Boom');
    expect(modelSelect()).toHaveTextContent('claude-3-haiku-20240307');
  });

  it("toasts 'Failed to fetch AI providers' when the provider list fails, and shows the providers otherwise", async () => {
    mockApi({
      'GET /api/ai/providers': { status: 500, body: 'oops' },
      'GET /api/anthropic/models': { status: 200, body: MODELS },
    });
    const { unmount } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch AI providers');
    expect(screen.queryByRole('group', { name: 'AI providers' })).not.toBeInTheDocument();
    unmount();

    happyServer();
    renderPage();
    const group = await screen.findByRole('group', { name: 'AI providers' });
    expect(within(group).getByText('claude (default): configured')).toBeInTheDocument();
    expect(within(group).getByText('openai: demo')).toBeInTheDocument();
    expect(within(group).getByText('gemini: demo')).toBeInTheDocument();
  });

  it('keeps the model list cached for 5 minutes after the page leaves', async () => {
    jest.useFakeTimers();
    const fetchMock = happyServer();
    const store = createAppStore();
    const sub = store.dispatch(aiApi.endpoints.getAnthropicModels.initiate());
    await sub;
    sub.unsubscribe();
    const cached = () => aiApi.endpoints.getAnthropicModels.select()(store.getState()).data;
    await act(async () => jest.advanceTimersByTime(299_000));
    expect(cached()).toEqual(MODELS);
    await act(async () => jest.advanceTimersByTime(2_000));
    expect(cached()).toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
