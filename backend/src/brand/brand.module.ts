import { Module } from '@nestjs/common';
import { AiJobsModule } from '../ai/ai.jobs.js';
import { OrganizationModule } from '../organization/organization.module.js';
import { BrandKitReader } from './brand-kit.js';
import { BrandGenerationController } from './brand-generation.controller.js';
import { BrandGenerationService } from './brand-generation.service.js';
import { BrandController } from './brand.controller.js';
import { BrandService } from './brand.service.js';

/** The brand domain: brand settings with their uploads, brand guidelines and the email strategy. */
@Module({
  imports: [AiJobsModule, OrganizationModule],
  controllers: [BrandController, BrandGenerationController],
  providers: [BrandService, BrandGenerationService, BrandKitReader],
  exports: [BrandService, BrandKitReader],
})
export class BrandModule {}
