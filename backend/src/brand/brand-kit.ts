import { Injectable } from '@nestjs/common';
import { BRAND_DEFAULTS, DEFAULT_EMAIL_LANGUAGE, brandTokens, normalizeEmailLanguage, type BrandTokens } from '@mailplan/shared';
import { AccountRepository } from '../organization/accounts.repository.js';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import { BrandSettings } from './brand-settings.entity.js';

/** How much of the guidelines and of the strategy a prompt carries (the start of each). */
export const BRAND_TEXT_IN_PROMPT = 6000;

/** What the AI features (concepts, campaign copy) and the export read of the organization's brand. */
export interface BrandKit {
  /** Whether the organization has a brand record (the tokens then hold its values, else the defaults). */
  exists: boolean;
  /**
   * For the prompts: the brand name of the strategy survey, else the brand settings' name (unless
   * it is still the default), else the organization's name.
   */
  name?: string;
  /** The start of the brand guidelines text (`brandGuide.text`). */
  guidelines?: string;
  /** The start of the generated email strategy (`emailStrategy.generatedStrategy`). */
  strategy?: string;
  /** Filled into module HTML: `{{brand.primaryColor}}`, ... */
  tokens: BrandTokens;
  /** The language of the brand's emails (a BCP 47 tag; `en` by default): the export's `<html lang>`. */
  language: string;
}

function excerpt(text: string | undefined | null): string | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  return t.length > BRAND_TEXT_IN_PROMPT ? `${t.slice(0, BRAND_TEXT_IN_PROMPT).trimEnd()}\n[...]` : t;
}

/** Reads the organization's brand kit: its name, guidelines, strategy, colours and fonts. */
@Injectable()
export class BrandKitReader {
  constructor(
    private readonly repos: TenantRepositories,
    private readonly accounts: AccountRepository,
  ) {}

  async read(scope: TenantScope): Promise<BrandKit> {
    const [brand] = await this.repos
      .for(BrandSettings)
      .rows(scope, { fields: ['name', 'websiteUrl', 'typography', 'colors', 'brandGuide', 'emailStrategy', 'language'], limit: 1 });
    const named = [brand?.emailStrategy?.brandName, brand?.name === BRAND_DEFAULTS.name ? '' : brand?.name]
      .map((n) => (n ?? '').trim())
      .find(Boolean);
    const name = named || (await this.accounts.organizationName(scope.organizationId)) || undefined;
    if (!brand) return { exists: false, ...(name ? { name } : {}), tokens: brandTokens(name ? { name } : null), language: DEFAULT_EMAIL_LANGUAGE };
    return {
      exists: true,
      name,
      guidelines: excerpt(brand.brandGuide?.text),
      strategy: excerpt(brand.emailStrategy?.generatedStrategy),
      tokens: brandTokens({ name: name ?? brand.name, website_url: brand.websiteUrl, typography: brand.typography, colors: brand.colors }),
      language: normalizeEmailLanguage(brand.language),
    };
  }
}
