import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockFetch, moduleFixture, moduleSummaryFixture, renderModules, type FakeAnswer } from './test-utils';

describe('/modules', () => {
  it('shows the heading, exactly 3 skeleton cards while loading, then one card per module', async () => {
    const answer = deferred<FakeAnswer>();
    mockFetch({ 'GET /api/modules': () => answer.promise });
    renderModules('/modules');

    expect(screen.getByRole('heading', { level: 1, name: 'Email Modules' })).toBeInTheDocument();
    expect(screen.getByText('Manage your email content modules')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Module' })).toHaveAttribute('href', '/modules/new');
    expect(screen.getAllByTestId('module-card-skeleton')).toHaveLength(3);

    answer.resolve({
      status: 200,
      body: [
        moduleSummaryFixture(),
        moduleSummaryFixture({
          id: 7,
          name: 'Footer',
          description: 'Legal text and unsubscribe link',
          category: 'footer',
          fields: [{ name: 'legal', type: 'text', required: false, purpose: 'Company address' }],
        }),
      ],
    });

    const hero = await screen.findByRole('link', { name: /Hero banner/ });
    expect(screen.queryByTestId('module-card-skeleton')).not.toBeInTheDocument();
    expect(hero).toHaveAttribute('href', '/modules/1');
    expect(within(hero).getByRole('heading', { name: 'Hero banner' })).toBeInTheDocument();
    expect(within(hero).getByText('A large image with a headline')).toBeInTheDocument();
    expect(within(hero).getByText('header')).toBeInTheDocument();
    expect(within(hero).getByText('headline')).toBeInTheDocument();
    expect(within(hero).getByText('(text)')).toBeInTheDocument();
    expect(within(hero).getByText('cta')).toBeInTheDocument();
    expect(within(hero).getByText('(button)')).toBeInTheDocument();
    // Only `headline` is required; only it has a purpose.
    expect(within(hero).getAllByText('*')).toHaveLength(1);
    expect(within(hero).getByText('The main message')).toBeInTheDocument();

    const footer = screen.getByRole('link', { name: /Footer/ });
    expect(footer).toHaveAttribute('href', '/modules/7');
    expect(within(footer).getByText('footer')).toBeInTheDocument();
    expect(within(footer).getByText('Company address')).toBeInTheDocument();
    expect(within(footer).queryByText('*')).not.toBeInTheDocument();
  });

  it('shows the inline error when the list fails to load', async () => {
    mockFetch({ 'GET /api/modules': { status: 500, body: { message: 'boom' } } });
    renderModules('/modules');
    expect(await screen.findByText('Failed to load modules. Please try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('module-card-skeleton')).not.toBeInTheDocument();
  });

  it('tells an organization without modules how to start', async () => {
    mockFetch({ 'GET /api/modules': { status: 200, body: [] } });
    renderModules('/modules');
    expect(await screen.findByText(/no modules yet/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Module' })).toBeInTheDocument();
  });

  it('opens a module and the create form from the list', async () => {
    const user = userEvent.setup();
    mockFetch({
      'GET /api/modules': { status: 200, body: [moduleSummaryFixture()] },
      'GET /api/modules/1': { status: 200, body: moduleFixture() },
    });
    renderModules('/modules');
    await user.click(await screen.findByRole('link', { name: /Hero banner/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/modules/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hero banner' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to modules' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/modules$/);
    await user.click(await screen.findByRole('link', { name: 'New Module' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Module' })).toBeInTheDocument();
  });
});
