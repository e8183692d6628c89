import { Injectable } from '@nestjs/common';
import { BrandKitReader } from '../brand/brand-kit.js';
import { BrandSettings } from '../brand/brand-settings.entity.js';
import { TenantRepositories } from '../common/tenant-repository.js';
import type { TenantScope } from '../common/tenant-scope.js';
import type { ConceptBrandKit, ConceptBrandSource } from './concept-brand.js';

/** Concept generation's view of the organization's brand settings record. */
@Injectable()
export class BrandSettingsSource implements ConceptBrandSource {
  constructor(
    private readonly repos: TenantRepositories,
    private readonly kit: BrandKitReader,
  ) {}

  async read(scope: TenantScope): Promise<ConceptBrandKit> {
    const { name, guidelines, strategy } = await this.kit.read(scope);
    return { name, guidelines, strategy };
  }

  /** Keeps the month's context in `businessContext.monthlyContext`; nothing when there is no record. */
  async saveMonthlyContext(scope: TenantScope, text: string): Promise<void> {
    const repos = this.repos.fork();
    const [brand] = await repos.for(BrandSettings).load(scope, {}, { limit: 1 });
    if (!brand) return;
    brand.businessContext = { ...(brand.businessContext ?? {}), monthlyContext: text };
    await repos.flush();
  }
}
