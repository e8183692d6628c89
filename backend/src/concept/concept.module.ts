import { Module } from '@nestjs/common';
import { AiJobsModule } from '../ai/ai.jobs.js';
import { AiModule } from '../ai/ai.module.js';
import { BrandModule } from '../brand/brand.module.js';
import { OrganizationModule } from '../organization/organization.module.js';
import { ConceptGenerationProcessor } from './concept-generation.processor.js';
import { ConceptController } from './concept.controller.js';
import { BrandSettingsSource } from './brand-settings-source.js';
import { CONCEPT_BRAND_SOURCE } from './concept-brand.js';
import { ConceptService } from './concept.service.js';

@Module({
  imports: [AiModule, AiJobsModule, BrandModule, OrganizationModule],
  controllers: [ConceptController],
  providers: [ConceptService, ConceptGenerationProcessor, { provide: CONCEPT_BRAND_SOURCE, useClass: BrandSettingsSource }],
  exports: [ConceptService],
})
export class ConceptModule {}
