import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module.js';
import { BrandModule } from '../brand/brand.module.js';
import { CampaignAiController } from './campaign-ai.controller.js';
import { CampaignAiService } from './campaign-ai.service.js';
import { CampaignExportService } from './campaign-export.service.js';
import { CampaignController } from './campaign.controller.js';
import { CampaignService } from './campaign.service.js';
import { OrganizationModule } from '../organization/organization.module.js';
import { PublicLinks } from '../common/public-links.js';
import { DeliveryGate } from './campaign-approval.js';
import { CampaignApprovalController } from './campaign-approval.controller.js';
import { CampaignApprovalService } from './campaign-approval.service.js';
import { CampaignCommentsService } from './campaign-comments.service.js';
import { CampaignReviewLinksService } from './campaign-review-links.service.js';
import { ReviewController } from './review.controller.js';

/** Campaigns (`/api/campaigns`, their export) and the campaign form's AI helpers (`/api/ai/...`). */
@Module({
  imports: [AiModule, BrandModule, OrganizationModule],
  controllers: [CampaignController, CampaignAiController, CampaignApprovalController, ReviewController],
  providers: [CampaignService, CampaignExportService, CampaignAiService, DeliveryGate, CampaignApprovalService, CampaignCommentsService, CampaignReviewLinksService, PublicLinks],
  exports: [CampaignService, CampaignExportService, DeliveryGate, CampaignApprovalService],
})
export class CampaignModule {}
