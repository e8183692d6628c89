import type { BrandKit } from '../brand/brand-kit.js';
import type { TenantScope } from '../common/tenant-scope.js';

/** What concept generation reads of the brand kit: the brand name, guidelines and strategy. */
export type ConceptBrandKit = Pick<BrandKit, 'name' | 'guidelines' | 'strategy'>;

/**
 * The brand settings as concept generation sees them: read the brand kit for the prompt, and keep
 * the month's business context in `businessContext.monthlyContext` when the brand record exists.
 */
export interface ConceptBrandSource {
  read(scope: TenantScope): Promise<ConceptBrandKit>;
  /** Saves the monthly business context; does nothing when the organization has no brand record. */
  saveMonthlyContext(scope: TenantScope, text: string): Promise<void>;
}

export const CONCEPT_BRAND_SOURCE = Symbol('CONCEPT_BRAND_SOURCE');
