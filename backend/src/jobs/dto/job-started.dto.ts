import { ApiProperty } from '@nestjs/swagger';

/** The answer of a long AI call started with `?async=true`: the queued job to follow. */
export class JobStartedDto {
  @ApiProperty({ example: 'generate-concepts.5f0c…', description: 'Follow with GET /api/jobs/{id}/events; GET /api/jobs/{id} has the answer as `result`' })
  jobId!: string;
}
