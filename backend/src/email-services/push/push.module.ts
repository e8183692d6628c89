import { Module } from '@nestjs/common';
import { CampaignModule } from '../../campaign/campaign.module.js';
import { ConnectionsModule } from '../connections/connections.module.js';
import { OrganizationModule } from '../../organization/organization.module.js';
import { CampaignPushController } from './campaign-push.controller.js';
import { CampaignPushProcessor } from './campaign-push.processor.js';
import { CampaignPushService } from './campaign-push.service.js';

/** Pushing a campaign to a connected email service (`/api/campaigns/{id}/push`, the `push-campaign` job). */
@Module({
  imports: [CampaignModule, ConnectionsModule, OrganizationModule],
  controllers: [CampaignPushController],
  providers: [CampaignPushService, CampaignPushProcessor],
})
export class PushModule {}
