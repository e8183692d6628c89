import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, mockApi, renderWithProviders, type FakeAnswer } from '@mailplan/testing';
import { GUIDELINES_TEXTS } from './guidelines.texts';
import { brandFixture } from '../brand/test-fixtures';
import { BrandGuidelinesCard } from './BrandGuidelinesCard';

function renderCard(answer: FakeAnswer | (() => Promise<FakeAnswer>)) {
  mockApi({ 'GET /api/brand-settings': answer } as never);
  return renderWithProviders(<BrandGuidelinesCard />, { toasts: 'spy' });
}

const guide = { text: 'Voice: warm and calm.\nNever shout.', updatedAt: '2026-01-05T10:00:00Z' };

describe('the Brand Guidelines card', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a spinner while the settings load', async () => {
    const held = deferred<FakeAnswer>();
    renderCard(() => held.promise);
    expect(screen.getByRole('progressbar', { name: 'Loading brand guidelines' })).toBeInTheDocument();
    held.resolve({ status: 200, body: [] });
    expect(await screen.findByText(GUIDELINES_TEXTS.emptyBody)).toBeInTheDocument();
  });

  it('without guidelines: the invitation and the link to generate them', async () => {
    renderCard({ status: 200, body: [brandFixture({ brandGuide: { text: '  ' } })] });
    expect(await screen.findByText(GUIDELINES_TEXTS.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(GUIDELINES_TEXTS.emptyBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: GUIDELINES_TEXTS.generate })).toHaveAttribute('href', '/brand-guidelines/generate');
    expect(screen.queryByRole('button', { name: GUIDELINES_TEXTS.copy })).not.toBeInTheDocument();
  });

  it('with guidelines: the date in US English, the text with its line breaks and the footer links', async () => {
    renderCard({ status: 200, body: [brandFixture({ brandGuide: guide })] });
    expect(await screen.findByText('Last updated: Jan 5, 2026')).toBeInTheDocument();
    const text = screen.getByTestId('guidelines-text');
    expect(text.textContent).toBe(guide.text);
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(screen.getByRole('link', { name: GUIDELINES_TEXTS.regenerate })).toHaveAttribute('href', '/brand-guidelines/generate');
    expect(screen.getByRole('link', { name: GUIDELINES_TEXTS.generateStrategy })).toHaveAttribute('href', '/email-strategy/generate');
  });

  it("without a date, today's date", async () => {
    renderCard({ status: 200, body: [brandFixture({ brandGuide: { text: 'Voice' } })] });
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date());
    expect(await screen.findByText(`Last updated: ${today}`)).toBeInTheDocument();
  });

  it('copies the text: "Copying..." with a spinner and disabled meanwhile, then the success toast', async () => {
    const held = deferred<void>();
    const writeText = jest.fn(() => held.promise);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { toast } = renderCard({ status: 200, body: [brandFixture({ brandGuide: guide })] });
    await userEvent.click(await screen.findByRole('button', { name: GUIDELINES_TEXTS.copy }));
    const busy = screen.getByRole('button', { name: /Copying\.\.\./ });
    expect(busy).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Copying' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(guide.text);
    held.resolve();
    expect(await screen.findByRole('button', { name: GUIDELINES_TEXTS.copy })).toBeEnabled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining(GUIDELINES_TEXTS.copied));
  });

  it('a refused copy: the failure toast, and the button is usable again', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    const { toast } = renderCard({ status: 200, body: [brandFixture({ brandGuide: guide })] });
    await userEvent.click(await screen.findByRole('button', { name: GUIDELINES_TEXTS.copy }));
    expect(await screen.findByRole('button', { name: GUIDELINES_TEXTS.copy })).toBeEnabled();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ ...GUIDELINES_TEXTS.copyFailed, variant: 'destructive' }));
  });
});
