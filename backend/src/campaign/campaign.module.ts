import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module.js';
import { BrandModule } from '../brand/brand.module.js';
import { CampaignAiController } from './campaign-ai.controller.js';
import { CampaignAiService } from './campaign-ai.service.js';
import { CampaignExportService } from './campaign-export.service.js';
import { CampaignController } from './campaign.controller.js';
import { CampaignService } from './campaign.service.js';

/** Campaigns (`/api/campaigns`, their export) and the campaign form's AI helpers (`/api/ai/...`). */
@Module({
  imports: [AiModule, BrandModule],
  controllers: [CampaignController, CampaignAiController],
  providers: [CampaignService, CampaignExportService, CampaignAiService],
  exports: [CampaignService],
})
export class CampaignModule {}
