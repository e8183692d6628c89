/** Shapes of the campaign calls, from the API's OpenAPI document (part 1, sections 3 and 7, and the export). */
import type {
  CampaignDto,
  CampaignExportDto,
  CampaignSummaryDto,
  ChecklistItemDto,
  GenerateContentDto,
  GenerateContentResultDto,
  GeneratePreviewTextDto,
  GenerateSubjectLinesDto,
  PreviewTextsResultDto,
  RefineContentResultDto,
  SubjectLinesResultDto,
  SuggestModulesDto,
  SuggestModulesResultDto,
} from '@mailplan/api';

export type { CampaignContent, ModuleInstance } from './instances';
// The request bodies as the form sends them, declared with the endpoints in @mailplan/api.
export type { CampaignInput, RefineContentBody, SuggestModulesBody } from '@mailplan/api';

export type CampaignSummary = CampaignSummaryDto;
export type Campaign = CampaignDto;
export type CampaignExport = CampaignExportDto;
export type ChecklistItem = ChecklistItemDto;

/** The AI provider a call uses. */
export type ModelType = NonNullable<SuggestModulesDto['modelType']>;

export type SuggestModulesResult = SuggestModulesResultDto;
export type GenerateContentBody = GenerateContentDto;
export type GenerateContentResult = GenerateContentResultDto;
export type GenerateSubjectLinesBody = GenerateSubjectLinesDto;
export type SubjectLinesResult = SubjectLinesResultDto;
export type GeneratePreviewTextBody = GeneratePreviewTextDto;
export type PreviewTextsResult = PreviewTextsResultDto;
export type RefineContentResult = RefineContentResultDto;
