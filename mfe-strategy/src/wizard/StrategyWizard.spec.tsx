import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@mailplan/testing';
import { STRATEGY_ERROR_HINTS } from '@mailplan/shared';
import { brandFixture } from '../brand/test-fixtures';
import { StrategyWizard } from './StrategyWizard';
import { WIZARD_MESSAGES, WIZARD_TEXTS } from './wizard.texts';

jest.setTimeout(30_000);
const user = userEvent.setup({ delay: null });

function renderWizard(brands: unknown[] = [], extra: Record<string, unknown> = {}) {
  const requests = mockApi({
    'GET /api/brand-settings': { status: 200, body: brands },
    'POST /api/brand-settings': { status: 201, body: brandFixture() },
    ...extra,
  } as never);
  const view = renderWithProviders(<StrategyWizard />, { route: '/email-strategy/generate', path: '/email-strategy/generate', toasts: 'spy' });
  return { ...view, requests };
}

const next = () => user.click(screen.getByRole('button', { name: 'Next' }));
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 4000 });
const progress = () => Number(screen.getByRole('progressbar', { name: 'Wizard progress' }).getAttribute('aria-valuenow'));

async function fillStep1() {
  await heading('Brand Information');
  await user.type(screen.getByLabelText('Brand name'), 'Tea Rituals');
  await user.type(screen.getByLabelText('Website URL'), 'tearituals.example');
}

const deckFile = () => new File(['# Deck\nWarm, calm voice.'], 'deck.md', { type: 'text/markdown' });

/** Steps 1 to 3 with a brand deck and no reviews, up to the wait while the guidelines are written. */
async function toGuidelinesWait() {
  await fillStep1();
  await next();
  await user.upload(screen.getByLabelText('Brand deck'), deckFile());
  await next();
  await heading('Customer Testimonials');
  await next();
  await heading('Generating Brand Guidelines');
}

/** A saved brand with its guide written and every strategy question answered. */
const answeredBrand = () =>
  brandFixture({
    brandGuide: { text: 'Voice: warm.' },
    emailStrategy: {
      brandName: 'Tea Rituals',
      websiteUrl: 'https://tearituals.example',
      bestSellingProducts: 'Oolong',
      secondaryProducts: 'Teapots',
      repeatPurchaseDrivers: 'Running out',
      repurchaseTimeframe: '6 weeks',
      recipientCount: 'Under 1,000',
      sendFrequency: 'Weekly',
      contentTypes: ['Product spotlights'],
      productEducationNeeded: 'Brewing',
      promotionalStrategies: 'Bundles',
      discountRange: 'Minimal (5-10% off)',
      seasonalPeriods: 'Winter',
      sixMonthGoals: 'Growth',
    },
  });

describe('the strategy wizard', () => {
  it('step 1 requires a brand name and a valid website URL; the bar starts at 0', async () => {
    renderWizard();
    await heading('Brand Information');
    expect(progress()).toBe(0);
    await next();
    // validation answers asynchronously (react-hook-form's resolver)
    expect(await screen.findByText(WIZARD_MESSAGES.brandName)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_MESSAGES.websiteUrl)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Website URL'), 'not a url');
    await user.type(screen.getByLabelText('Brand name'), 'Tea Rituals');
    await next();
    await waitFor(() => expect(screen.queryByText(WIZARD_MESSAGES.brandName)).not.toBeInTheDocument());
    expect(screen.getByText(WIZARD_MESSAGES.websiteUrl)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Website URL'));
    await user.type(screen.getByLabelText('Website URL'), 'https://tearituals.example');
    await next();
    await heading('Brand Guidelines');
    expect(progress()).toBeCloseTo((1 / 11) * 100, 5);
  });

  it('step 1 refuses a website the API would refuse, on the field, and sends nothing', async () => {
    const { requests } = renderWizard();
    await heading('Brand Information');
    await user.type(screen.getByLabelText('Brand name'), 'Tea Rituals');
    for (const url of ['shop.co1', 'localhost:3000', 'https://user:secret@shop.com']) {
      await user.clear(screen.getByLabelText('Website URL'));
      await user.type(screen.getByLabelText('Website URL'), url);
      await next();
      expect(await screen.findByText(WIZARD_MESSAGES.websiteUrl)).toBeInTheDocument();
      expect(screen.getByLabelText('Website URL')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('heading', { level: 2, name: 'Brand Information' })).toBeInTheDocument();
    }
    await user.clear(screen.getByLabelText('Website URL'));
    await user.type(screen.getByLabelText('Website URL'), 'shop.co');
    await next();
    await heading('Brand Guidelines');
    expect(requests.mock.calls.some(([, r]) => r.method === 'POST')).toBe(false);
  });

  it('step 2 does not let the user on without a deck or guidelines, with the guard toast', async () => {
    const { toast } = renderWizard();
    await fillStep1();
    await next();
    await heading('Brand Guidelines');
    expect(screen.queryByLabelText(WIZARD_TEXTS.useExistingGuidelines)).not.toBeInTheDocument();
    await next();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining(WIZARD_TEXTS.step2Guard));
    expect(screen.getByRole('heading', { level: 2, name: 'Brand Guidelines' })).toBeInTheDocument();
    // a deck lets the user on, and its size shows in KB
    await user.upload(screen.getByLabelText('Brand deck'), new File(['x'.repeat(3000)], 'deck.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('deck.pdf (3 KB)');
    await next();
    await heading('Customer Testimonials');
  });

  it('removes a deck saved earlier: it is gone from the step, the guard applies, and the save at 3 → 4 removes it', async () => {
    const savedDeck = { filename: 'old-deck.pdf', mimetype: 'application/pdf', size: 4096, textExtracted: true, url: '/api/brand-settings/files/brandDeck' };
    const { toast, requests } = renderWizard([brandFixture({ brandDeck: savedDeck })]);
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveValue('Tea Rituals'));
    await next();
    await heading('Brand Guidelines');
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('old-deck.pdf (4 KB)');
    await user.click(screen.getByRole('button', { name: 'Remove old-deck.pdf' }));
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    // without the saved deck (and with no guidelines) the step asks for one
    await next();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining(WIZARD_TEXTS.step2Guard));
    expect(screen.getByRole('heading', { level: 2, name: 'Brand Guidelines' })).toBeInTheDocument();
    // a deck chosen and removed again does not bring the removed one back
    await user.upload(screen.getByLabelText('Brand deck'), deckFile());
    await user.click(screen.getByRole('button', { name: 'Remove deck.md' }));
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(requests.mock.calls.some(([, r]) => r.method === 'POST')).toBe(false);
  });

  it('a saved deck removed while guidelines exist is removed by the save at 3 → 4', async () => {
    const savedDeck = { filename: 'old-deck.pdf', mimetype: 'application/pdf', size: 4096, textExtracted: true, url: '/api/brand-settings/files/brandDeck' };
    const { requests } = renderWizard([brandFixture({ brandDeck: savedDeck, brandGuide: { text: 'Voice: warm.' } })]);
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveValue('Tea Rituals'));
    await next();
    await heading('Brand Guidelines');
    await user.click(screen.getByRole('button', { name: 'Remove old-deck.pdf' }));
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    await next();
    await heading('Customer Testimonials');
    await next();
    await heading('Best-Selling Products');
    const saves = requests.mock.calls.filter(([path, r]) => path === '/api/brand-settings' && r.method === 'POST');
    expect(saves).toHaveLength(1);
    const form = saves[0][1].body as FormData;
    expect(form.get('removeFiles')).toBe('brandDeck');
    expect(form.get('brandDeckFile')).toBeNull();
    expect(requests.mock.calls.some(([path]) => path.startsWith('/api/brand-guide/generate'))).toBe(false);
  });

  it('refuses a deck of another type with the drop zone text', async () => {
    renderWizard();
    await fillStep1();
    await next();
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Brand deck'), new File(['a,b'], 'list.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid file type. Accepted formats: .pdf, .ppt, .pptx, .doc, .docx, .md, .markdown');
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
  });

  it('with guidelines saved, "Use existing brand guidelines" clears and disables the upload; 3 → 4 saves and jumps to 5; Back from 5 goes to 3', async () => {
    const brand = brandFixture({ brandGuide: { text: 'Voice: warm.', generatedAt: '2026-03-01T00:00:00Z' } });
    const { requests } = renderWizard([brand]);
    await heading('Brand Information');
    // prefilled from the record
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveValue('Tea Rituals'));
    await next();
    await heading('Brand Guidelines');
    await user.upload(screen.getByLabelText('Brand deck'), deckFile());
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('deck.md');
    await user.click(screen.getByLabelText(WIZARD_TEXTS.useExistingGuidelines));
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Brand deck')).toBeDisabled();
    await next();
    await heading('Customer Testimonials');
    await next();
    await heading('Generating Brand Guidelines');
    await heading('Best-Selling Products');
    const saves = requests.mock.calls.filter(([path, r]) => path === '/api/brand-settings' && r.method === 'POST');
    expect(saves).toHaveLength(1);
    const form = saves[0][1].body as FormData;
    expect(form.get('name')).toBe('Tea Rituals');
    expect(JSON.parse(String(form.get('emailStrategy')))).toMatchObject({ brandName: 'Tea Rituals', websiteUrl: 'https://tearituals.example' });
    expect(requests.mock.calls.some(([path]) => path.startsWith('/api/brand-guide/generate'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Customer Testimonials');
  });

  it('every later step names what is missing, then generates, saves and redirects after 1.5 s', async () => {
    const brand = brandFixture({ brandGuide: { text: 'Voice: warm.' } });
    const { requests, currentPath } = renderWizard([brand], {
      'POST /api/email-strategy/generate': { status: 202, body: { jobId: 'job-1' } },
      'GET /api/jobs/job-1': {
        status: 200,
        body: { id: 'job-1', name: 'ai-generate', state: 'completed', progress: 100, result: { content: [{ type: 'text', text: '# Strategy for Tea Rituals' }] } },
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveValue('Tea Rituals'));
    await next();
    await next();
    await heading('Customer Testimonials');
    await next();
    await heading('Best-Selling Products', );

    const steps: Array<[string, string[], () => Promise<void>]> = [
      ['Best-Selling Products', [WIZARD_MESSAGES.bestSellingProducts], () => user.type(screen.getByRole('textbox'), 'Oolong $18, Matcha kit $45')],
      ['Secondary Products', [WIZARD_MESSAGES.secondaryProducts], () => user.type(screen.getByRole('textbox'), 'Teapots')],
      [
        'Repeat Purchase Information',
        [WIZARD_MESSAGES.repeatPurchaseDrivers, WIZARD_MESSAGES.repurchaseTimeframe],
        async () => {
          await user.type(screen.getByLabelText('What drives repeat purchases?'), 'Running out');
          await user.type(screen.getByLabelText('Typical time between purchases'), '6 weeks');
        },
      ],
      [
        'Email Program Status',
        [WIZARD_MESSAGES.recipientCount, WIZARD_MESSAGES.sendFrequency],
        async () => {
          await user.click(screen.getByRole('radio', { name: '1,000 - 5,000' }));
          await user.click(screen.getByRole('radio', { name: 'Weekly' }));
        },
      ],
      ['Content Capabilities', [WIZARD_MESSAGES.contentTypes], () => user.click(screen.getByRole('checkbox', { name: 'Educational content' }))],
      ['Product Education', [WIZARD_MESSAGES.productEducationNeeded], () => user.type(screen.getByRole('textbox'), 'Brewing times')],
    ];
    for (const [title, messages, fill] of steps) {
      await heading(title);
      await next();
      for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
      await fill();
      await next();
    }
    await heading('Promotional Strategy and Goals');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.generateStrategy }));
    for (const message of [WIZARD_MESSAGES.promotionalStrategies, WIZARD_MESSAGES.discountRange, WIZARD_MESSAGES.seasonalPeriods, WIZARD_MESSAGES.sixMonthGoals]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Promotions you run'), 'Bundles');
    await user.click(screen.getByRole('radio', { name: 'Minimal (5-10% off)' }));
    await user.type(screen.getByLabelText('Key seasonal periods'), 'Winter');
    await user.type(screen.getByLabelText('What would success look like in 6 months?'), 'Double repeat rate');
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.generateStrategy }));

    expect(await screen.findByText(WIZARD_TEXTS.strategySuccess)).toBeInTheDocument();
    expect(progress()).toBe(100);
    const generate = requests.mock.calls.find(([path]) => path === '/api/email-strategy/generate?async=true')!;
    const prompt = String((generate[1].body as FormData).get('prompt'));
    expect(prompt).toContain('Oolong $18, Matcha kit $45');
    expect(prompt).toContain('Email list size: 1,000 - 5,000');
    // the prompts, temperature and token limit are the server's
    expect([...(generate[1].body as FormData).keys()].sort()).toEqual(['brandGuideText', 'modelType', 'prompt']);
    const lastSave = requests.mock.calls.filter(([path, r]) => path === '/api/brand-settings' && r.method === 'POST').at(-1)!;
    expect(JSON.parse(String((lastSave[1].body as FormData).get('emailStrategy')))).toMatchObject({
      generatedStrategy: '# Strategy for Tea Rituals',
      hasCompletedSurvey: true,
      contentTypes: ['Educational content'],
    });
    expect(currentPath()).toBe('/email-strategy/generate');
    await waitFor(() => expect(currentPath()).toBe('/email-strategy'), { timeout: 2500 });
  });
});

describe('step 4', () => {
  it("writes the guidelines from the deck, showing the job's live progress, saves them and moves on", async () => {
    let reads = 0;
    const { requests } = renderWizard([], {
      'POST /api/brand-guide/generate': { status: 202, body: { jobId: 'guide-1' } },
      'GET /api/jobs/guide-1': () =>
        ++reads < 2
          ? { status: 200, body: { id: 'guide-1', name: 'ai-generate', state: 'active', progress: 40 } }
          : { status: 200, body: { id: 'guide-1', name: 'ai-generate', state: 'completed', progress: 100, result: { brandGuide: 'Voice: warm.', content: [] } } },
    });
    await toGuidelinesWait();
    expect(await screen.findByText('Writing · 40%')).toBeInTheDocument();
    expect(screen.getByText(WIZARD_TEXTS.guidelinesWait)).toBeInTheDocument();
    await heading('Best-Selling Products');
    const sent = requests.mock.calls.find(([path]) => path === '/api/brand-guide/generate?async=true')![1].body as FormData;
    expect((sent.getAll('files') as File[]).map((f) => f.name)).toEqual(['deck.md']);
    const saves = requests.mock.calls.filter(([path, r]) => path === '/api/brand-settings' && r.method === 'POST');
    expect((saves[0][1].body as FormData).get('brandDeckFile')).toBeInstanceOf(File);
    expect(JSON.parse(String((saves[1][1].body as FormData).get('brandGuide')))).toMatchObject({ text: 'Voice: warm.' });
  });
});

describe('a failed generation', () => {
  const saved = answeredBrand();

  async function toStep11() {
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveValue('Tea Rituals'));
    for (const title of ['Brand Information', 'Brand Guidelines', 'Customer Testimonials']) {
      await heading(title);
      await next();
    }
    for (const title of ['Best-Selling Products', 'Secondary Products', 'Repeat Purchase Information', 'Email Program Status', 'Content Capabilities', 'Product Education']) {
      await heading(title);
      await next();
    }
    await heading('Promotional Strategy and Goals');
  }

  it('shows the overloaded hint, then "Your Data is Safe" with the way back', async () => {
    const { toast, currentPath } = renderWizard([saved], {
      'POST /api/email-strategy/generate': { status: 202, body: { jobId: 'job-2' } },
      'GET /api/jobs/job-2': { status: 200, body: { id: 'job-2', name: 'ai-generate', state: 'failed', progress: 10, error: 'AI service overloaded (529)' } },
    });
    await toStep11();
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.generateStrategy }));
    expect(await screen.findByText(STRATEGY_ERROR_HINTS.overloaded)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error Generating Strategy', description: STRATEGY_ERROR_HINTS.overloaded }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Your Data is Safe' })), { timeout: 4000 });
    const safe = toast.mock.calls.find(([t]) => t.title === 'Your Data is Safe')![0];
    expect(safe.action?.label).toBe('Return to Email Strategy');
    await user.click(within(screen.getByText('Your Data is Safe').closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Return to Email Strategy' }));
    expect(currentPath()).toBe('/email-strategy');
  });

  it('says when the survey could not be saved', async () => {
    const { toast } = renderWizard([saved], {
      'POST /api/brand-settings': async (request: Request) => {
        const survey = JSON.parse(String((await request.formData()).get('emailStrategy')));
        return survey.hasCompletedSurvey ? { status: 0 } : { status: 201, body: brandFixture() };
      },
    });
    await toStep11();
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.generateStrategy }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error Generating Strategy', description: STRATEGY_ERROR_HINTS.save_survey })));
  });
});

describe('the wait step and the last step', () => {
  it('a failed guidelines job shows the error with Try Again and Continue, and no Back or Next', async () => {
    let attempts = 0;
    const { toast, requests } = renderWizard([], {
      'POST /api/brand-guide/generate': () => ({ status: 202, body: { jobId: `guide-${++attempts}` } }),
      'GET /api/jobs/guide-1': { status: 200, body: { id: 'guide-1', name: 'ai-generate', state: 'failed', progress: 0, error: 'Provider error' } },
      'GET /api/jobs/guide-2': { status: 200, body: { id: 'guide-2', name: 'ai-generate', state: 'failed', progress: 0, error: 'Provider error' } },
    });
    await toGuidelinesWait();
    expect(await screen.findByText(WIZARD_TEXTS.guidelinesError.description)).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining(WIZARD_TEXTS.guidelinesError));
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(requests.mock.calls.filter(([path]) => path === '/api/brand-guide/generate?async=true')).toHaveLength(2));
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await heading('Best-Selling Products');
    expect(progress()).toBeCloseTo((4 / 11) * 100, 5);
  });

  it('a strategy answer without text says so, and Back from step 12 returns to step 11', async () => {
    renderWizard(
      [
        answeredBrand(),
      ],
      {
        'POST /api/email-strategy/generate': { status: 202, body: { jobId: 'job-3' } },
        'GET /api/jobs/job-3': { status: 200, body: { id: 'job-3', name: 'ai-generate', state: 'completed', progress: 100, result: { content: [{ type: 'text', text: '  ' }] } } },
      },
    );
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveValue('Tea Rituals'));
    for (let step = 1; step <= 10; step++) {
      await waitFor(() => expect(screen.getByText(`Step ${step} of 12`)).toBeInTheDocument(), { timeout: 4000 });
      if (step !== 4) await next();
    }
    await heading('Promotional Strategy and Goals');
    await user.click(screen.getByRole('button', { name: WIZARD_TEXTS.generateStrategy }));
    expect(await screen.findByText(WIZARD_TEXTS.nothingProduced)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Email Strategy' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await heading('Promotional Strategy and Goals');
    expect(screen.getByRole('button', { name: WIZARD_TEXTS.generateStrategy })).toBeEnabled();
  });
});
