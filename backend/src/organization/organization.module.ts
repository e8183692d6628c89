import { Module } from '@nestjs/common';
import { ModuleModule } from '../module/module.module.js';
import { OrganizationsController, UsersController } from './organization.controller.js';
import { OrganizationService } from './organization.service.js';
import { InvitationRepository } from './invitations.repository.js';
import { MembershipRepository } from './members.repository.js';
import { InvitationMailer } from './invitation-mailer.js';
import { InvitationsService } from './invitations.service.js';
import { InvitationLinkController, InvitationsController, MembersController } from './members.controller.js';
import { MembersService } from './members.service.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';
import { OrganizationSettingsController } from './organization-settings.controller.js';
import { OrganizationSettingsService } from './organization-settings.service.js';

@Module({
  imports: [ModuleModule],
  controllers: [OrganizationsController, UsersController, MembersController, InvitationsController, InvitationLinkController, ActivityController, OrganizationSettingsController],
  providers: [OrganizationService, MembershipRepository, InvitationRepository, InvitationMailer, InvitationsService, MembersService, ActivityService, OrganizationSettingsService],
  exports: [InvitationsService, ActivityService, OrganizationSettingsService],
})
export class OrganizationModule {}
