import { Module } from '@nestjs/common';
import { ModuleController } from './module.controller.js';
import { ModuleService } from './module.service.js';
import { StarterModulesProcessor } from './starter-modules.processor.js';
import { StarterModulesService } from './starter-modules.service.js';

@Module({
  controllers: [ModuleController],
  providers: [ModuleService, StarterModulesService, StarterModulesProcessor],
  exports: [ModuleService, StarterModulesService],
})
export class ModuleModule {}
