import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { TenantRepository, systemTenantScope } from '../common/tenant.js';
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
    private readonly em: EntityManager,
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
    const em = this.em.fork();
    const scope = systemTenantScope(organizationId);
    const modules = new TenantRepository(() => em, EmailModule);
    const existing = new Set((await modules.find(scope, { starterKey: { $ne: null } })).map((m) => m.starterKey));
    const missing = STARTER_MODULES.filter((s) => !existing.has(s.key));
    const now = new Date();
    const rows = missing.map((s) => ({
      organizationId,
      starterKey: s.key,
      name: s.name,
      description: s.description,
      category: s.category,
      fields: s.fields,
      htmlContent: s.html,
      createdAt: now,
      updatedAt: now,
    }));
    if (rows.length) {
      await em.upsertMany(EmailModule, rows, { onConflictFields: ['organizationId', 'starterKey'], onConflictAction: 'ignore' });
    }
    await reportProgress(100);
    return { created: rows.length };
  }
}
