import { sameValue, type ConflictChange } from '@mailplan/ui/detail';
import { campaignTypeLabel } from './categories';
import type { Concept } from './concept.types';
import { conceptFormValues, type ConceptFormValues } from './concept-form.schema';
import { TEXTS } from './concepts.texts';

/** The edit form's fields in the order it shows them, with their labels. */
const FIELDS: readonly [label: string, read: (v: ConceptFormValues) => string][] = [
  [TEXTS.title, (v) => v.title],
  [TEXTS.campaignType, (v) => campaignTypeLabel(v.campaignType)],
  [TEXTS.coreMessage, (v) => v.coreMessage],
  [TEXTS.targetAudience, (v) => v.targetAudience],
  [TEXTS.callToAction, (v) => v.callToAction],
  [TEXTS.targetSegment, (v) => v.strategicAlignment.targetSegment],
  [TEXTS.journeyPhase, (v) => v.strategicAlignment.journeyPhase],
  [TEXTS.strategicPriority, (v) => v.strategicAlignment.strategicPriority],
  [TEXTS.reference, (v) => v.strategicAlignment.reference],
];

/**
 * What changed on the server between the copy the edit form loaded (`base`) and the one saved now
 * (`saved`), in the fields the form shows, each beside the user's input (`yours`). Empty when
 * only what the form does not show changed (selected, rejected, the date, the campaign link):
 * the save can be sent again with the saved version without writing over anyone's text.
 */
export function conceptChanges(base: Concept, saved: Concept, yours: ConceptFormValues): ConflictChange[] {
  const before = conceptFormValues(base);
  const after = conceptFormValues(saved);
  return FIELDS.filter(([, read]) => !sameValue(read(before), read(after))).map(([label, read]) => ({
    key: label,
    label,
    saved: read(after),
    yours: read(yours),
  }));
}
