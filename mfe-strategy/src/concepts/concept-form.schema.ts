import { CAMPAIGN_TYPES, CONCEPT_LIMITS, CONCEPT_MESSAGES as M, normalizeCampaignType } from '@mailplan/shared';
import { z } from 'zod/mini';
import type { Concept, ConceptEditValues } from './concept.types';

// The 'Edit Email Concept' form (the spec's validation rules). Messages and limits come from
// @mailplan/shared, where the API's DTOs read them too.

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

export const conceptFormSchema = z.object({
  title: required(M.titleRequired).check(z.maxLength(CONCEPT_LIMITS.titleMax, M.titleMax)),
  campaignType: z.enum(CAMPAIGN_TYPES, M.campaignTypeInvalid),
  coreMessage: required(M.coreMessageRequired),
  targetAudience: required(M.targetAudienceRequired),
  callToAction: required(M.callToActionRequired),
  strategicAlignment: z.object({
    targetSegment: required(M.targetSegmentRequired),
    journeyPhase: required(M.journeyPhaseRequired),
    strategicPriority: required(M.strategicPriorityRequired),
    reference: z.string().check(z.trim()),
  }),
});

export type ConceptFormValues = z.input<typeof conceptFormSchema>;

/** The form's values for a concept; a missing text is an empty field. */
export function conceptFormValues(concept: Concept): ConceptFormValues {
  const a = concept.strategicAlignment ?? ({} as Concept['strategicAlignment']);
  return {
    title: concept.title ?? '',
    campaignType: normalizeCampaignType(concept.campaignType),
    coreMessage: concept.coreMessage ?? '',
    targetAudience: concept.targetAudience ?? '',
    callToAction: concept.callToAction ?? '',
    strategicAlignment: {
      targetSegment: a.targetSegment ?? '',
      journeyPhase: a.journeyPhase ?? '',
      strategicPriority: a.strategicPriority ?? '',
      reference: a.reference ?? '',
    },
  };
}

/**
 * What `PATCH /api/email-concepts/{id}` receives: the schema's (trimmed) output. An emptied
 * reference is sent empty, so that it is cleared.
 */
export function toUpdateBody(values: z.output<typeof conceptFormSchema>): ConceptEditValues {
  return values;
}
