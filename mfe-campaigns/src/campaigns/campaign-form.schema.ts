import { z } from 'zod/mini';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES } from '@mailplan/shared';
import { TEXTS } from './campaigns.texts';

/** The details card of the campaign form: name (required, at most 100) and goal. */
export const detailsSchema = z.object({
  name: z.string().check(
    z.trim(),
    z.minLength(1, TEXTS.nameRequired),
    z.maxLength(CAMPAIGN_LIMITS.nameMax, CAMPAIGN_MESSAGES.nameMax),
  ),
  goal: z.string().check(z.trim(), z.maxLength(CAMPAIGN_LIMITS.goalMax, CAMPAIGN_MESSAGES.goalMax)),
});

export interface DetailsValues {
  name: string;
  goal: string;
}
