/** Shapes of the campaign calls (part 1, sections 3 and 7, and the export). */
import type { ModuleInstance, CampaignContent } from './instances';

export type { ModuleInstance, CampaignContent };

export interface CampaignSummary {
  id: number;
  name: string;
  subject: string;
  goal: string;
  createdAt: string | null;
}

export interface Campaign extends CampaignSummary {
  previewText: string;
  subjectLineOptions: string[];
  previewTextOptions: string[];
  content: CampaignContent;
  moduleOrder: number[];
  moduleInstances: ModuleInstance[];
  organizationId: number;
}

export interface CampaignInput {
  name: string;
  subject: string;
  previewText: string;
  goal: string;
  content: CampaignContent;
  moduleOrder: number[];
  moduleInstances: ModuleInstance[];
  subjectLineOptions: string[];
  previewTextOptions: string[];
}

export interface ChecklistItem {
  id: string;
  status: 'pass' | 'warn';
  label: string;
  reason: string;
}

export interface CampaignExport {
  html: string;
  text: string;
  sizeBytes: number;
  checklist: ChecklistItem[];
}

export type ModelType = 'claude' | 'openai' | 'gemini';

export interface SuggestModulesBody {
  goal: string;
  modelType: ModelType;
}
export interface GenerateContentBody {
  moduleIds: number[];
  goal: string;
  modelType: ModelType;
  brandContext: string;
  moduleInstances: { instanceId: string; moduleId: number; totalDuplicates: number }[];
}
export interface GenerateSubjectLinesBody {
  goal: string;
  modelType: ModelType;
  brandContext: string;
}
export interface GeneratePreviewTextBody extends GenerateSubjectLinesBody {
  subjectLine: string;
}
export interface RefineContentBody {
  moduleId: string;
  fieldName: string;
  content: string;
  userFeedback: string;
  goal: string;
  modelType: ModelType;
}
