import { screen, within } from '@testing-library/react';
import { deferred, mockApi, requestLog, type FakeAnswer } from '@mailplan/testing';
import { moduleFixture, renderModules, sentPaths } from './modules.fixtures';

describe('/modules/{id}', () => {
  it('shows a skeleton, then name, description, category, fields, raw HTML and the preview', async () => {
    const answer = deferred<FakeAnswer>();
    const fetch = mockApi({ 'GET /api/modules/1': () => answer.promise });
    renderModules('/modules/1');
    expect(screen.getByTestId('module-detail-skeleton')).toBeInTheDocument();

    answer.resolve({
      status: 200,
      body: moduleFixture({
        fields: [
          {
            name: 'headline',
            type: 'text',
            required: true,
            purpose: 'The main message',
            placeholder: 'Spring is here',
          },
          { name: 'cta', type: 'button', required: false, purpose: 'Button label' },
        ],
      }),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Hero banner' })).toBeInTheDocument();
    expect(screen.queryByTestId('module-detail-skeleton')).not.toBeInTheDocument();
    expect(screen.getByText('A large image with a headline')).toBeInTheDocument();
    expect(screen.getByText('header')).toBeInTheDocument();
    const fields = screen.getByRole('heading', { name: 'Fields' }).parentElement!;
    expect(within(fields).getByText('headline')).toBeInTheDocument();
    expect(within(fields).getByText('(button)')).toBeInTheDocument();
    expect(within(fields).getAllByText('*')).toHaveLength(1);
    // "required" is read out but takes no room: a 1 px box inside its positioned line, never
    // as wide as the window (which made the page scroll sideways)
    const required = within(fields).getByText('required');
    expect(getComputedStyle(required)).toMatchObject({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
    expect(getComputedStyle(required.closest('li')!).position).toBe('relative');
    expect(within(fields).getByText('The main message')).toBeInTheDocument();
    expect(within(fields).getByText('Button label')).toBeInTheDocument();
    expect(screen.getByText('<h1>{{headline}}</h1><a>{{cta}}</a>')).toBeInTheDocument();

    const frame = screen.getByTitle('Module preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    // The field's own placeholder, else its name in brackets.
    expect(frame).toHaveAttribute('srcdoc', '<h1>Spring is here</h1><a>[cta]</a>');
    expect(sentPaths(fetch)).toEqual(['/api/modules/1']);
  });

  it('says No HTML content when the module has no template', async () => {
    mockApi({ 'GET /api/modules/3': { status: 200, body: moduleFixture({ id: 3, html_content: '' }) } });
    renderModules('/modules/3');
    expect(await screen.findByText('No HTML content')).toBeInTheDocument();
    expect(screen.queryByTitle('Module preview')).not.toBeInTheDocument();
  });

  it('shows the inline error when loading fails', async () => {
    mockApi({ 'GET /api/modules/1': { status: 500, body: 'Internal Server Error' } });
    renderModules('/modules/1');
    expect(await screen.findByText('Failed to load module. Please try again.')).toBeInTheDocument();
  });

  it('says Module not found when the server answers 404', async () => {
    mockApi({ 'GET /api/modules/99': { status: 404, body: { statusCode: 404, message: 'Module not found' } } });
    renderModules('/modules/99');
    expect(await screen.findByText('Module not found')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load module. Please try again.')).not.toBeInTheDocument();
  });

  it('says Module not found when the server answers without data', async () => {
    mockApi({ 'GET /api/modules/5': { status: 200, body: 'null' } });
    renderModules('/modules/5');
    expect(await screen.findByText('Module not found')).toBeInTheDocument();
  });

  it.each(['0', '99999999999999999999'])('says Module not found for the numeric id %p without calling the API', async (id) => {
    const fetch = requestLog();
    renderModules(`/modules/${id}`);
    expect(await screen.findByText('Module not found')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['abc', '1.5', '-3', '1/x', 'new/extra'])('/modules/%s is not in the route table: the 404 page, without calling the API', async (rest) => {
    const fetch = requestLog();
    renderModules(`/modules/${rest}`);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.queryByText('Module not found')).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
