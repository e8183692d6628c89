import { AiJobs } from '../ai/ai.jobs.js';
import type { AiStructuredResult, ConceptsOutput } from '../ai/tasks/index.js';
import { JobProcessor, type ProcessedJob } from '../jobs/processing.js';
import type { GenerateConceptsResultDto } from './dto/concept.dto.js';
import { ConceptService, GENERATE_CONCEPTS_JOB, type GenerateJob } from './concept.service.js';

/** Runs a concept generation queued by ConceptService: the AI task, then the concepts are saved. */
@JobProcessor(GENERATE_CONCEPTS_JOB)
export class ConceptGenerationProcessor {
  constructor(
    private readonly aiJobs: AiJobs,
    private readonly concepts: ConceptService,
  ) {}

  process(job: ProcessedJob<GenerateJob>): Promise<GenerateConceptsResultDto> {
    return this.aiJobs.process(job, (answer: AiStructuredResult<ConceptsOutput>, data) => this.concepts.saveGeneration(data as GenerateJob, answer));
  }
}
