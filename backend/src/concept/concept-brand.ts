import type { TenantScope } from '../common/tenant-scope.js';

/** What concept generation reads of the organization's brand. */
export interface ConceptBrandContext {
  brandName?: string;
  /** The brand guidelines text. */
  guidelines?: string;
  /** The generated email strategy (markdown). */
  strategy?: string;
}

/**
 * The brand settings as concept generation sees them: read the brand for the prompt, and keep the
 * month's business context in `businessContext.monthlyContext` when the brand record exists.
 */
export interface BrandContextSource {
  read(scope: TenantScope): Promise<ConceptBrandContext>;
  /** Saves the monthly business context; does nothing when the organization has no brand record. */
  saveMonthlyContext(scope: TenantScope, text: string): Promise<void>;
}

export const BRAND_CONTEXT = Symbol('BRAND_CONTEXT');
