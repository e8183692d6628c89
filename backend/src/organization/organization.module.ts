import { Module } from '@nestjs/common';
import { ModuleModule } from '../module/module.module.js';
import { OrganizationsController, UsersController } from './organization.controller.js';
import { OrganizationService } from './organization.service.js';

@Module({
  imports: [ModuleModule],
  controllers: [OrganizationsController, UsersController],
  providers: [OrganizationService],
})
export class OrganizationModule {}
