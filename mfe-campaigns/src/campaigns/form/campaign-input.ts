import type { BuilderState } from '../builder-state';
import type { CampaignInput } from '../campaign.types';
import type { DetailsValues } from '../campaign-form.schema';
import { contentToSave } from '../instances';

/** The body the form saves (create, update) and exports: the details and the campaign as built. */
export function campaignInput(details: DetailsValues, state: BuilderState): CampaignInput {
  return {
    name: details.name.trim(),
    subject: state.subject.selected,
    previewText: state.preview.selected,
    goal: details.goal.trim(),
    content: contentToSave(state),
    moduleOrder: state.instances.map((i) => i.moduleId),
    moduleInstances: state.instances.map(({ instanceId, moduleId }) => ({ instanceId, moduleId })),
    subjectLineOptions: state.subject.options,
    previewTextOptions: state.preview.options,
  };
}
