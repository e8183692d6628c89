import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { mockApi, renderWithProviders } from '@mailplan/testing';
import BrandSettingsArea from './BrandSettingsArea';
import BrandGuidelinesArea from './BrandGuidelinesArea';
import EmailStrategyArea from './EmailStrategyArea';
import EmailConceptsArea from './EmailConceptsArea';

jest.setTimeout(20_000);

function renderAt(path: string) {
  mockApi({
    'GET /api/brand-settings': { status: 200, body: [] },
    'GET /api/ai/providers': { status: 200, body: { providers: ['claude', 'openai', 'gemini'], default: 'claude', configured: { claude: false, openai: false, gemini: false } } },
    'GET /api/anthropic/models': { status: 200, body: [] },
  } as never);
  renderWithProviders(
    <Routes>
      <Route path="/brand-settings/*" element={<BrandSettingsArea />} />
      <Route path="/brand-guidelines/*" element={<BrandGuidelinesArea />} />
      <Route path="/email-strategy/*" element={<EmailStrategyArea />} />
      <Route path="/email-concepts/*" element={<EmailConceptsArea />} />
    </Routes>,
    { route: path },
  );
}

describe('mfe-strategy areas, mounted as the shell mounts them', () => {
  it.each([
    ['/brand-settings', 'Brand Settings'],
    ['/brand-guidelines/generate', 'Generate Brand Guidelines'],
    ['/email-strategy', 'Email Strategy'],
    ['/email-strategy/generate', 'Email Strategy Wizard'],
  ])('%s shows %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each(['/email-strategy/nope', '/email-strategy/generate/nope', '/brand-guidelines', '/brand-guidelines/anything', '/brand-settings/nope', '/email-concepts/nope', '/email-concepts/edit', '/email-concepts/edit/1/x'])(
    '%s is not in the route table: the 404 page',
    (path) => {
      renderAt(path);
      expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
      expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    },
  );
});
