/**
 * Shapes of the campaign calls, from the API's OpenAPI document (the spec's entities and calls, and
 * the export).
 */
import type { CampaignDto, CampaignExportDto, CampaignSummaryDto, SuggestModulesDto } from '@mailplan/api';

// The body the form saves and exports, declared with the endpoints in @mailplan/api.
export type { CampaignInput } from '@mailplan/api/endpoints/campaigns';

export type CampaignSummary = CampaignSummaryDto;
export type Campaign = CampaignDto;
export type CampaignExport = CampaignExportDto;

/** The AI provider a call uses. */
export type ModelType = NonNullable<SuggestModulesDto['modelType']>;
