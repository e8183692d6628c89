import type { BrandSettingsSummary } from './types';

/**
 * Where a user goes after logging in (the spec's states and transitions): set-up first, then by the
 * state of the brand settings; when brand settings cannot be read, to `/`.
 */
export async function afterLoginPath(
  pendingSetup: boolean,
  loadBrandSettings: () => Promise<BrandSettingsSummary[]>,
): Promise<string> {
  if (pendingSetup) return '/auth/create-organization';
  try {
    const records = await loadBrandSettings();
    const first = Array.isArray(records) ? records[0] : undefined;
    if (!first) return '/brand-settings';
    return first.emailStrategy?.generatedStrategy ? '/email-concepts' : '/email-strategy';
  } catch {
    return '/';
  }
}

/** Where `/` leads (the spec's route table); a failed check falls back to the strategy wizard. */
export async function homePath(loadBrandSettings: () => Promise<BrandSettingsSummary[]>): Promise<string> {
  try {
    const records = await loadBrandSettings();
    return records?.[0]?.emailStrategy?.generatedStrategy ? '/email-concepts' : '/email-strategy/generate';
  } catch {
    return '/email-strategy/generate';
  }
}
