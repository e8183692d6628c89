import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders, conceptReadRoutes } from '@mailplan/testing';
import ContentCalendarArea from './ContentCalendarArea';

describe('mfe-calendar area', () => {
  it('shows the calendar under /content-calendar', async () => {
    mockApi({ ...conceptReadRoutes([]) });
    renderWithProviders(<ContentCalendarArea />, { route: '/content-calendar', path: '/content-calendar/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Getting Started' })).toBeInTheDocument();
  });

  it('answers an unknown path inside the area with the not-found page', () => {
    renderWithProviders(<ContentCalendarArea />, { route: '/content-calendar/nope', path: '/content-calendar/*' });
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
