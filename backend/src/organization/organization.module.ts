import { Module } from '@nestjs/common';
import { ModuleModule } from '../module/module.module.js';
import { OrganizationsController, UsersController } from './organization.controller.js';
import { OrganizationService } from './organization.service.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';
import { OrganizationSettingsController } from './organization-settings.controller.js';
import { OrganizationSettingsService } from './organization-settings.service.js';

@Module({
  imports: [ModuleModule],
  controllers: [OrganizationsController, UsersController, ActivityController, OrganizationSettingsController],
  providers: [OrganizationService, ActivityService, OrganizationSettingsService],
  exports: [ActivityService, OrganizationSettingsService],
})
export class OrganizationModule {}
