import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders } from '@mailplan/testing';
import { BRAND_DEFAULTS } from '@mailplan/shared';
import { BRAND_SETTINGS_TEXTS } from './brand.texts';
import { brandFixture } from './test-fixtures';
import { BrandSettingsPage } from './BrandSettingsPage';

jest.setTimeout(60_000);
const user = userEvent.setup({ delay: null });

function renderPage(brands: unknown[], save: { status: number; body?: unknown } = { status: 201, body: brandFixture() }) {
  const requests = mockApi({ 'GET /api/brand-settings': { status: 200, body: brands }, 'POST /api/brand-settings': save } as never);
  const view = renderWithProviders(<BrandSettingsPage />, { route: '/brand-settings', path: '/brand-settings', toasts: 'spy' });
  return { ...view, requests };
}

const sentForm = (requests: ReturnType<typeof renderPage>['requests']) =>
  requests.mock.calls.filter(([path, r]) => path === '/api/brand-settings' && r.method === 'POST').at(-1)![1].body as FormData;

describe('/brand-settings', () => {
  it('starts from the spec defaults, shows the type scale live, and saves the kit as bracket fields', async () => {
    const { requests, toast } = renderPage([]);
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveValue(BRAND_DEFAULTS.name));
    expect(screen.getByLabelText('Heading font')).toHaveValue('Inter');
    expect(screen.getByLabelText('Primary')).toHaveValue(BRAND_DEFAULTS.colors.primary);
    expect(screen.getByTestId('type-sample')).toHaveTextContent('Heading 1 · 27.6px');
    await user.clear(screen.getByLabelText('Scale ratio'));
    await user.type(screen.getByLabelText('Scale ratio'), '1.5');
    expect(screen.getByTestId('type-sample')).toHaveTextContent('Heading 1 · 54px');
    await user.clear(screen.getByLabelText('Brand name'));
    await user.type(screen.getByLabelText('Brand name'), 'Tea Rituals');
    await user.type(screen.getByLabelText('Website URL'), 'tearituals.example');
    await user.click(screen.getByRole('button', { name: 'Add colour' }));
    await user.type(screen.getByLabelText('Name'), 'Matcha');
    await user.upload(screen.getByLabelText('Brand deck'), new File(['# deck'], 'deck.md', { type: 'text/markdown' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: BRAND_SETTINGS_TEXTS.saved })));
    const form = sentForm(requests);
    expect(form.get('name')).toBe('Tea Rituals');
    expect(form.get('website_url')).toBe('https://tearituals.example');
    expect(form.get('typography[scaleRatio]')).toBe('1.5');
    expect(form.get('typography[baseFontSize]')).toBe('16');
    expect(form.get('colors[primary]')).toBe(BRAND_DEFAULTS.colors.primary);
    expect(JSON.parse(String(form.get('customColors')))).toEqual([{ name: 'Matcha', value: 'hsl(160, 60%, 45%)' }]);
    expect((form.get('brandDeckFile') as File).name).toBe('deck.md');
    expect(form.get('brandGuide[text]')).toBeNull();
  });

  it('a region picker for each country whose holidays differ by region: England until another is chosen, saved with the countries', async () => {
    const { requests, toast } = renderPage([{ ...brandFixture(), countries: ['GB', 'US', 'FR'], regions: ['GB-ENG'] }]);
    const uk = await screen.findByRole('combobox', { name: 'Region in United Kingdom' });
    expect(uk).toHaveTextContent('England');
    expect(screen.getByRole('combobox', { name: 'Region in United States' })).toHaveTextContent('Whole country (national holidays)');
    expect(screen.queryByRole('combobox', { name: /Region in (Ireland|Italy)/ })).toBeNull();
    await user.click(uk);
    await user.click(await screen.findByRole('option', { name: 'Scotland' }));
    await user.click(screen.getByRole('combobox', { name: 'Region in United States' }));
    await user.click(await screen.findByRole('option', { name: 'California' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: BRAND_SETTINGS_TEXTS.saved })));
    const form = sentForm(requests);
    expect(JSON.parse(String(form.get('countries')))).toEqual(['GB', 'US', 'FR']);
    expect(JSON.parse(String(form.get('regions')))).toEqual(['GB-SCT', 'US-CA']);
  });

  it('checks the fields before saving', async () => {
    const { requests } = renderPage([brandFixture()]);
    await waitFor(() => expect(screen.getByLabelText('Brand name')).toHaveValue('Tea Rituals'));
    await user.clear(screen.getByLabelText('Brand name'));
    await user.clear(screen.getByLabelText('Base size (px)'));
    await user.type(screen.getByLabelText('Base size (px)'), '200');
    await user.clear(screen.getByLabelText('Accent'));
    await user.type(screen.getByLabelText('Accent'), 'not-a-colour!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Brand name is required')).toBeInTheDocument();
    expect(screen.getByText('Base font size must be a number between 8 and 72')).toBeInTheDocument();
    expect(screen.getByText('Accent color must be a valid CSS color')).toBeInTheDocument();
    expect(requests.mock.calls.some(([, r]) => r.method === 'POST')).toBe(false);
  });

  it('an emptied website field clears the saved website', async () => {
    const { requests, toast } = renderPage([brandFixture()]);
    await waitFor(() => expect(screen.getByLabelText('Website URL')).toHaveValue('https://tearituals.example'));
    await user.clear(screen.getByLabelText('Website URL'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: BRAND_SETTINGS_TEXTS.saved })));
    expect(sentForm(requests).get('website_url')).toBe('');
  });

  it("refuses a website the API would refuse, on the field, with the spec's message", async () => {
    const { requests } = renderPage([brandFixture()]);
    await waitFor(() => expect(screen.getByLabelText('Website URL')).toHaveValue('https://tearituals.example'));
    await user.clear(screen.getByLabelText('Website URL'));
    await user.type(screen.getByLabelText('Website URL'), 'shop.co1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid website URL')).toBeInTheDocument();
    expect(requests.mock.calls.some(([, r]) => r.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Website URL'));
    await user.type(screen.getByLabelText('Website URL'), 'shop.co');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sentForm(requests).get('website_url')).toBe('https://shop.co'));
  });

  it('removes a saved file, and says when saving failed', async () => {
    const deck = { filename: 'deck.pdf', mimetype: 'application/pdf', size: 2 * 1024 * 1024, textExtracted: true, url: '/api/brand-settings/files/brandDeck' };
    const { requests, toast } = renderPage([brandFixture({ brandDeck: deck })], { status: 400, body: { message: 'Website URL must be at most 255 characters' } });
    expect(await screen.findByText('deck.pdf')).toBeInTheDocument();
    expect(screen.getByTestId('chosen-file')).toHaveTextContent('(2.00 MB)');
    await user.click(screen.getByRole('button', { name: 'Remove deck.pdf' }));
    expect(screen.queryByText('deck.pdf')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: BRAND_SETTINGS_TEXTS.saveFailed, description: 'Website URL must be at most 255 characters', variant: 'destructive' }),
      ),
    );
    expect(sentForm(requests).get('removeFiles')).toBe('brandDeck');
  });
});
