import { CAMPAIGN_LIMITS, strategicAlignmentObject } from '@mailplan/shared';
import { campaignTypeLabel } from '@mailplan/ui/components';

/** Concept-to-campaign prefill (the spec's concept prefill and constants). */
export const CAMPAIGN_PREFILL = {
  /** A core message longer than this becomes the preview text cut to `previewTextCut` + '...'. */
  previewTextMax: 100,
  previewTextCut: 97,
  ellipsis: '...',
  /** Module suggestion runs by itself this long after the form is prefilled. */
  autoSuggestDelayMs: 500,
  /** The name when the concept has no title. */
  defaultName: 'New Campaign',
} as const;

/** What the prefill reads of an email concept (the API's ConceptDto fits). */
export interface PrefillConcept {
  title?: string | null;
  coreMessage?: string | null;
  campaignType?: string | null;
  callToAction?: string | null;
  /** An object, or the JSON text of one (older concepts). */
  strategicAlignment?: unknown;
}

export interface CampaignPrefill {
  name: string;
  goal: string;
  subject: string;
  previewText: string;
}

interface Alignment {
  targetSegment?: string;
  journeyPhase?: string;
  strategicPriority?: string;
}

/** The three alignment texts the goal names, trimmed (strategicAlignmentObject reads the object or its JSON text). */
function readAlignment(value: unknown): Alignment {
  const o = strategicAlignmentObject(value) ?? {};
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : undefined);
  return { targetSegment: text(o.targetSegment), journeyPhase: text(o.journeyPhase), strategicPriority: text(o.strategicPriority) };
}

const clean = (s: string | null | undefined) => (typeof s === 'string' ? s.trim() : '');

/** The campaign type in title case: `product_spotlight` → `Product Spotlight`. */
export function titleCaseType(type: string | null | undefined): string {
  return campaignTypeLabel(clean(type).toLowerCase());
}

/** The core message, cut to 97 characters plus '...' when longer than 100. */
export function previewFromCoreMessage(coreMessage: string | null | undefined): string {
  const text = clean(coreMessage);
  const { previewTextMax, previewTextCut, ellipsis } = CAMPAIGN_PREFILL;
  return text.length > previewTextMax ? `${text.slice(0, previewTextCut)}${ellipsis}` : text;
}

/**
 * The campaign form's values for a concept (the spec's concept prefill):
 * - name: the title, or 'New Campaign';
 * - goal: the core message, then a line each for target segment, journey phase and strategic
 *   priority, then the call to action (lines without a value are left out);
 * - subject: the campaign type in title case, a colon, then the title;
 * - preview text: the core message, cut at 97 characters plus '...' when over 100.
 * The name and subject are kept within their limits (100 and 200), so the campaign can be saved.
 */
export function prefillFromConcept(concept: PrefillConcept): CampaignPrefill {
  const title = clean(concept.title);
  const alignment = readAlignment(concept.strategicAlignment);
  const lines = [
    clean(concept.coreMessage),
    alignment.targetSegment && `Target Segment: ${alignment.targetSegment}`,
    alignment.journeyPhase && `Journey Phase: ${alignment.journeyPhase}`,
    alignment.strategicPriority && `Strategic Priority: ${alignment.strategicPriority}`,
    clean(concept.callToAction) && `Call to Action: ${clean(concept.callToAction)}`,
  ].filter((line): line is string => Boolean(line));
  const type = titleCaseType(concept.campaignType);
  const subject = type ? `${type}: ${title}` : title;
  return {
    name: (title || CAMPAIGN_PREFILL.defaultName).slice(0, CAMPAIGN_LIMITS.nameMax).trim(),
    goal: lines.join('\n'),
    subject: subject.slice(0, CAMPAIGN_LIMITS.subjectMax).trim(),
    previewText: previewFromCoreMessage(concept.coreMessage),
  };
}
