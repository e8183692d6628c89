import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import BrandSettingsArea from './BrandSettingsArea';
import BrandGuidelinesArea from './BrandGuidelinesArea';
import EmailStrategyArea from './EmailStrategyArea';
import EmailConceptsArea from './EmailConceptsArea';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/brand-settings/*" element={<BrandSettingsArea />} />
        <Route path="/brand-guidelines/*" element={<BrandGuidelinesArea />} />
        <Route path="/email-strategy/*" element={<EmailStrategyArea />} />
        <Route path="/email-concepts/*" element={<EmailConceptsArea />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('mfe-strategy areas, mounted as the shell mounts them', () => {
  it.each([
    ['/brand-settings', 'Brand Settings'],
    ['/brand-guidelines', 'Brand Guidelines'],
    ['/brand-guidelines/generate', 'Brand Guidelines'],
    ['/email-strategy', 'Email Strategy'],
    ['/email-strategy/generate', 'Email Strategy Wizard'],
  ])('%s shows %s', (path, heading) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('an unknown path inside an area shows the 404 page', () => {
    renderAt('/email-strategy/nope');
    expect(screen.getByText('404 Page Not Found')).toBeInTheDocument();
  });
});
