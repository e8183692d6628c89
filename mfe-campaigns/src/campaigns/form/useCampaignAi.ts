import { type ModuleSummaryDto } from '@mailplan/api';
import {
  useGenerateContentMutation,
  useGeneratePreviewTextMutation,
  useGenerateSubjectLinesMutation,
  useSuggestModulesMutation,
} from '@mailplan/api/endpoints/campaigns';
import { BRAND_CONTEXT_TEXT } from '@mailplan/shared';
import { useToast } from '@mailplan/ui';
import { errorMessage, errorStatus, serverMessage } from '@mailplan/ui/ai';
import { generatedContent, previewTextAnswer, subjectLineAnswer, suggestedModuleIds } from '../ai-answers';
import type { ModelType } from '../campaign.types';
import { TEXTS } from '../campaigns.texts';
import { instancesForGeneration } from '../instances';
import type { BuilderStore } from './builder-store';

/**
 * The form's AI helpers, each on the campaign as it is when clicked: Suggest Modules (a proposal),
 * Generate All Content, Generate Subject Lines (with preview texts when the answer has them) and
 * Generate Preview Text (for the selected subject line). The messages are the spec's error
 * catalogue: a failed suggestion or generation says nothing; the subject lines and preview texts
 * say what went wrong.
 */
export function useCampaignAi({
  store,
  goal,
  modelType,
  modules,
}: {
  store: BuilderStore;
  /** The goal as it is now. */
  goal(): string;
  modelType: ModelType;
  modules: readonly ModuleSummaryDto[] | undefined;
}) {
  const toast = useToast();
  const [suggestModules, suggesting] = useSuggestModulesMutation();
  const [generateContent, generating] = useGenerateContentMutation();
  const [generateSubjectLines, generatingSubjects] = useGenerateSubjectLinesMutation();
  const [generatePreviewText, generatingPreview] = useGeneratePreviewTextMutation();
  const { dispatch } = store;

  return {
    suggesting: suggesting.isLoading,
    generating: generating.isLoading,
    generatingSubjects: generatingSubjects.isLoading,
    generatingPreview: generatingPreview.isLoading,

    async suggest() {
      const currentGoal = goal();
      if (!currentGoal) return;
      try {
        const answer = await suggestModules({ goal: currentGoal, modelType }).unwrap();
        const known = modules ? new Set(modules.map((m) => m.id)) : undefined;
        dispatch({ type: 'propose', moduleIds: suggestedModuleIds(answer, known) });
      } catch {
        // The spec's error catalogue: a failed suggestion shows no message.
      }
    },

    async generateAll() {
      const { instances } = store.get();
      if (!instances.length) return;
      try {
        const answer = await generateContent({
          moduleIds: [...new Set(instances.map((i) => i.moduleId))],
          goal: goal(),
          modelType,
          brandContext: BRAND_CONTEXT_TEXT,
          moduleInstances: instancesForGeneration(instances),
        }).unwrap();
        dispatch({ type: 'mergeContent', content: generatedContent(answer, instances) });
        toast({ title: TEXTS.contentGenerated, description: answer.demo ? TEXTS.demoWritten : undefined, variant: 'success' });
      } catch {
        // The spec's error catalogue: a failed generation shows no message.
      }
    },

    async generateSubjects() {
      const currentGoal = goal();
      if (!currentGoal) return;
      try {
        const answer = await generateSubjectLines({ goal: currentGoal, modelType, brandContext: BRAND_CONTEXT_TEXT }).unwrap();
        const { subjectLines, previewTexts } = subjectLineAnswer(answer);
        if (!subjectLines.length) {
          toast({ title: TEXTS.noSubjectLines, variant: 'destructive' });
          return;
        }
        dispatch({ type: 'options', list: 'subject', op: 'receive', options: subjectLines });
        if (previewTexts.length) dispatch({ type: 'options', list: 'preview', op: 'receive', options: previewTexts });
      } catch {
        toast({ title: TEXTS.subjectLinesFailed, variant: 'destructive' });
      }
    },

    async generatePreviews() {
      const subjectLine = store.get().subject.selected.trim();
      if (!subjectLine) {
        toast({ title: TEXTS.selectSubjectLineFirst, variant: 'destructive' });
        return;
      }
      try {
        const answer = await generatePreviewText({ goal: goal(), subjectLine, modelType, brandContext: BRAND_CONTEXT_TEXT }).unwrap();
        const texts = previewTextAnswer(answer);
        if (!texts.length) {
          toast({ title: TEXTS.noPreviewText, variant: 'destructive' });
          return;
        }
        dispatch({ type: 'options', list: 'preview', op: 'receive', options: texts });
      } catch (e) {
        // The spec's "the message, else Failed to generate preview text": the server's sentence, or
        // for a request that never got an answer (offline, timed out) that failure's own words.
        const message = errorStatus(e) === 0 ? errorMessage(e, TEXTS.previewTextFailed) : serverMessage(e);
        toast({ title: message ?? TEXTS.previewTextFailed, variant: 'destructive' });
      }
    },
  };
}

export type CampaignAi = ReturnType<typeof useCampaignAi>;
