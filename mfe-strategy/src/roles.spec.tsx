// What each role sees of the brand kit and the strategy: the permission table (PERMISSIONS of
// @mailplan/shared) read through useCan. The brand kit, guidelines and strategy are changed by
// 'brand.write' (manager, admin): an editor and a viewer read them only. Concepts are changed by
// 'content.write': an editor works on them, a viewer reads them.
import { screen } from '@testing-library/react';
import { createAppStore } from '@mailplan/api';
import { setCurrentUser } from '@mailplan/api/endpoints/auth';
import { mockApi, renderWithProviders, userFixture } from '@mailplan/testing';
import type { Role } from '@mailplan/shared';
import { BRAND_SETTINGS_TEXTS } from './brand/brand.texts';
import { BrandSettingsPage } from './brand/BrandSettingsPage';
import { brandFixture } from './brand/test-fixtures';
import { GUIDELINES_TEXTS } from './guidelines/guidelines.texts';
import { EmailStrategyPage } from './strategy/EmailStrategyPage';
import { STRATEGY_TEXTS } from './strategy/strategy.texts';

jest.setTimeout(30_000);

function storeAs(role: Role) {
  const store = createAppStore();
  store.dispatch(setCurrentUser(userFixture({ role })));
  return store;
}

const brand = brandFixture({
  emailStrategy: { generatedStrategy: '# Retention first', generatedAt: '2026-02-03T12:00:00Z' },
  brandGuide: { text: 'Warm, plain words.' } as never,
});

describe.each([
  ['viewer', false],
  ['editor', false],
  ['manager', true],
] as const)('as %s', (role, brandWrites) => {
  it(`Brand Settings: Save Changes ${brandWrites ? 'enabled' : 'disabled, with the read-only note'}`, async () => {
    mockApi({ 'GET /api/brand-settings': { status: 200, body: [brand] } } as never);
    renderWithProviders(<BrandSettingsPage />, { route: '/brand-settings', path: '/brand-settings', store: storeAs(role) });
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    await screen.findByDisplayValue('Tea Rituals');
    if (brandWrites) expect(save).toBeEnabled();
    else expect(save).toBeDisabled();
    expect(!!screen.queryByText(BRAND_SETTINGS_TEXTS.readOnly)).toBe(!brandWrites);
    // the kit's fields and controls: editable only with brand.write
    for (const field of [screen.getByLabelText('Brand name'), screen.getByLabelText('Primary'), screen.getByRole('textbox', { name: 'Brand guide' })]) {
      if (brandWrites) expect(field).toBeEnabled();
      else expect(field).toBeDisabled();
    }
    expect(!!screen.queryByRole('button', { name: 'Add colour' })).toBe(brandWrites);
  });

  it(`Email Strategy: ${brandWrites ? 'offers' : 'hides'} Regenerate Strategy and Regenerate Guidelines`, async () => {
    mockApi({ 'GET /api/brand-settings': { status: 200, body: [brand] } } as never);
    renderWithProviders(<EmailStrategyPage />, { route: '/email-strategy', path: '/email-strategy', store: storeAs(role) });
    expect(await screen.findByRole('heading', { name: 'Email Strategy for Tea Rituals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: STRATEGY_TEXTS.generateConcepts })).toBeInTheDocument();
    expect(!!screen.queryByRole('link', { name: STRATEGY_TEXTS.regenerate })).toBe(brandWrites);
    expect(!!screen.queryByRole('link', { name: GUIDELINES_TEXTS.regenerate })).toBe(brandWrites);
  });
});
