import { render, screen } from '@testing-library/react';
import { StandaloneRemote } from './standalone';

const AREAS = {
  '/modules': () => <p>Modules area</p>,
  '/campaigns': () => <p>Campaigns area</p>,
};

/** The API's answer to the session check (`GET /api/auth/me`); the testing kit is not a dependency of this library. */
function session(status: number) {
  const body = status === 200 ? { id: 1, email: 'ana@example.com' } : { statusCode: status, message: 'Not authenticated' };
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(body, { status }));
}

afterEach(() => jest.restoreAllMocks());

function open(path: string) {
  window.history.pushState({}, '', path);
  render(<StandaloneRemote title="Campaigns" home="/modules" areas={AREAS} links={[{ label: 'New Module', href: '/modules/new' }]} />);
}

describe('a remote on its own dev server', () => {
  it('sends / to its home area, in the frame with its title and links', async () => {
    session(200);
    open('/');
    expect(await screen.findByText('Modules area')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/modules');
    expect(screen.getByText('Campaigns (standalone)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Module' })).toHaveAttribute('href', '/modules/new');
    expect(String(jest.mocked(fetch).mock.calls[0][0])).toBe('/api/auth/me');
  });

  it('renders each area under its full path', async () => {
    session(200);
    open('/campaigns/12');
    expect(await screen.findByText('Campaigns area')).toBeInTheDocument();
  });

  it('answers an unknown path with the 404 page', async () => {
    session(200);
    open('/content-calendar');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('asks to sign in through the app when there is no session', async () => {
    session(401);
    open('/modules');
    expect(await screen.findByRole('heading', { name: 'Sign in through the app first' })).toBeInTheDocument();
    expect(screen.queryByText('Modules area')).not.toBeInTheDocument();
  });
});
