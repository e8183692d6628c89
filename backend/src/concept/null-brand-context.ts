import { Injectable } from '@nestjs/common';
import type { BrandContextSource, ConceptBrandContext } from './brand-context.js';

/** Used until brand settings exist: no brand to read, nowhere to keep the monthly context. */
@Injectable()
export class NullBrandContext implements BrandContextSource {
  async read(): Promise<ConceptBrandContext> {
    return {};
  }

  async saveMonthlyContext(): Promise<void> {}
}
