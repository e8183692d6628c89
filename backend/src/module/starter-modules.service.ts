import { Injectable } from '@nestjs/common';
import { TenantRepositories } from '../common/tenant-repository.js';
import { systemTenantScope } from '../common/tenant-scope.js';
import { JobsService } from '../jobs/jobs.service.js';
import { EmailModule } from './email-module.entity.js';
import { STARTER_MODULES } from './starter-modules.js';

export const SEED_STARTER_MODULES = 'seed-starter-modules';

export interface SeedJob {
  organizationId: number;
}

/** Gives each new organization its ready-made module library, through a background job. */
@Injectable()
export class StarterModulesService {
  constructor(
    private readonly repos: TenantRepositories,
    private readonly jobs: JobsService,
  ) {}

  /** Queues the seeding; answers the job id. */
  schedule(organizationId: number): Promise<string> {
    return this.jobs.enqueue<SeedJob>(SEED_STARTER_MODULES, { organizationId });
  }

  /**
   * Idempotent (jobs are delivered at least once): each starter module carries its key, a unique
   * index on (organization, key) forbids a second copy, and existing ones are skipped.
   */
  async seed(organizationId: number, reportProgress: (pct: number) => Promise<void> = async () => undefined): Promise<{ created: number }> {
    const scope = systemTenantScope(organizationId);
    const modules = this.repos.fork().for(EmailModule);
    const existing = new Set((await modules.rows(scope, { where: { starterKey: { $ne: null } }, fields: ['starterKey'] })).map((m) => m.starterKey));
    const missing = STARTER_MODULES.filter((s) => !existing.has(s.key));
    await modules.upsertMany(
      scope,
      missing.map((s) => ({ starterKey: s.key, name: s.name, description: s.description, category: s.category, fields: s.fields, htmlContent: s.html })),
      { onConflict: ['organizationId', 'starterKey'], action: 'ignore' },
    );
    await reportProgress(100);
    return { created: missing.length };
  }
}
