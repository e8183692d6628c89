import { conflictText, sameValue, type ConflictChange } from '@mailplan/ui/detail';
import type { Campaign, CampaignInput } from '../campaign.types';
import { TEXTS } from '../campaigns.texts';
import { instanceLabels } from '../module-labels';

type Modules = readonly { id: number; name: string }[] | undefined;

/** The modules of a campaign as the dialog lists them: one name a line, in order. */
function moduleList(instances: readonly { instanceId: string; moduleId: number }[], modules: Modules): string {
  const labels = instanceLabels(instances, modules);
  return instances.map((i) => labels.get(i.instanceId) ?? `Module ${i.moduleId}`).join('\n');
}

const sameInstances = (a: Campaign['moduleInstances'], b: Campaign['moduleInstances']) =>
  sameValue(
    a.map((i) => [i.instanceId, i.moduleId]),
    b.map((i) => [i.instanceId, i.moduleId]),
  );

/**
 * What changed on the server between the copy the form loaded (`base`) and the one saved now
 * (`saved`), in the fields the form shows, each beside the user's version (`yours`, the body the
 * save sent). Empty when the saved copy differs only in what the form does not show: the save
 * can then be sent again with the saved version without writing over anyone's text.
 */
export function campaignChanges(base: Campaign, saved: Campaign, yours: CampaignInput, modules: Modules): ConflictChange[] {
  const changes: ConflictChange[] = [];
  const field = (key: keyof CampaignInput & keyof Campaign, label: string) => {
    if (!sameValue(base[key], saved[key])) changes.push({ key, label, saved: conflictText(saved[key]), yours: conflictText(yours[key]) });
  };
  field('name', TEXTS.campaignName);
  field('goal', TEXTS.goalLabel);
  field('subject', TEXTS.subjectLine);
  field('previewText', TEXTS.previewTextTitle);
  field('subjectLineOptions', TEXTS.conflictSubjectOptions);
  field('previewTextOptions', TEXTS.conflictPreviewOptions);
  if (!sameInstances(base.moduleInstances, saved.moduleInstances)) {
    changes.push({
      key: 'modules',
      label: TEXTS.modulesTitle,
      saved: moduleList(saved.moduleInstances, modules),
      yours: moduleList(yours.moduleInstances, modules),
    });
  }
  // each module field whose text changed, under its module's heading in the saved copy
  const labels = new Map([...instanceLabels(base.moduleInstances, modules), ...instanceLabels(saved.moduleInstances, modules)]);
  const instanceIds = [...new Set([...saved.moduleInstances.map((i) => i.instanceId), ...Object.keys(saved.content), ...Object.keys(base.content)])];
  for (const instanceId of instanceIds) {
    const before = base.content[instanceId] ?? {};
    const after = saved.content[instanceId] ?? {};
    for (const name of new Set([...Object.keys(after), ...Object.keys(before)])) {
      const text = after[name] ?? '';
      if ((before[name] ?? '') === text) continue;
      changes.push({
        key: `content:${instanceId}:${name}`,
        label: TEXTS.conflictField(labels.get(instanceId) ?? TEXTS.conflictRemovedModule, name),
        saved: text,
        yours: yours.content[instanceId]?.[name] ?? '',
      });
    }
  }
  return changes;
}
