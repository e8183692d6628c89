import { Process, Processor } from '@nestjs/bull';
import { runJob, type ProcessedJob } from '../jobs/processing.js';
import { concurrencyFor } from '../jobs/queue-options.js';
import type { GenerateConceptsResultDto } from './dto/concept.dto.js';
import { ConceptService, GENERATE_CONCEPTS_JOB, type GenerateJob } from './concept.service.js';

/** Runs a concept generation queued by ConceptService (asks the model, then saves the concepts). */
@Processor(GENERATE_CONCEPTS_JOB)
export class ConceptGenerationProcessor {
  constructor(private readonly concepts: ConceptService) {}

  @Process({ concurrency: concurrencyFor(GENERATE_CONCEPTS_JOB) })
  generate(job: ProcessedJob<GenerateJob>): Promise<GenerateConceptsResultDto> {
    return runJob(job, async (data, ctx) => {
      await ctx.reportProgress(1);
      return this.concepts.runGeneration(data, (pct) => void ctx.reportProgress(pct).catch(() => undefined));
    });
  }
}
