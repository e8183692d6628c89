import { JobProcessor, runJob, type ProcessedJob } from '../jobs/processing.js';
import { SEED_STARTER_MODULES, StarterModulesService, type SeedJob } from './starter-modules.service.js';

/** Runs the seeding job queued by StarterModulesService.schedule (on a worker, or in this process). */
@JobProcessor(SEED_STARTER_MODULES)
export class StarterModulesProcessor {
  constructor(private readonly starterModules: StarterModulesService) {}

  process(job: ProcessedJob<SeedJob>): Promise<{ created: number }> {
    return runJob(job, (data, ctx) => this.starterModules.seed(data.organizationId, ctx.reportProgress));
  }
}
