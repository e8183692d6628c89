/** Shapes of the campaign calls, from the API's OpenAPI document (part 1, sections 3 and 7, and the export). */
import type {
  CampaignDto,
  CampaignExportDto,
  CampaignInputDto,
  CampaignSummaryDto,
  ChecklistItemDto,
  GenerateContentDto,
  GenerateContentResultDto,
  GeneratePreviewTextDto,
  GenerateSubjectLinesDto,
  PreviewTextsResultDto,
  RefineContentDto,
  RefineContentResultDto,
  SubjectLinesResultDto,
  SuggestModulesDto,
  SuggestModulesResultDto,
} from '@mailplan/api';

export type { CampaignContent, ModuleInstance } from './instances';

export type CampaignSummary = CampaignSummaryDto;
export type Campaign = CampaignDto;
/** The body of POST /api/campaigns, PATCH /api/campaigns/{id} and POST /api/campaigns/export, as the form sends it. */
export type CampaignInput = Required<CampaignInputDto>;
export type CampaignExport = CampaignExportDto;
export type ChecklistItem = ChecklistItemDto;

/** The AI provider a call uses. */
export type ModelType = NonNullable<SuggestModulesDto['modelType']>;

/** Fields the API fills with its default when they are left out. */
type Defaulted<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** As part 1, section 7 sends it: goal and modelType (the brand context is the server's default). */
export type SuggestModulesBody = Defaulted<SuggestModulesDto, 'brandContext'>;
export type SuggestModulesResult = SuggestModulesResultDto;
export type GenerateContentBody = GenerateContentDto;
export type GenerateContentResult = GenerateContentResultDto;
export type GenerateSubjectLinesBody = GenerateSubjectLinesDto;
export type SubjectLinesResult = SubjectLinesResultDto;
export type GeneratePreviewTextBody = GeneratePreviewTextDto;
export type PreviewTextsResult = PreviewTextsResultDto;
/** As part 1, section 7 sends it, without a brand context. */
export type RefineContentBody = Defaulted<RefineContentDto, 'brandContext'>;
export type RefineContentResult = RefineContentResultDto;
