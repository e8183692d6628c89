import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import ContentCalendarArea from './ContentCalendarArea';

describe('mfe-calendar area', () => {
  it('shows the Content Calendar heading under /content-calendar', () => {
    render(
      <MemoryRouter initialEntries={['/content-calendar']}>
        <Routes>
          <Route path="/content-calendar/*" element={<ContentCalendarArea />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Content Calendar' })).toBeInTheDocument();
  });
});
