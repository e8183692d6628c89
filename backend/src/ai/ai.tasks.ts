// The task input and answer types under their former names, for the demo generators until their
// answers live in the task files (tasks/). New code imports from tasks/.
import type { AiTaskInputs, ConceptsOutput } from './tasks/index.js';
import type { FieldContentResultSchema } from './tasks/field-content.task.js';
import type { PreviewTextsResultSchema } from './tasks/preview-texts.task.js';
import type { RefineConceptResultSchema } from './tasks/refine-concept.task.js';
import type { RefineContentResultSchema } from './tasks/refine-content.task.js';
import type { SubjectLinesResultSchema } from './tasks/subject-lines.task.js';
import type { SuggestModulesResultSchema } from './tasks/suggest-modules.task.js';

export { CAMPAIGN_TYPES, type CampaignType } from '@mailplan/shared';
export type {
  AiTaskInputs,
  AiDocument,
  BrandPromptContext,
  ContentField,
  FreeTextInput,
  BrandGuidelinesInput,
  EmailStrategyInput,
  ConceptsInput,
  SuggestModulesInput,
  FieldContentInput,
  SubjectLinesInput,
  PreviewTextsInput,
  RefineContentInput,
  RefineConceptInput,
  ConceptContent,
  StrategicAlignment,
  GeneratedConcept,
  ModuleSummary,
} from './tasks/index.js';

/** What each JSON task answers. */
export interface AiTaskOutputs {
  concepts: ConceptsOutput;
  'suggest-modules': SuggestModulesResultSchema;
  'field-content': FieldContentResultSchema;
  'subject-lines': SubjectLinesResultSchema;
  'preview-texts': PreviewTextsResultSchema;
  'refine-content': RefineContentResultSchema;
  'refine-concept': RefineConceptResultSchema;
}

export type AiTask = keyof AiTaskInputs;
