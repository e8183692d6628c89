import { CAMPAIGN_TYPES, CONCEPT_LIMITS, CONCEPT_MESSAGES as M } from '@mailplan/shared';
import { z } from 'zod';
import type { Concept, ConceptEditValues } from './concept.types';

const required = (message: string) => z.string().trim().min(1, message);

/** The 'Edit Email Concept' form (part 2, section 5), with the messages the API answers too. */
export const conceptFormSchema = z.object({
  title: required(M.titleRequired).max(CONCEPT_LIMITS.titleMax, M.titleMax),
  campaignType: z.enum(CAMPAIGN_TYPES, { message: M.campaignTypeInvalid }),
  coreMessage: required(M.coreMessageRequired),
  targetAudience: required(M.targetAudienceRequired),
  callToAction: required(M.callToActionRequired),
  strategicAlignment: z.object({
    targetSegment: required(M.targetSegmentRequired),
    journeyPhase: required(M.journeyPhaseRequired),
    strategicPriority: required(M.strategicPriorityRequired),
    reference: z.string(),
  }),
});

export type ConceptFormValues = z.infer<typeof conceptFormSchema>;

/** The form's values for a concept; a missing text is an empty field. */
export function conceptFormValues(concept: Concept): ConceptFormValues {
  const a = concept.strategicAlignment ?? ({} as Concept['strategicAlignment']);
  return {
    title: concept.title ?? '',
    campaignType: (CAMPAIGN_TYPES as readonly string[]).includes(concept.campaignType) ? concept.campaignType : 'other',
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

/** What `PATCH /api/email-concepts/{id}` receives: trimmed texts (an emptied reference is sent empty, so it is cleared). */
export function toUpdateBody(values: ConceptFormValues): ConceptEditValues {
  const { reference, ...alignment } = values.strategicAlignment;
  return {
    title: values.title.trim(),
    campaignType: values.campaignType,
    coreMessage: values.coreMessage.trim(),
    targetAudience: values.targetAudience.trim(),
    callToAction: values.callToAction.trim(),
    strategicAlignment: {
      targetSegment: alignment.targetSegment.trim(),
      journeyPhase: alignment.journeyPhase.trim(),
      strategicPriority: alignment.strategicPriority.trim(),
      reference: reference.trim(),
    },
  };
}
