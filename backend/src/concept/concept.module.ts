import { Module } from '@nestjs/common';
import { AiJobsModule } from '../ai/ai.jobs.js';
import { AiModule } from '../ai/ai.module.js';
import { BrandModule } from '../brand/brand.module.js';
import { BRAND_CONTEXT } from './brand-context.js';
import { ConceptGenerationProcessor } from './concept-generation.processor.js';
import { ConceptController } from './concept.controller.js';
import { ConceptService } from './concept.service.js';
import { BrandSettingsContext } from './brand-settings-context.js';

@Module({
  imports: [AiModule, AiJobsModule, BrandModule],
  controllers: [ConceptController],
  providers: [ConceptService, ConceptGenerationProcessor, { provide: BRAND_CONTEXT, useClass: BrandSettingsContext }],
  exports: [ConceptService],
})
export class ConceptModule {}
