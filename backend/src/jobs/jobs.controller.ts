import { type BeforeApplicationShutdown, Get, Logger, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { Can } from '../common/access.decorators.js';
import { ApiController, ApiErrors, Read } from '../common/route-decorators.js';
import { Tenant, type TenantScope } from '../common/tenant-scope.js';
import { JobStatusDto } from './dto/job-status.dto.js';
import { JobsService } from './jobs.service.js';
import { QUEUE_UNAVAILABLE_MESSAGE, type JobStatus } from './jobs.types.js';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;

const EVENTS_DESCRIPTION = [
  'Server-sent events (`text/event-stream`). Each event is `event: status` with a JobStatus as JSON in `data`:',
  'the first at once, then one whenever the state or progress changes. The stream ends after the event whose',
  'state is `completed` (with `result`) or `failed` (with `error`); close the EventSource then, or it reconnects',
  'and receives that last event again. Comment lines (`: keep-alive`) are sent every 15 s.',
].join(' ');

@ApiController('jobs')
export class JobsController implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  /** Open event streams, ended when the server shuts down (clients reconnect to another instance). */
  private readonly streams = new Set<AbortController>();

  constructor(private readonly jobs: JobsService) {}

  /** The job's status when it belongs to the scope's organization; 404 otherwise. */
  private async visible(id: string, scope: TenantScope): Promise<JobStatus> {
    const status = await this.jobs.getStatus(id);
    if (!status || status.organizationId !== scope.organizationId) throw new NotFoundException('Job not found');
    return status;
  }

  @Read(':id', { operationId: 'getJobStatus', summary: "Follow a background job of the user's organization" }, JobStatusDto)
  @ApiErrors({ notFound: 'No such job in this organization', serviceUnavailable: QUEUE_UNAVAILABLE_MESSAGE })
  async getStatus(@Param('id') id: string, @Tenant() scope: TenantScope): Promise<JobStatusDto> {
    return publicView(await this.visible(id, scope));
  }

  @Get(':id/events')
  @Can('read')
  @ApiOperation({ operationId: 'streamJobEvents', summary: "Follow a background job of the user's organization as it runs", description: EVENTS_DESCRIPTION })
  @ApiOkResponse({
    description: 'A stream of `status` events',
    content: {
      'text/event-stream': {
        schema: { type: 'string', example: 'event: status\ndata: {"id":"ai-generate.5f0c…","name":"ai-generate","state":"active","progress":40}\n\n' },
      },
    },
  })
  @ApiErrors({ notFound: 'No such job in this organization', serviceUnavailable: QUEUE_UNAVAILABLE_MESSAGE })
  async events(@Param('id') id: string, @Tenant() scope: TenantScope, @Res() res: Response): Promise<void> {
    await this.visible(id, scope); // errors answer in the API's JSON error shape, before the stream starts
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const closed = new AbortController();
    this.streams.add(closed);
    res.on('close', () => closed.abort());
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    try {
      for await (const status of this.jobs.follow(id, closed.signal)) {
        res.write(`event: status\ndata: ${JSON.stringify(publicView(status))}\n\n`);
      }
    } catch (err) {
      // Headers are sent: end the stream. A reconnecting EventSource then gets the 503 itself.
      this.logger.warn(`events of ${id}: ${(err as Error)?.message ?? err}`);
    } finally {
      this.streams.delete(closed);
      clearInterval(heartbeat);
      res.end();
    }
  }

  beforeApplicationShutdown(): void {
    for (const stream of this.streams) stream.abort();
  }
}

function publicView(status: JobStatus): JobStatusDto {
  const { organizationId: _, ...rest } = status;
  return rest;
}
