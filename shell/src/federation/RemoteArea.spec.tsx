import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { RemoteArea, type AreaLoader } from './RemoteArea';
import { mockUnlistedApi, renderWithProviders } from '@mailplan/testing';

function Calendar() {
  return <h1>Content Calendar</h1>;
}

function renderArea(load: AreaLoader) {
  return renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/content-calendar/*" element={<RemoteArea area="Content Calendar" load={load} />} />
      </Route>
    </Routes>,
    { route: '/content-calendar' },
  );
}

describe('RemoteArea', () => {
  beforeEach(() => {
    mockUnlistedApi({ 'GET /api/brand-settings': { status: 200, body: [] } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the remote component once loaded', async () => {
    renderArea(async () => ({ default: Calendar }));
    expect(await screen.findByRole('heading', { name: 'Content Calendar' })).toBeInTheDocument();
  });

  it('shows the unavailable message when the loader rejects, keeps the sidebar, and retries', async () => {
    const load = jest
      .fn<ReturnType<AreaLoader>, Parameters<AreaLoader>>()
      .mockRejectedValueOnce(new Error('remoteEntry.js 404'))
      .mockResolvedValueOnce({ default: Calendar });
    renderArea(load);
    expect(await screen.findByText('Content Calendar is unavailable right now. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modules' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Content Calendar' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith({ retry: true });
  });

  it('contains a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('bug in the remote');
    }
    renderArea(async () => ({ default: Broken }));
    expect(await screen.findByText('Content Calendar is unavailable right now. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toBeInTheDocument();
  });
});
