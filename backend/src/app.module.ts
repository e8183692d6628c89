import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { AiJobsModule } from './ai/ai.jobs.js';
import { AiModule } from './ai/ai.module.js';
import { AuthModule } from './auth/auth.module.js';
import { BrandModule } from './brand/brand.module.js';
import { CampaignModule } from './campaign/campaign.module.js';
import { AccessGuard } from './common/access.guard.js';
import { CsrfGuard } from './common/csrf.guard.js';
import { ConceptModule } from './concept/concept.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import { CalendarSharingModule } from './calendar/calendar-sharing.module.js';
import { DatabaseLifecycle, RESOLVED_DATABASE, ShutdownRegistry } from './common/shutdown.js';
import { ConfigModule } from './config/config.module.js';
import type { AppConfig } from './config/config.js';
import type { ResolvedDatabase } from './database/embedded-postgres.js';
import { ormOptions } from './database/orm-options.js';
import { ENTITIES } from './entities.js';
import { HealthModule } from './health/health.module.js';
import { JobsModule } from './jobs/jobs.module.js';
import { ModuleModule } from './module/module.module.js';
import { AccountsModule } from './organization/accounts.module.js';
import { OrganizationModule } from './organization/organization.module.js';
import { TenantModule } from './common/tenant.module.js';
import { ConnectionsModule } from './email-services/connections/connections.module.js';
import { PushModule } from './email-services/push/push.module.js';

export interface AppModuleOptions {
  /** The worker process: always runs job processors. */
  worker?: boolean;
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, db: ResolvedDatabase, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        // The per-request context is bootstrap's lazy one (common/request-context.ts).
        MikroOrmModule.forRoot({ ...ormOptions(db, ENTITIES), registerRequestContext: false }),
        JobsModule.forRoot(config, { process: options.worker ? true : null }),
        TenantModule,
        AccountsModule,
        AuthModule,
        OrganizationModule,
        ModuleModule,
        AiModule,
        AiJobsModule,
        HealthModule,
        ConceptModule,
        CalendarModule,
        BrandModule,
        CampaignModule,
        CalendarSharingModule,
        ConnectionsModule,
        PushModule,
      ],
      providers: [
        { provide: RESOLVED_DATABASE, useValue: db },
        ShutdownRegistry,
        DatabaseLifecycle,
        // Order matters: the CSRF check runs before access checks.
        { provide: APP_GUARD, useClass: CsrfGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
    };
  }
}
