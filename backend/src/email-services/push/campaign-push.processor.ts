import { JobProcessor, runJob, type ProcessedJob } from '../../jobs/processing.js';
import { CampaignPushService, PUSH_CAMPAIGN, type PushJob } from './campaign-push.service.js';
import type { PushResultDto } from './dto/push.dto.js';

/** Runs the pushes queued by CampaignPushService.start (on a worker, or in this process). */
@JobProcessor(PUSH_CAMPAIGN)
export class CampaignPushProcessor {
  constructor(private readonly pushes: CampaignPushService) {}

  process(job: ProcessedJob<PushJob>): Promise<PushResultDto> {
    return runJob(job, (data, ctx) => this.pushes.run(data, ctx));
  }
}
