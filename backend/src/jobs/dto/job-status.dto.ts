import { ApiProperty } from '@nestjs/swagger';

export class JobStatusDto {
  @ApiProperty({ example: 'seed-starter-modules.5f0c…' })
  id!: string;

  @ApiProperty({ example: 'seed-starter-modules' })
  name!: string;

  @ApiProperty({ enum: ['waiting', 'delayed', 'active', 'completed', 'failed'] })
  state!: string;

  @ApiProperty({ minimum: 0, maximum: 100 })
  progress!: number;

  @ApiProperty({ required: false, description: 'The job result, when completed', type: Object })
  result?: unknown;

  @ApiProperty({ required: false, description: 'Why the job failed' })
  error?: string;
}
