import { Injectable } from '@nestjs/common';
import { brandTokens, type BrandTokens } from '@mailplan/shared';
import { BrandSettings } from '../brand/brand-settings.entity.js';
import { TenantRepositories, type TenantScope } from '../common/tenant.js';

/** How much of the guidelines and of the strategy a campaign prompt carries (the start of each). */
export const BRAND_TEXT_IN_PROMPT = 6000;

/** What the campaign features read of the organization's brand settings. */
export interface BrandKit {
  /** Whether the organization has a brand record (the tokens then hold its values, else the defaults). */
  exists: boolean;
  /** For the prompts: only what the brand record says. */
  name?: string;
  guidelines?: string;
  strategy?: string;
  /** Filled into module HTML: `{{brand.primaryColor}}`, ... */
  tokens: BrandTokens;
}

function excerpt(text: string | undefined | null): string | undefined {
  const t = (text ?? '').trim();
  if (!t) return undefined;
  return t.length > BRAND_TEXT_IN_PROMPT ? `${t.slice(0, BRAND_TEXT_IN_PROMPT).trimEnd()}\n[...]` : t;
}

/** Reads the organization's brand kit: its name, guidelines, strategy, colours and fonts. */
@Injectable()
export class BrandKitReader {
  constructor(private readonly repos: TenantRepositories) {}

  async read(scope: TenantScope): Promise<BrandKit> {
    const [brand] = await this.repos
      .for(BrandSettings)
      .rows(scope, { fields: ['name', 'websiteUrl', 'typography', 'colors', 'brandGuide', 'emailStrategy'], limit: 1 });
    if (!brand) return { exists: false, tokens: brandTokens(null) };
    const name = (brand.emailStrategy?.brandName || brand.name || '').trim() || undefined;
    return {
      exists: true,
      name,
      guidelines: excerpt(brand.brandGuide?.text),
      strategy: excerpt(brand.emailStrategy?.generatedStrategy),
      tokens: brandTokens({ name: brand.name, website_url: brand.websiteUrl, typography: brand.typography, colors: brand.colors }),
    };
  }
}
