/** Shapes of the concept calls (part 2, sections 3 and 7). */

export interface StrategicAlignment {
  targetSegment: string;
  journeyPhase: string;
  strategicPriority: string;
  reference?: string | null;
}

export interface Concept {
  id: number;
  campaignType: string;
  title: string;
  coreMessage: string;
  strategicAlignment: StrategicAlignment;
  targetAudience: string;
  callToAction: string;
  selected: boolean;
  rejected: boolean;
  /** `yyyy-mm-dd` or null. */
  scheduledDate: string | null;
  createdAt: string;
  generationId: string;
  organizationId: number;
  campaignId: number | null;
}

export interface ConceptEditValues {
  title: string;
  campaignType: string;
  coreMessage: string;
  targetAudience: string;
  callToAction: string;
  strategicAlignment: StrategicAlignment;
}

export interface RefinedConcept {
  title: string;
  coreMessage: string;
  targetAudience: string;
  callToAction: string;
}

export interface ConceptRefinement {
  original: RefinedConcept;
  refined: RefinedConcept;
}

export interface GenerateConceptsBody {
  modelType: string;
  campaignType?: string;
  businessContext?: string;
}

export interface GenerateConceptsResult {
  conceptCount: number;
}

export interface GenerationStart {
  jobId: string;
}
