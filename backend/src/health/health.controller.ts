import { Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiResponse } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { Public } from '../common/access.decorators.js';
import { withTimeout } from '../common/with-timeout.js';
import { ApiController } from '../common/route-decorators.js';
import { JobsService } from '../jobs/jobs.service.js';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] })
  status!: 'ok' | 'degraded';

  @ApiProperty({ enum: ['up', 'down'] })
  database!: 'up' | 'down';

  @ApiProperty({ enum: ['up', 'down', 'disabled'], description: "'disabled' when no REDIS_URL is set (jobs run in-process)" })
  redis!: 'up' | 'down' | 'disabled';
}

@ApiController('health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobsService,
  ) {}

  @Get()
  @Public()
  @ApiOperation({ operationId: 'getHealth', summary: 'Whether the database and Redis answer' })
  @ApiOkResponse({ type: HealthDto })
  @ApiResponse({ status: 503, type: HealthDto, description: 'A dependency is down' })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const [database, redis] = await Promise.all([this.pingDatabase(), this.jobs.ping()]);
    const ok = database === 'up' && redis !== 'down';
    res.status(ok ? 200 : 503).setHeader('Cache-Control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', database, redis };
  }

  private async pingDatabase(): Promise<'up' | 'down'> {
    try {
      await withTimeout(this.em.fork().getConnection().execute('select 1'), 2000, 'database ping');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
