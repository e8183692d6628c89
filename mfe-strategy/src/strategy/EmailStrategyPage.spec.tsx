import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderWithProviders, type FakeAnswer } from '@mailplan/testing';
import { GUIDELINES_TEXTS } from '../guidelines/guidelines.texts';
import { brandFixture } from '../brand/test-fixtures';
import { EmailStrategyPage, strategyFileName } from './EmailStrategyPage';
import { STRATEGY_TEXTS } from './strategy.texts';

jest.setTimeout(20_000);

const strategy = [
  '# Retention first',
  '',
  '| Segment | Emails |',
  '| --- | --- |',
  '| VIPs | 2 a month |',
  '',
  '<script>window.injected = true</script><b>raw</b>',
].join('\n');

function renderPage(brands: unknown[] | (() => Promise<FakeAnswer>)) {
  mockApi({ 'GET /api/brand-settings': typeof brands === 'function' ? brands : { status: 200, body: brands } } as never);
  return renderWithProviders(<EmailStrategyPage />, { route: '/email-strategy', path: '/email-strategy', toasts: 'spy' });
}

describe('/email-strategy', () => {
  it('shows a placeholder while loading', async () => {
    const held = deferred<FakeAnswer>();
    renderPage(() => held.promise);
    expect(screen.getByTestId('strategy-placeholder')).toBeInTheDocument();
    held.resolve({ status: 200, body: [] });
    expect(await screen.findByText(STRATEGY_TEXTS.emptyTitle)).toBeInTheDocument();
  });

  it('renders the strategy as markdown, never raw HTML, with the brand summary and its actions', async () => {
    renderPage([brandFixture({ emailStrategy: { generatedStrategy: strategy, generatedAt: '2026-02-03T12:00:00Z' } })]);
    expect(await screen.findByRole('heading', { name: 'Email Strategy for Tea Rituals' })).toBeInTheDocument();
    expect(screen.getByText('Generated on Feb 3, 2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Brand settings summary' })).toHaveTextContent('Inter / Inter · 16px · scale 1.2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Retention first' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'VIPs' })).toBeInTheDocument();
    const markdown = screen.getByTestId('strategy-markdown');
    expect(markdown.querySelector('script')).toBeNull();
    expect(markdown.querySelector('b')).toBeNull();
    expect((window as unknown as { injected?: boolean }).injected).toBeUndefined();
    expect(screen.getByRole('link', { name: STRATEGY_TEXTS.regenerate })).toHaveAttribute('href', '/email-strategy/generate');
    expect(screen.getByRole('link', { name: STRATEGY_TEXTS.generateConcepts })).toHaveAttribute('href', '/email-concepts');
  });

  it('downloads the strategy as a Markdown file', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:strategy'));
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('tea-rituals-email-strategy.md');
    });
    renderPage([brandFixture({ emailStrategy: { generatedStrategy: strategy } })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(click).toHaveBeenCalled();
    expect(await created[0].text()).toBe(strategy);
    expect(created[0].type).toBe('text/markdown;charset=utf-8');
    expect(strategyFileName('  ')).toBe('brand-email-strategy.md');
  });

  it('without a strategy: the empty state and the way to create one', async () => {
    renderPage([brandFixture()]);
    expect(await screen.findByText(STRATEGY_TEXTS.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(/brand guidelines first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STRATEGY_TEXTS.create })).toHaveAttribute('href', '/email-strategy/generate');
    await waitFor(() => expect(screen.getByText(GUIDELINES_TEXTS.emptyTitle)).toBeInTheDocument());
  });
});
